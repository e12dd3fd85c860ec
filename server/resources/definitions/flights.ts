import { airlineFields } from '../../../src/domain/entities/airline';
import { destinationFields } from '../../../src/domain/entities/destination';
import { flightFields } from '../../../src/domain/entities/flight';
import { pilotFields } from '../../../src/domain/entities/pilot';
import { compare } from '../criteria';
import type { ResourceDefinition } from '../definition';
import { dtoRows, nestedObject } from '../dtoRows';
import { parentResources } from '../parentResources';
import { dtoSchema } from '../schemas';
import { sortFields } from '../sortFields';
import { AirlineSchema, airlines } from './airlines';
import { DestinationSchema, destinations } from './destinations';
import { AIRLINE_COLUMNS, DESTINATION_COLUMNS, FLIGHT_COLUMNS, own, PILOT_COLUMNS } from './dtoColumns';
import { PilotSchema, pilots } from './pilots';

export const FlightSchema = dtoSchema(
  'id',
  flightFields,
  { airline: AirlineSchema, destination: DestinationSchema, pilot: PilotSchema },
  'A flight with its airline, destination and pilot.',
);

/**
 * A flight as nested in a ticket: one level only, its own nested objects are null (as the reference API answers) unless
 * the request names them in `include`.
 */
export const TicketFlightSchema = dtoSchema('id', flightFields, {
  airline: AirlineSchema,
  destination: DestinationSchema,
  pilot: PilotSchema,
});

const dateRange = [
  compare('atLeast', 'startDate', 'departureDate', 'date', 'Departing on or after this day'),
  compare('atMost', 'endDate', 'departureDate', 'date', 'Departing on or before this day'),
];
/** Flights of one airline, to one destination, or flown by one pilot (docs/finding-records.md). */
const related = [
  compare('equals', 'airlineId', 'airlineId', 'integer', 'Flown by this airline (its id)'),
  compare('equals', 'destinationId', 'destinationId', 'integer', 'Flying to this destination (its id)'),
  compare('equals', 'pilotId', 'pilotId', 'integer', 'Flown by this pilot (its id)'),
];
const MISSING = 'Both start date and end date are missing in the request.';
const ANY = 'At least one filter criterion must be provided.';

function startNotAfterEnd(values: Record<string, unknown>) {
  const { startDate, endDate } = values;
  if (typeof startDate !== 'string' || typeof endDate !== 'string' || startDate <= endDate) return undefined;
  return { endDate: [`The end date (${endDate}) is before the start date (${startDate}).`] };
}

export const flights: ResourceDefinition<'flight'> = {
  path: 'Flights',
  singular: 'Flight',
  plural: 'Flights',
  table: 'flight',
  idProperty: 'id',
  idWireNames: ['Id'],
  fields: flightFields,
  references: parentResources(flightFields, { airlineId: airlines, destinationId: destinations, pilotId: pilots }),
  creatable: true,
  rows: dtoRows((db) =>
    db
      .selectFrom('flight as t')
      // Inner joins: every flight has its airline, destination and pilot (not-null foreign keys), and an inner join
      // lets PostgreSQL start from the joined table when a list is sorted by it (flights by airline name).
      .innerJoin('airline as a', 'a.id', 't.airlineId')
      .innerJoin('destination as d', 'd.id', 't.destinationId')
      .innerJoin('pilot as p', 'p.id', 't.pilotId')
      .select((eb) => [
        ...own(FLIGHT_COLUMNS),
        nestedObject(eb, 'a', AIRLINE_COLUMNS).as('airline'),
        nestedObject(eb, 'd', DESTINATION_COLUMNS).as('destination'),
        nestedObject(eb, 'p', PILOT_COLUMNS).as('pilot'),
      ]),
  ),
  sortable: sortFields({ idProperty: 'id', fields: flightFields }, [
    { name: 'airline', alias: 'a', fields: airlineFields, columns: ['name'] },
    { name: 'destination', alias: 'd', fields: destinationFields, columns: ['city', 'airport'] },
    { name: 'pilot', alias: 'p', fields: pilotFields, columns: ['firstName', 'lastName'] },
  ]),
  text: {
    columns: [],
    related: [
      { column: 'airlineId', table: 'airline', alias: 'a', columns: ['name'] },
      { column: 'destinationId', table: 'destination', alias: 'd', columns: ['city', 'airport'] },
      { column: 'pilotId', table: 'pilot', alias: 'p', columns: ['firstName', 'lastName'] },
    ],
  },
  searches: [
    { path: 'byDate', criteria: dateRange, missingCriteria: MISSING, check: startNotAfterEnd },
    { path: 'byFilter', criteria: [...dateRange, ...related], missingCriteria: ANY, check: startNotAfterEnd },
    { path: 'search', criteria: [...dateRange, ...related], missingCriteria: MISSING, check: startNotAfterEnd },
  ],
  access: { read: 'signedIn', write: 'write' },
};
