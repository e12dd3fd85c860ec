import { Type } from '@sinclair/typebox';
import { flightFields } from '../../../src/domain/entities/flight';
import { compare } from '../criteria';
import type { ResourceDefinition } from '../definition';
import { dtoSchema } from '../schemas';
import { AirlineSchema } from './airlines';
import { DestinationSchema } from './destinations';
import { PilotSchema } from './pilots';
import {
  AIRLINE_PROPERTIES,
  DESTINATION_PROPERTIES,
  FLIGHT_PROPERTIES,
  nestedObject,
  ownColumns,
  PILOT_PROPERTIES,
} from './sqlShapes';

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
  compare('atLeast', 'startDate', 'departure_date', 'date', 'Departing on or after this day'),
  compare('atMost', 'endDate', 'departure_date', 'date', 'Departing on or before this day'),
];
const MISSING = 'Both start date and end date are missing in the request.';

function startNotAfterEnd(values: Record<string, unknown>) {
  const { startDate, endDate } = values;
  if (typeof startDate !== 'string' || typeof endDate !== 'string' || startDate <= endDate) return undefined;
  return { endDate: [`The end date (${endDate}) is before the start date (${startDate}).`] };
}

export const flights: ResourceDefinition = {
  path: 'Flights',
  singular: 'Flight',
  plural: 'Flights',
  table: 'flight',
  idColumn: 'id',
  idProperty: 'id',
  idWireNames: ['Id'],
  fields: flightFields,
  creatable: true,
  selection: {
    columns: [
      ownColumns(FLIGHT_PROPERTIES),
      nestedObject('a', AIRLINE_PROPERTIES, 'airline'),
      nestedObject('d', DESTINATION_PROPERTIES, 'destination'),
      nestedObject('p', PILOT_PROPERTIES, 'pilot'),
    ].join(', '),
    joins: `left join airline a on a.id = t.airline_id
      left join destination d on d.id = t.destination_id
      left join pilot p on p.id = t.pilot_id`,
  },
  searches: [
    { path: 'byDate', criteria: dateRange, missingCriteria: MISSING, check: startNotAfterEnd },
    { path: 'search', criteria: dateRange, missingCriteria: MISSING, check: startNotAfterEnd },
  ],
  referencedBy: [{ table: 'plane_ticket', column: 'flight_id' }],
  access: { read: 'signedIn', write: 'write' },
};
