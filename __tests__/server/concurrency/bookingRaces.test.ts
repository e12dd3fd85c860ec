import type { LightMyRequestResponse } from 'fastify';
import { bearer, DEMO_USERS, signIn, startTestApp, type TestApp } from '../helpers/testApp';
import { demoDate as seedDay } from '../../../server/db/seed/seedDates';

// The booking rules (docs/booking-rules.md) under racing requests: many ask at once for one seat, for one passenger on
// one flight, for one pilot at one date and time. On PostgreSQL they run in parallel on the pool, and the row lock the
// rule takes makes exactly one of them win; on PGlite (one connection) they take turns, with the same outcome.

let testApp: TestApp;
let token: string;

beforeAll(async () => {
  testApp = await startTestApp();
  token = await signIn(testApp.app, DEMO_USERS.admin);
});
afterAll(() => testApp.close());

const RACERS = 12;

const post = (path: string, payload: object) =>
  testApp.app.inject({ method: 'POST', url: `/api/v1/${path}`, headers: bearer(token), payload });

/** Sends every request at once; expects one 201, and a 409 for each of the others, whose field messages it returns. */
async function race(requests: (() => Promise<LightMyRequestResponse>)[]) {
  const answers = await Promise.all(requests.map((send) => send()));
  const statuses = answers.map((answer) => answer.statusCode);
  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(RACERS - 1);
  const winner = answers.find((answer) => answer.statusCode === 201)?.json() as { id: number };
  const refusals = answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().errors);
  return { winner, refusals };
}

// Flight 3 leaves on 2025-08-09 (as the reference dated it: seedDay) with pilot 3; ticket 3 holds passenger 3 and seat 7 on it.
const ticket = (seatNumber: number, passengerId: number) => ({
  Price: 300,
  PurchaseDate: seedDay('2025-08-01'),
  SeatNumber: seatNumber,
  PassengerId: passengerId,
  TravelClassId: 2,
  FlightId: 3,
});

it('sells one seat once', async () => {
  const { db } = testApp.database;
  await db
    .insertInto('passenger')
    .values(
      Array.from({ length: RACERS }, (_, index) => ({
        firstName: 'Racer',
        lastName: `Seat ${index}`,
        uprn: String(9_100_000_000_000 + index),
        passport: `R${String(index).padStart(8, '0')}`,
        address: 'Gate 1',
        phone: '555-0199',
      })),
    )
    .execute();
  const racers = await db.selectFrom('passenger').select('id').where('firstName', '=', 'Racer').execute();
  const { refusals } = await race(
    racers.map(
      ({ id }) =>
        () =>
          post('PlaneTickets', ticket(50, id)),
    ),
  );
  expect(refusals).toEqual(Array(RACERS - 1).fill({ SeatNumber: ['Seat 50 on flight 3 is already taken.'] }));
  const sold = await db.selectFrom('planeTicket').select('id').where('flightId', '=', 3).where('seatNumber', '=', 50);
  expect(await sold.execute()).toHaveLength(1);
});

it('gives a passenger one ticket per flight', async () => {
  const racers = Array.from({ length: RACERS }, (_, index) => () => post('PlaneTickets', ticket(60 + index, 5)));
  const { refusals } = await race(racers);
  expect(refusals).toEqual(
    Array(RACERS - 1).fill({ PassengerId: ['Passenger 5 already holds a ticket on flight 3.'] }),
  );
  const held = await testApp.database.db
    .selectFrom('planeTicket')
    .select('id')
    .where('flightId', '=', 3)
    .where('passengerId', '=', 5)
    .execute();
  expect(held).toHaveLength(1);
});

it('gives a pilot one flight per departure date and time', async () => {
  const racers = Array.from(
    { length: RACERS },
    (_, index) => () =>
      post('Flights', {
        DepartureDate: seedDay('2025-09-01'),
        DepartureTime: '07:15',
        AirlineId: 1 + (index % 10),
        DestinationId: 1 + (index % 10),
        PilotId: 4,
      }),
  );
  const { winner, refusals } = await race(racers);
  expect(refusals).toEqual(
    Array(RACERS - 1).fill({ PilotId: [`Pilot 4 already flies flight ${winner.id} at that date and time.`] }),
  );
  const flights = await testApp.database.db
    .selectFrom('flight')
    .select('id')
    .where('pilotId', '=', 4)
    .where('departureDate', '=', seedDay('2025-09-01'))
    .execute();
  expect(flights).toEqual([{ id: winner.id }]);
});
