import { airlineFields } from '../../../src/domain/entities/airline';
import { contains } from '../criteria';
import type { ResourceDefinition } from '../definition';
import { dtoSchema } from '../schemas';
import { AIRLINE_PROPERTIES, ownColumns } from './sqlShapes';

export const AirlineSchema = dtoSchema('id', airlineFields, {}, 'An airline.');

const byName = [contains('name', 'name', 'Part of the airline name')];

export const airlines: ResourceDefinition = {
  path: 'Airlines',
  singular: 'Airline',
  plural: 'Airlines',
  table: 'airline',
  idColumn: 'id',
  idProperty: 'id',
  idWireNames: ['Id'],
  fields: airlineFields,
  creatable: true,
  selection: { columns: ownColumns(AIRLINE_PROPERTIES) },
  searches: [
    {
      path: 'byName/:name',
      criteria: byName,
      missingCriteria: 'Invalid input. The name must be a valid non-empty string.',
    },
    { path: 'search', criteria: byName, missingCriteria: 'At least one filter criterion must be provided.' },
  ],
  referencedBy: [{ table: 'flight', column: 'airline_id' }],
  access: { read: 'signedIn', write: 'write' },
};
