import { destinationFields } from '../../../src/domain/entities/destination';
import { contains } from '../criteria';
import type { ResourceDefinition } from '../definition';
import { dtoSchema } from '../schemas';
import { DESTINATION_PROPERTIES, ownColumns } from './sqlShapes';

export const DestinationSchema = dtoSchema('id', destinationFields, {}, 'A destination: a city and its airport.');

const criteria = [
  contains('city', 'city', 'Part of the city'),
  contains('airport', 'airport', 'Part of the airport name'),
];

export const destinations: ResourceDefinition = {
  path: 'Destinations',
  singular: 'Destination',
  plural: 'Destinations',
  table: 'destination',
  idColumn: 'id',
  idProperty: 'id',
  idWireNames: ['Id'],
  fields: destinationFields,
  creatable: true,
  selection: { columns: ownColumns(DESTINATION_PROPERTIES) },
  searches: [
    { path: 'search', criteria, missingCriteria: 'Both city and airport are missing in the request.' },
    { path: 'byFilter', criteria, missingCriteria: 'At least one filter criterion must be provided.' },
  ],
  referencedBy: [{ table: 'flight', column: 'destination_id' }],
  access: { read: 'signedIn', write: 'write' },
};
