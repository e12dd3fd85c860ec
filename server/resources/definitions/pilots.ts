import { pilotFields } from '../../../src/domain/entities/pilot';
import { compare, contains } from '../criteria';
import type { ResourceDefinition } from '../definition';
import { dtoSchema } from '../schemas';
import { ownColumns, PILOT_PROPERTIES } from './sqlShapes';

export const PilotSchema = dtoSchema('id', pilotFields, {}, 'A pilot.');

const names = [
  contains('firstName', 'first_name', 'Part of the first name'),
  contains('lastName', 'last_name', 'Part of the last name'),
];
const filter = [
  ...names,
  contains('uprn', 'uprn', 'Part of the UPRN'),
  compare('atLeast', 'flyingHours', 'flying_hours', 'integer', 'At least this many flying hours'),
];
const ANY = 'At least one filter criterion must be provided.';

export const pilots: ResourceDefinition = {
  path: 'Pilots',
  singular: 'Pilot',
  plural: 'Pilots',
  table: 'pilot',
  idColumn: 'id',
  idProperty: 'id',
  idWireNames: ['Id'],
  fields: pilotFields,
  creatable: true,
  selection: { columns: ownColumns(PILOT_PROPERTIES) },
  searches: [
    { path: 'byName', criteria: names, missingCriteria: 'Both first name and last name are missing in the request.' },
    { path: 'byFilter', criteria: filter, missingCriteria: ANY },
    { path: 'search', criteria: filter, missingCriteria: ANY },
  ],
  referencedBy: [{ table: 'flight', column: 'pilot_id' }],
  duplicate: 'Pilot with UPRN already exists.',
  access: { read: 'signedIn', write: 'write' },
};
