import { Type } from '@sinclair/typebox';
import { flightFields } from '../../../src/domain/entities/flight';
import { compare } from '../criteria';
import type { ResourceDefinition } from '../definition';
import { dtoRows, nestedObject } from '../dtoRows';
import { parentResources } from '../parentResources';
import { dtoSchema } from '../schemas';
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

/** A flight as nested in a ticket: one level only, its own nested objects are null (as the reference API answers). */
export const TicketFlightSchema = dtoSchema('id', flightFields, {
  airline: Type.Null(),
  destination: Type.Null(),
  pilot: Type.Null(),
});

const dateRange = [
  compare('atLeast', 'startDate', 'departureDate', 'date', 'Departing on or after this day'),
  compare('atMost', 'endDate', 'departureDate', 'date', 'Departing on or before this day'),
];
const MISSING = 'Both start date and end date are missing in the request.';

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
      .leftJoin('airline as a', 'a.id', 't.airlineId')
      .leftJoin('destination as d', 'd.id', 't.destinationId')
      .leftJoin('pilot as p', 'p.id', 't.pilotId')
      .select((eb) => [
        ...own(FLIGHT_COLUMNS),
        nestedObject(eb, 'a', AIRLINE_COLUMNS).as('airline'),
        nestedObject(eb, 'd', DESTINATION_COLUMNS).as('destination'),
        nestedObject(eb, 'p', PILOT_COLUMNS).as('pilot'),
      ]),
  ),
  searches: [
    { path: 'byDate', criteria: dateRange, missingCriteria: MISSING, check: startNotAfterEnd },
    { path: 'search', criteria: dateRange, missingCriteria: MISSING, check: startNotAfterEnd },
  ],
  access: { read: 'signedIn', write: 'write' },
};
