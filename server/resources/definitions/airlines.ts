import type { Airline } from '../../../src/domain/entities/airline';
import { cellColumns } from '../../exports/exportColumns';
import { airlineFields } from '../../../src/domain/entities/airline';
import { contains } from '../criteria';
import type { ResourceDefinition } from '../definition';
import { dtoRows } from '../dtoRows';
import { parentResources } from '../parentResources';
import { dtoSchema } from '../schemas';
import { sortFields } from '../sortFields';
import { AIRLINE_COLUMNS, own } from './dtoColumns';
import { ownColumns } from '../naming';

const cell = cellColumns<Airline>();
export const AirlineSchema = dtoSchema('id', airlineFields, {}, 'An airline.');

const byName = [contains('name', 'name', 'Part of the airline name')];

export const airlines: ResourceDefinition<'airline'> = {
  path: 'Airlines',
  singular: 'Airline',
  plural: 'Airlines',
  table: 'airline',
  idProperty: 'id',
  idWireNames: ['Id'],
  fields: airlineFields,
  references: parentResources(airlineFields, {}),
  creatable: true,
  rows: dtoRows((db) => db.selectFrom('airline as t').select(own(AIRLINE_COLUMNS))),
  sortable: sortFields({ idProperty: 'id', fields: airlineFields }),
  text: { columns: ['name'] },
  naming: ownColumns('name'),
  searches: [
    {
      path: 'byName/:name',
      criteria: byName,
      missingCriteria: 'Invalid input. The name must be a valid non-empty string.',
    },
    { path: 'search', criteria: byName, missingCriteria: 'At least one filter criterion must be provided.' },
  ],
  exportColumns: [cell.value('Id', 'id', 0.4), cell.value('Name', 'name', 3)],
  access: { read: 'signedIn', write: 'write' },
};
