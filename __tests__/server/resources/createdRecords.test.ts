import { sql } from 'kysely';
import pg from 'pg';
import { bearer, DEMO_USERS, signIn, startTestApp, type TestApp } from '../helpers/testApp';
import { TEST_DATABASE_URL } from '../helpers/testDatabase';
import { demoDate as seedDay } from '../../../server/db/seed/seedDates';

// A create inserts the record and reads it back in one statement (decision D-69), and checks its parents only when the
// insert is refused: the answer is the record as a get by id gives it; a missing parent, even one that goes away while
// the insert waits, is named in a 400 that comes before any booking rule's 409, with nothing written.

let testApp: TestApp;
let token: string;

beforeAll(async () => {
  testApp = await startTestApp();
  token = await signIn(testApp.app, DEMO_USERS.admin);
});
afterAll(() => testApp.close());

const request = (method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url: `/api/v1/${url}`, headers: bearer(token), payload });

it('answers a new ticket as a get by id answers it, with its passenger, travel class and flight', async () => {
  const created = await request('POST', 'PlaneTickets', {
    Price: 321.5,
    PurchaseDate: seedDay('2025-08-01'),
    SeatNumber: 111,
    PassengerId: 9,
    TravelClassId: 2,
    FlightId: 3,
  });
  expect(created.statusCode).toBe(201);
  const record = created.json() as { id: number };
  expect(created.headers.location).toBe(`/api/v1/PlaneTickets/${record.id}`);
  const read = await request('GET', `PlaneTickets/${record.id}`);
  expect(record).toEqual(read.json());
  expect(record).toMatchObject({
    price: 321.5,
    seatNumber: 111,
    passenger: { id: 9 },
    travelClass: { id: 2 },
    flight: { id: 3, departureDate: seedDay('2025-08-09') },
  });
});

it('names every missing parent before a taken seat, and writes nothing', async () => {
  const onFlight = await request('GET', 'PlaneTickets/byFilter?flightId=3&pageSize=1');
  const [taken] = (onFlight.json() as { data: { seatNumber: number }[] }).data;
  if (taken === undefined) throw new Error('The demo data has no ticket on flight 3.');
  const ticket = {
    Price: 100,
    PurchaseDate: seedDay('2025-08-01'),
    SeatNumber: taken.seatNumber,
    TravelClassId: 2,
    FlightId: 3,
  };
  const before = (await request('GET', 'PlaneTickets')).json() as { totalCount: number };

  const refused = await request('POST', 'PlaneTickets', { ...ticket, PassengerId: 999_999, TravelClassId: 888_888 });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().errors).toEqual({
    PassengerId: ['Passenger 999999 does not exist.'],
    TravelClassId: ['Travel class 888888 does not exist.'],
  });
  const taken409 = await request('POST', 'PlaneTickets', { ...ticket, PassengerId: 10 });
  expect(taken409.statusCode).toBe(409);
  expect(taken409.json().errors).toEqual({
    SeatNumber: [`Seat ${taken.seatNumber} on flight 3 is already taken.`],
  });
  expect(((await request('GET', 'PlaneTickets')).json() as { totalCount: number }).totalCount).toBe(before.totalCount);
});

// Two connections are needed to delete the passenger while the create waits: PostgreSQL only (PGlite has one).
(TEST_DATABASE_URL === undefined ? it.skip : it)(
  'names a passenger deleted while the insert waits, and writes nothing',
  async () => {
    const { db } = testApp.database;
    const passenger = await db
      .insertInto('passenger')
      .values({
        firstName: 'Gone',
        lastName: 'Meanwhile',
        uprn: 'UPRNGONE00001',
        passport: 'P99999999',
        address: '1 Vanishing Lane',
        phone: '+44 20 7946 0999',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await db.selectFrom('planeTicket').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    // Another session holds the tickets' table, so the create waits at the insert; the session deletes the passenger
    // meanwhile and lets it go on.
    const other = new pg.Client({ connectionString: testApp.config.databaseUrl });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('lock table plane_ticket in exclusive mode');
      const answer = request('POST', 'PlaneTickets', {
        Price: 100,
        PurchaseDate: seedDay('2025-08-01'),
        SeatNumber: 112,
        PassengerId: passenger.id,
        TravelClassId: 2,
        FlightId: 3,
      });
      // Read outside the session's transaction, which would see the activity as it was at its first look.
      await until(async () => {
        const { rows } = await sql`select 1 from pg_stat_activity
          where wait_event_type = 'Lock' and query like '%with "plane_ticket" as (insert%'`.execute(db);
        return rows.length > 0;
      });
      await other.query('delete from passenger where id = $1', [passenger.id]);
      await other.query('commit');
      const refused = await answer;
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ PassengerId: [`Passenger ${passenger.id} does not exist.`] });
    } finally {
      await other.end();
    }
    const after = await db.selectFrom('planeTicket').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  },
);

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('The create did not come to wait at the insert in time.');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
