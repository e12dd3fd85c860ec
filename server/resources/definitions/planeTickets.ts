import { planeTicketFields } from '../../../src/domain/entities/planeTicket';
import { compare } from '../criteria';
import type { ResourceDefinition } from '../definition';
import { dtoSchema } from '../schemas';
import { TicketFlightSchema } from './flights';
import { PassengerSchema } from './passengers';
import {
  FLIGHT_PROPERTIES,
  nestedObject,
  ownColumns,
  PASSENGER_PROPERTIES,
  PLANE_TICKET_PROPERTIES,
  TRAVEL_CLASS_PROPERTIES,
} from './sqlShapes';
import { TravelClassSchema } from './travelClasses';

export const PlaneTicketSchema = dtoSchema(
  'id',
  planeTicketFields,
  { passenger: PassengerSchema, travelClass: TravelClassSchema, flight: TicketFlightSchema },
  'A plane ticket with its passenger, travel class and flight.',
);

const priceRange = [
  compare('atLeast', 'minPrice', 'price', 'decimal', 'Costing at least this much'),
  compare('atMost', 'maxPrice', 'price', 'decimal', 'Costing at most this much'),
];
function minNotAboveMax(values: Record<string, unknown>) {
  const { minPrice, maxPrice } = values;
  if (typeof minPrice !== 'number' || typeof maxPrice !== 'number' || minPrice <= maxPrice) return undefined;
  return { maxPrice: [`The max price (${maxPrice}) is below the min price (${minPrice}).`] };
}
const filter = [
  compare('equals', 'price', 'price', 'decimal', 'Exactly this price'),
  compare('equals', 'purchaseDate', 'purchase_date', 'date', 'Bought on this day'),
  compare('equals', 'seatNumber', 'seat_number', 'integer', 'This seat number'),
];
const ANY = 'At least one filter criterion must be provided.';

/** The ticket's flight is one level deep: its airline, destination and pilot are not loaded. */
function withShallowFlight(row: Record<string, unknown>) {
  const flight = row.flight as Record<string, unknown> | null;
  return { ...row, flight: flight === null ? null : { ...flight, airline: null, destination: null, pilot: null } };
}

export const planeTickets: ResourceDefinition = {
  path: 'PlaneTickets',
  singular: 'Plane ticket',
  plural: 'Plane tickets',
  table: 'plane_ticket',
  idColumn: 'id',
  idProperty: 'id',
  idWireNames: ['Id'],
  fields: planeTicketFields,
  creatable: true,
  selection: {
    columns: [
      ownColumns(PLANE_TICKET_PROPERTIES),
      nestedObject('p', PASSENGER_PROPERTIES, 'passenger'),
      nestedObject('c', TRAVEL_CLASS_PROPERTIES, 'travelClass'),
      nestedObject('f', FLIGHT_PROPERTIES, 'flight'),
    ].join(', '),
    joins: `left join passenger p on p.id = t.passenger_id
      left join travel_class c on c.id = t.travel_class_id
      left join flight f on f.id = t.flight_id`,
  },
  toDto: withShallowFlight,
  searches: [
    {
      path: 'byPrice',
      criteria: priceRange,
      missingCriteria: 'Both min price and max price are missing in the request.',
      check: minNotAboveMax,
    },
    { path: 'byFilter', criteria: filter, missingCriteria: ANY },
    { path: 'search', criteria: filter, missingCriteria: ANY },
  ],
  referencedBy: [],
  access: { read: 'signedIn', write: 'write' },
};
