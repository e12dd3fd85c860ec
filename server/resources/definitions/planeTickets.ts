import { cellColumns } from '../../exports/exportColumns';
import { sql } from 'kysely';
import { flightFields } from '../../../src/domain/entities/flight';
import { passengerFields } from '../../../src/domain/entities/passenger';
import { planeTicketFields, type PlaneTicket } from '../../../src/domain/entities/planeTicket';
import { compare } from '../criteria';
import type { ResourceDefinition } from '../definition';
import { dtoRows, joinedColumns, recordByKey } from '../dtoRows';
import { parentResources } from '../parentResources';
import { dtoSchema } from '../schemas';
import { sortFields } from '../sortFields';
import {
  AIRLINE_COLUMNS,
  DESTINATION_COLUMNS,
  FLIGHT_COLUMNS,
  own,
  PASSENGER_COLUMNS,
  PILOT_COLUMNS,
  PLANE_TICKET_COLUMNS,
  TRAVEL_CLASS_COLUMNS,
} from './dtoColumns';
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
const related = [
  compare('equals', 'passengerId', 'passengerId', 'integer', "The passenger's tickets (the passenger's id)"),
  compare('equals', 'flightId', 'flightId', 'integer', 'Tickets on this flight (its id)'),
  compare('equals', 'travelClassId', 'travelClassId', 'integer', 'Tickets in this travel class (its id)'),
];
const ANY = 'At least one filter criterion must be provided.';

/** What `include` may name: the nested objects of a ticket's flight. */
const FLIGHT_PARTS = ['flight.airline', 'flight.destination', 'flight.pilot'];

/**
 * A ticket with its passenger, travel class and flight. The flight's own airline, destination and pilot are null, as
 * the reference answers, except those named in `include`.
 */
function ticketRows(include: readonly string[]) {
  const fills = (part: string) => include.includes(`flight.${part}`);
  return dtoRows((db) =>
    db.selectFrom('planeTicket as t').select([
      ...own(PLANE_TICKET_COLUMNS),
      recordByKey('passenger', 'p', PASSENGER_COLUMNS, 't.passengerId').as('passenger'),
      recordByKey('travelClass', 'c', TRAVEL_CLASS_COLUMNS, 't.travelClassId').as('travelClass'),
      recordByKey('flight', 'f', FLIGHT_COLUMNS, 't.flightId', {
        airline: fills('airline') ? recordByKey('airline', 'a', AIRLINE_COLUMNS, 'f.airlineId') : NULL,
        destination: fills('destination')
          ? recordByKey('destination', 'd', DESTINATION_COLUMNS, 'f.destinationId')
          : NULL,
        pilot: fills('pilot') ? recordByKey('pilot', 'l', PILOT_COLUMNS, 'f.pilotId') : NULL,
      }).as('flight'),
    ]),
  );
}

const NULL = sql.lit(null);

/** What the export columns read of every ticket, its related records joined (exports). */
const ticketExportRows = dtoRows((db) =>
  db
    .selectFrom('planeTicket as t')
    .innerJoin('passenger as xp', 'xp.id', 't.passengerId')
    .innerJoin('travelClass as xc', 'xc.id', 't.travelClassId')
    .innerJoin('flight as xf', 'xf.id', 't.flightId')
    .innerJoin('destination as xd', 'xd.id', 'xf.destinationId')
    .select([
      ...own(['id', 'price', 'purchaseDate', 'seatNumber']),
      ...joinedColumns('xp', 'passenger', ['firstName', 'lastName']),
      ...joinedColumns('xc', 'travelClass', ['type']),
      ...joinedColumns('xf', 'flight', ['departureDate', 'departureTime']),
      ...joinedColumns('xd', 'flight.destination', ['city']),
    ]),
);

const cell = cellColumns<PlaneTicket>();

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
  rows: ticketRows([]),
  include: { names: FLIGHT_PARTS, rows: ticketRows },
  joins: {
    p: { table: 'passenger', column: 'passengerId' },
    c: { table: 'travelClass', column: 'travelClassId' },
    f: { table: 'flight', column: 'flightId' },
  },
  sortable: sortFields({ idProperty: 'id', fields: planeTicketFields }, [
    { name: 'passenger', alias: 'p', fields: passengerFields, columns: ['firstName', 'lastName', 'passport'] },
    { name: 'travelClass', alias: 'c', fields: { type: { kind: 'text' } }, columns: ['type'] },
    { name: 'flight', alias: 'f', fields: flightFields, columns: ['departureDate', 'departureTime'] },
  ]),
  text: {
    columns: [],
    related: [{ alias: 'p', columns: ['firstName', 'lastName', 'passport'] }],
  },
  searches: [
    {
      path: 'byPrice',
      criteria: priceRange,
      missingCriteria: 'Both min price and max price are missing in the request.',
      check: minNotAboveMax,
    },
    { path: 'byFilter', criteria: [...filter, ...related], missingCriteria: ANY },
    { path: 'search', criteria: [...filter, ...related], missingCriteria: ANY },
  ],
  exportColumns: [
    cell.value('Id', 'id', 0.5),
    cell.value('Price', 'price', 0.6),
    cell.value('Purchase Date', 'purchaseDate', 0.9),
    cell.value('Seat Number', 'seatNumber', 0.8),
    cell.text('Passenger', [cell.at('passenger.firstName'), ' ', cell.at('passenger.lastName')], 1.4),
    // As departure() and the flight's destination read on the list.
    cell.text(
      'Flight',
      [
        cell.at('flight.departureDate'),
        ' ',
        cell.time('flight.departureTime'),
        ' – ',
        cell.at('flight.destination.city'),
      ],
      1.8,
    ),
    cell.value('Travel Class', 'travelClass.type', 0.9),
  ],
  exportInclude: ['flight.destination'],
  exportRows: ticketExportRows,
  access: { read: 'signedIn', write: 'write' },
};
