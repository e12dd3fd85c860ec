import type { Destination } from '../../../src/domain/entities/destination';
import { cellColumns } from '../../exports/exportColumns';
import { destinationFields } from '../../../src/domain/entities/destination';
import { contains } from '../criteria';
import type { ResourceDefinition } from '../definition';
import { dtoRows } from '../dtoRows';
import { parentResources } from '../parentResources';
import { dtoSchema } from '../schemas';
import { sortFields } from '../sortFields';
import { DESTINATION_COLUMNS, own } from './dtoColumns';
import { ownColumns } from '../naming';

const cell = cellColumns<Destination>();
export const DestinationSchema = dtoSchema('id', destinationFields, {}, 'A destination: a city and its airport.');

const criteria = [
  contains('city', 'city', 'Part of the city'),
  contains('airport', 'airport', 'Part of the airport name'),
];

export const destinations: ResourceDefinition<'destination'> = {
  path: 'Destinations',
  singular: 'Destination',
  plural: 'Destinations',
  table: 'destination',
  idProperty: 'id',
  idWireNames: ['Id'],
  fields: destinationFields,
  references: parentResources(destinationFields, {}),
  creatable: true,
  rows: dtoRows((db) => db.selectFrom('destination as t').select(own(DESTINATION_COLUMNS))),
  sortable: sortFields({ idProperty: 'id', fields: destinationFields }),
  text: { columns: ['city', 'airport'] },
  naming: ownColumns('city', 'airport'),
  searches: [
    { path: 'search', criteria, missingCriteria: 'Both city and airport are missing in the request.' },
    { path: 'byFilter', criteria, missingCriteria: 'At least one filter criterion must be provided.' },
  ],
  exportColumns: [cell.value('Id', 'id', 0.4), cell.value('City', 'city', 2), cell.value('Airport', 'airport', 3)],
  access: { read: 'signedIn', write: 'write' },
};
