import type { Database } from '../../db/schema';

// The columns each DTO shows, by property name (the column's camelCase name), written once: a resource's own select
// and the selects that nest it use the same list.

type ColumnsOf<T extends keyof Database> = readonly (keyof Database[T] & string)[];

export const AIRLINE_COLUMNS = ['id', 'name'] as const satisfies ColumnsOf<'airline'>;
export const DESTINATION_COLUMNS = ['id', 'city', 'airport'] as const satisfies ColumnsOf<'destination'>;
export const TRAVEL_CLASS_COLUMNS = ['id', 'type'] as const satisfies ColumnsOf<'travelClass'>;
export const PASSENGER_COLUMNS = [
  'id',
  'firstName',
  'lastName',
  'uprn',
  'passport',
  'address',
  'phone',
] as const satisfies ColumnsOf<'passenger'>;
export const PILOT_COLUMNS = [
  'id',
  'firstName',
  'lastName',
  'uprn',
  'flyingHours',
] as const satisfies ColumnsOf<'pilot'>;
export const FLIGHT_COLUMNS = [
  'id',
  'departureDate',
  'departureTime',
  'airlineId',
  'destinationId',
  'pilotId',
] as const satisfies ColumnsOf<'flight'>;
export const PLANE_TICKET_COLUMNS = [
  'id',
  'price',
  'purchaseDate',
  'seatNumber',
  'passengerId',
  'travelClassId',
  'flightId',
] as const satisfies ColumnsOf<'planeTicket'>;
/** Never credentialsChangedAt: it is the server's own bookkeeping. */
export const API_USER_COLUMNS = ['apiUserId', 'userName', 'password', 'roles'] as const satisfies ColumnsOf<'apiUser'>;

/** `t.<column>` for each column: a resource's own columns in its select. */
export const own = <C extends string>(columns: readonly C[]) => columns.map((column) => `t.${column}` as const);
