import { planeTicketFields } from '../../../src/domain/entities/planeTicket';
import { compare } from '../criteria';
import type { ResourceDefinition } from '../definition';
import { dtoRows, nestedObject } from '../dtoRows';
import { parentResources } from '../parentResources';
import { dtoSchema } from '../schemas';
import { FLIGHT_COLUMNS, own, PASSENGER_COLUMNS, PLANE_TICKET_COLUMNS, TRAVEL_CLASS_COLUMNS } from './dtoColumns';
import { flights, TicketFlightSchema } from './flights';
import { PassengerSchema, passengers } from './passengers';
import { TravelClassSchema, travelClasses } from './travelClasses';

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
  compare('equals', 'purchaseDate', 'purchaseDate', 'date', 'Bought on this day'),
  compare('equals', 'seatNumber', 'seatNumber', 'integer', 'This seat number'),
];
const ANY = 'At least one filter criterion must be provided.';

export const planeTickets: ResourceDefinition<'planeTicket'> = {
  path: 'PlaneTickets',
  singular: 'Plane ticket',
  plural: 'Plane tickets',
  table: 'planeTicket',
  idProperty: 'id',
  idWireNames: ['Id'],
  fields: planeTicketFields,
  references: parentResources(planeTicketFields, {
    passengerId: passengers,
    travelClassId: travelClasses,
    flightId: flights,
  }),
  creatable: true,
  rows: dtoRows((db) =>
    db
      .selectFrom('planeTicket as t')
      .leftJoin('passenger as p', 'p.id', 't.passengerId')
      .leftJoin('travelClass as c', 'c.id', 't.travelClassId')
      .leftJoin('flight as f', 'f.id', 't.flightId')
      .select((eb) => [
        ...own(PLANE_TICKET_COLUMNS),
        nestedObject(eb, 'p', PASSENGER_COLUMNS).as('passenger'),
        nestedObject(eb, 'c', TRAVEL_CLASS_COLUMNS).as('travelClass'),
        // One level deep: the ticket's flight comes without its airline, destination and pilot.
        nestedObject(eb, 'f', FLIGHT_COLUMNS, ['airline', 'destination', 'pilot']).as('flight'),
      ]),
  ),
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
  access: { read: 'signedIn', write: 'write' },
};
