import { sql } from 'kysely';
import pg from 'pg';
import { bearer, DEMO_USERS, signIn, startTestApp, type TestApp } from '../helpers/testApp';
import { TEST_DATABASE_URL } from '../helpers/testDatabase';

// A create checks its parents, then inserts the record and reads it back in one statement (decision D-69): the answer
// is the record as a get by id gives it, and a parent that goes away between the check and the insert is still named
// in the answer, with nothing written.

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
    PurchaseDate: '2025-08-01',
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
    flight: { id: 3, departureDate: '2025-08-09' },
  });
});

// Two connections are needed to delete the passenger while the create waits: PostgreSQL only (PGlite has one).
(TEST_DATABASE_URL === undefined ? it.skip : it)(
  'names a passenger deleted between the check and the insert, and writes nothing',
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
    // Another session holds the tickets' table, so the create passes its check and then waits at the insert; the
    // session deletes the passenger meanwhile and lets it go on.
    const other = new pg.Client({ connectionString: testApp.config.databaseUrl });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('lock table plane_ticket in exclusive mode');
      const answer = request('POST', 'PlaneTickets', {
        Price: 100,
        PurchaseDate: '2025-08-01',
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
