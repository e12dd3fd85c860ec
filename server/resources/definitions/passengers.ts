import { passengerFields } from '../../../src/domain/entities/passenger';
import { contains } from '../criteria';
import type { ResourceDefinition } from '../definition';
import { dtoSchema } from '../schemas';
import { ownColumns, PASSENGER_PROPERTIES } from './sqlShapes';

export const PassengerSchema = dtoSchema('id', passengerFields, {}, 'A passenger.');

const names = [
  contains('firstName', 'first_name', 'Part of the first name'),
  contains('lastName', 'last_name', 'Part of the last name'),
];
const filter = [
  ...names,
  contains('uprn', 'uprn', 'Part of the UPRN'),
  contains('passport', 'passport', 'Part of the passport number'),
  contains('address', 'address', 'Part of the address'),
  contains('phone', 'phone', 'Part of the phone number'),
];
const ANY = 'At least one filter criterion must be provided.';

export const passengers: ResourceDefinition = {
  path: 'Passengers',
  singular: 'Passenger',
  plural: 'Passengers',
  table: 'passenger',
  idColumn: 'id',
  idProperty: 'id',
  idWireNames: ['Id'],
  fields: passengerFields,
  creatable: true,
  selection: { columns: ownColumns(PASSENGER_PROPERTIES) },
  searches: [
    { path: 'byName', criteria: names, missingCriteria: 'Both first name and last name are missing in the request.' },
    { path: 'byFilter', criteria: filter, missingCriteria: ANY },
    { path: 'search', criteria: filter, missingCriteria: ANY },
  ],
  referencedBy: [{ table: 'plane_ticket', column: 'passenger_id' }],
  duplicate: 'Passenger with UPRN or Passport already exists.',
  access: { read: 'signedIn', write: 'write' },
};
