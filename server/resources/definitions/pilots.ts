import type { Pilot } from '../../../src/domain/entities/pilot';
import { cellColumns } from '../../exports/exportColumns';
import { pilotFields } from '../../../src/domain/entities/pilot';
import { compare, contains } from '../criteria';
import type { ResourceDefinition } from '../definition';
import { dtoRows } from '../dtoRows';
import { parentResources } from '../parentResources';
import { dtoSchema } from '../schemas';
import { sortFields } from '../sortFields';
import { own, PILOT_COLUMNS } from './dtoColumns';
import { column, personName } from '../naming';

const cell = cellColumns<Pilot>();
export const PilotSchema = dtoSchema('id', pilotFields, {}, 'A pilot.');

const names = [
  contains('firstName', 'firstName', 'Part of the first name'),
  contains('lastName', 'lastName', 'Part of the last name'),
];
const filter = [
  ...names,
  contains('uprn', 'uprn', 'Part of the UPRN'),
  compare('atLeast', 'flyingHours', 'flyingHours', 'integer', 'At least this many flying hours'),
];
const ANY = 'At least one filter criterion must be provided.';

export const pilots: ResourceDefinition<'pilot'> = {
  path: 'Pilots',
  singular: 'Pilot',
  plural: 'Pilots',
  table: 'pilot',
  idProperty: 'id',
  idWireNames: ['Id'],
  fields: pilotFields,
  references: parentResources(pilotFields, {}),
  creatable: true,
  rows: dtoRows((db) => db.selectFrom('pilot as t').select(own(PILOT_COLUMNS))),
  sortable: sortFields({ idProperty: 'id', fields: pilotFields }),
  text: { columns: ['firstName', 'lastName', 'uprn'] },
  // A picker shows 'Ognjen Andjelic (UPRN 0123456789112)'.
  naming: { joins: [], parts: [...personName('t'), column('t.uprn')] },
  searches: [
    { path: 'byName', criteria: names, missingCriteria: 'Both first name and last name are missing in the request.' },
    { path: 'byFilter', criteria: filter, missingCriteria: ANY },
    { path: 'search', criteria: filter, missingCriteria: ANY },
  ],
  duplicate: 'Pilot with UPRN already exists.',
  exportColumns: [
    cell.value('Id', 'id', 0.4),
    cell.value('First Name', 'firstName'),
    cell.value('Last Name', 'lastName'),
    cell.value('UPRN', 'uprn'),
    cell.value('Flying Hours', 'flyingHours', 0.7),
  ],
  access: { read: 'signedIn', write: 'write' },
};
