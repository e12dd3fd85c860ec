import { columnOf } from '../repository';

// Select lists of the DTOs, written once: each column under its camelCase DTO name.

/** `t.first_name, ...` for the given DTO properties of the table aliased t. */
export const ownColumns = (properties: string[]) => properties.map((name) => `t.${columnOf(name)}`).join(', ');

/** A joined row as a nested JSON object with the DTO's property names, or null when there is none. */
export function nestedObject(alias: string, properties: string[], as: string): string {
  const pairs = properties.map((name) => `'${name}', ${alias}.${columnOf(name)}`).join(', ');
  return `case when ${alias}.id is null then null else json_build_object(${pairs}) end as ${columnOf(as)}`;
}

export const AIRLINE_PROPERTIES = ['id', 'name'];
export const DESTINATION_PROPERTIES = ['id', 'city', 'airport'];
export const TRAVEL_CLASS_PROPERTIES = ['id', 'type'];
export const PASSENGER_PROPERTIES = ['id', 'firstName', 'lastName', 'uprn', 'passport', 'address', 'phone'];
export const PILOT_PROPERTIES = ['id', 'firstName', 'lastName', 'uprn', 'flyingHours'];
export const FLIGHT_PROPERTIES = ['id', 'departureDate', 'departureTime', 'airlineId', 'destinationId', 'pilotId'];
export const PLANE_TICKET_PROPERTIES = [
  'id',
  'price',
  'purchaseDate',
  'seatNumber',
  'passengerId',
  'travelClassId',
  'flightId',
];
