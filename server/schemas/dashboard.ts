import { Type, type Static } from '@sinclair/typebox';
import {
  DEPARTURE_DAYS,
  DEPARTURES_LISTED,
  SALES_DAYS,
  type Dashboard,
  type DashboardCounts,
} from '../../src/domain/dashboard';
import { FlightSchema } from '../resources/definitions/flights';
import { HealthStatusSchema } from './health';
import type { Same } from './sameType';

// The body of GET /Dashboard (docs/dashboard.md); the type lives in src/domain/dashboard.ts, shared with the SPA.

const DateSchema = Type.String({ format: 'date' });
const count = (what: string) => Type.Integer({ description: `How many ${what} there are.` });

const CountsSchema = Type.Object({
  airlines: count('airlines'),
  destinations: count('destinations'),
  travelClasses: count('travel classes'),
  passengers: count('passengers'),
  pilots: count('pilots'),
  flights: count('flights'),
  planeTickets: count('plane tickets'),
  apiUsers: Type.Optional(count('API users (for a SuperAdmin only)')),
});

export const DashboardSchema = Type.Object({
  asOf: Type.Object(
    { date: DateSchema, time: Type.String({ description: 'HH:mm:ss' }) },
    { description: "The server's date and time the figures were read at: 'today' is this date." },
  ),
  counts: CountsSchema,
  departures: Type.Object(
    {
      from: DateSchema,
      to: DateSchema,
      total: Type.Integer({ description: 'Every departure of the window.' }),
      first: Type.Array(FlightSchema, {
        description: `The first ${DEPARTURES_LISTED}, by departure date, time and id, as GET /Flights/{id} answers them.`,
      }),
    },
    { description: `Departures from now to the end of the day ${DEPARTURE_DAYS} days after today.` },
  ),
  sales: Type.Object(
    {
      from: DateSchema,
      to: DateSchema,
      perDay: Type.Array(Type.Object({ date: DateSchema, tickets: Type.Integer() }), {
        description: 'Tickets bought on each day of the period, oldest first; 0 on a day without a sale.',
      }),
      byClass: Type.Array(
        Type.Object({
          travelClassId: Type.Integer(),
          travelClass: Type.String(),
          tickets: Type.Integer(),
          revenue: Type.Number({ description: 'The sum of their prices.' }),
        }),
        { description: 'Tickets and revenue of every travel class over the period.' },
      ),
    },
    { description: `Tickets by purchase date over the last ${SALES_DAYS} days, today included.` },
  ),
  health: Type.Object(
    {
      status: HealthStatusSchema,
      entries: Type.Array(Type.Object({ name: Type.String(), status: HealthStatusSchema, description: Type.String() })),
    },
    { description: 'The checks of GET /HealthCheck, without their details.' },
  ),
});

// Fails to compile if the schema and the shared type drift apart. The flights are GET /Flights/{id}'s records, whose
// schema is built from the entity's fields and so has no static shape of its own to compare.
type Checked<T extends { departures: object }> = Omit<T, 'departures' | 'counts'> & {
  departures: Omit<T['departures'], 'first'>;
};
const schemaMatchesDomain: Same<Checked<Static<typeof DashboardSchema>>, Checked<Dashboard>> = true;
const countsMatchDomain: Same<Static<typeof CountsSchema>, DashboardCounts> = true;
void schemaMatchesDomain;
void countsMatchDomain;
