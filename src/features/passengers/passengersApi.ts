import { passengerFields, type Passenger } from '../../domain/entities/passenger';
import { resourceApi } from '../../resources/resourceApi';
import { querySearch } from '../../resources/search';

/**
 * `GET /Passengers/byFilter` with six filters (decision D-20). UPRN and phone are text: a number input would drop
 * a UPRN's leading zeros and refuse a phone's dashes.
 */
const passengerSearch = querySearch('Passengers/byFilter', [
  { name: 'firstName', label: 'First name:', placeholder: 'Ognjen' },
  { name: 'lastName', label: 'Last Name:', placeholder: 'Andjelic' },
  { name: 'uprn', label: 'UPRN:', placeholder: '1234567890123', numeric: true },
  { name: 'passport', label: 'Passport:', placeholder: 'P12345678' },
  { name: 'address', label: 'Address:', placeholder: '123 Main Street, New York, United States' },
  { name: 'phone', label: 'Phone:', placeholder: '123-456-7890' },
]);

export const passengersApi = resourceApi({
  key: 'passengers',
  apiPath: 'Passengers',
  idOf: (passenger: Passenger) => passenger.id,
  fields: passengerFields,
  search: passengerSearch,
});

/** Passengers to choose from on a ticket's create form. */
export const passengerRelation = passengersApi.relation(
  (passenger) =>
    `${passenger.firstName} ${passenger.lastName} (passport ${passenger.passport}, UPRN ${passenger.uprn})`,
);
