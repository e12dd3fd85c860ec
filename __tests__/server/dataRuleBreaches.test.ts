import { sql, type Kysely } from 'kysely';
import { demoDate as seedDay } from '../../server/db/seed/seedDates';
import type { Database } from '../../server/db/schema';
import { startResourceTests, type ResourceTests } from './resources/support';

// The records that break a booking rule, as GET /DataRules and the health report's 'Data rules' entry tell them, kept
// by migration 0015's triggers (docs/booking-rules.md). Rows are written as an older server would have, with the
// rules' checks off, then fixed or deleted through the API as staff would. After every step the kept breaches are
// what grouping every ticket and flight finds (data_rule_breach_found). The demo data: flight n leaves on
// 2025-08-(06+n) with pilot n (flight 1 at 08:30, flight 2 at 12:45); ticket n is on flight n, bought by passenger n on
// 2025-07-(06+n); ticket 1 holds seat 15. Breaches of rows that predate the migration: dataRuleBreachesFill.test.ts.

let t: ResourceTests;
beforeAll(async () => {
  t = await startResourceTests();
});
afterAll(() => t.close());

interface RuleReport {
  rowCount: number;
  breaches: { resource: string; ids: number[]; about: string }[];
  more: boolean;
}

/** GET /DataRules, by rule, after checking that the kept breaches are the ones the records make. */
async function dataRules(): Promise<Record<string, RuleReport>> {
  await expectKeptAsFound(t.db);
  const reply = await t.user.get('/DataRules');
  expect(reply.statusCode).toBe(200);
  return Object.fromEntries(
    (reply.json().rules as (RuleReport & { rule: string; description: string })[]).map(
      ({ rule, description: _description, ...report }) => [rule, report],
    ),
  );
}

/** The breaching row counts by rule, as the health report's 'Data rules' entry gives them. */
async function healthCounts(): Promise<Record<string, unknown>> {
  const { checkedAt: _checkedAt, ...counts } = (await t.user.get('/HealthCheck')).json().entries['Data rules'].data;
  return counts;
}

async function expectKeptAsFound(db: Kysely<Database>) {
  const kept = await sql`select * from data_rule_breach order by rule, ids`.execute(db);
  const found = await sql`select * from data_rule_breach_found order by rule, ids`.execute(db);
  expect(kept.rows).toEqual(found.rows);
}

/** Writes as an older version of the server would have, without the booking rules' checks. */
async function withRulesOff(write: () => Promise<unknown>) {
  await sql`alter table plane_ticket disable trigger plane_ticket_booking_rules`.execute(t.db);
  await sql`alter table flight disable trigger flight_booking_rules`.execute(t.db);
  try {
    await write();
  } finally {
    await sql`alter table plane_ticket enable trigger plane_ticket_booking_rules`.execute(t.db);
    await sql`alter table flight enable trigger flight_booking_rules`.execute(t.db);
  }
}

/** Tickets sold like ticket 1 (seat 15 on flight 1, passenger 1), bought on `purchaseDate`. */
async function ticketsLikeTicketOne(count: number, purchaseDate = seedDay('2025-07-07')): Promise<number[]> {
  const rows = Array.from({ length: count }, () => ({
    price: 90,
    purchaseDate,
    seatNumber: 15,
    passengerId: 1,
    travelClassId: 1,
    flightId: 1,
  }));
  let ids: number[] = [];
  await withRulesOff(async () => {
    ids = (await t.db.insertInto('planeTicket').values(rows).returning('id').execute()).map(({ id }) => id);
  });
  return ids;
}

const noBreaches = { seatSoldOnce: 0, passengerOncePerFlight: 0, boughtBeforeDeparture: 0, pilotOncePerSlot: 0 };

it('lists a seat sold twice until the ticket moves to another seat, and the passenger twice until it is deleted', async () => {
  const [twin] = await ticketsLikeTicketOne(1, seedDay('2025-07-20'));
  const before = await dataRules();
  expect(before.seatSoldOnce).toEqual({
    rowCount: 2,
    breaches: [{ resource: 'PlaneTickets', ids: [1, twin], about: 'Seat 15 on flight 1' }],
    more: false,
  });
  expect(before.passengerOncePerFlight).toEqual({
    rowCount: 2,
    breaches: [{ resource: 'PlaneTickets', ids: [1, twin], about: 'Passenger 1 on flight 1' }],
    more: false,
  });
  expect(await healthCounts()).toEqual({ ...noBreaches, seatSoldOnce: 2, passengerOncePerFlight: 2 });

  const moved = await t.admin.patch(`/PlaneTickets/${twin}`, [{ op: 'replace', path: '/seatNumber', value: 41 }]);
  expect(moved.statusCode).toBe(200);
  const after = await dataRules();
  expect(after.seatSoldOnce).toEqual({ rowCount: 0, breaches: [], more: false });
  expect(after.passengerOncePerFlight.rowCount).toBe(2);

  expect((await t.admin.delete(`/PlaneTickets/${twin}`)).statusCode).toBe(204);
  expect((await dataRules()).passengerOncePerFlight).toEqual({ rowCount: 0, breaches: [], more: false });
  expect(await healthCounts()).toEqual(noBreaches);
});

it('keeps a breach of three tickets while two remain, with the ids that remain', async () => {
  const [second, third] = await ticketsLikeTicketOne(2);
  expect((await dataRules()).seatSoldOnce.breaches).toEqual([
    { resource: 'PlaneTickets', ids: [1, second, third], about: 'Seat 15 on flight 1' },
  ]);
  expect((await t.admin.delete(`/PlaneTickets/${second}`)).statusCode).toBe(204);
  const { seatSoldOnce } = await dataRules();
  expect(seatSoldOnce).toEqual({
    rowCount: 2,
    breaches: [{ resource: 'PlaneTickets', ids: [1, third], about: 'Seat 15 on flight 1' }],
    more: false,
  });
  expect((await t.admin.delete(`/PlaneTickets/${third}`)).statusCode).toBe(204);
  expect(await healthCounts()).toEqual(noBreaches);
});

it('ends a breach once, when two requests delete the tickets that made it at the same time', async () => {
  // On PostgreSQL the deletes run side by side and each judges the seat again after the other's lock on the flight;
  // on PGlite (one connection) they take turns. Either way ticket 1 is left alone in its seat.
  const twins = await ticketsLikeTicketOne(2);
  const deletes = await Promise.all(twins.map((id) => t.admin.delete(`/PlaneTickets/${id}`)));
  expect(deletes.map((reply) => reply.statusCode)).toEqual([204, 204]);
  expect(await healthCounts()).toEqual(noBreaches);
  await expectKeptAsFound(t.db);
});

it("lists a ticket bought after its flight left until the flight's departure moves past the purchase", async () => {
  // Ticket 2 (flight 2, leaving 2025-08-08) bought on 2025-08-10.
  await withRulesOff(() =>
    t.db
      .updateTable('planeTicket')
      .set({ purchaseDate: seedDay('2025-08-10') })
      .where('id', '=', 2)
      .execute(),
  );
  expect((await dataRules()).boughtBeforeDeparture).toEqual({
    rowCount: 1,
    breaches: [
      {
        resource: 'PlaneTickets',
        ids: [2],
        about: `Bought ${seedDay('2025-08-10')}, flight 2 left ${seedDay('2025-08-08')}`,
      },
    ],
    more: false,
  });
  // Still before the purchase: the breach stays, naming the new date.
  const later = async (day: string) =>
    (await t.admin.patch('/Flights/2', [{ op: 'replace', path: '/departureDate', value: seedDay(day) }])).statusCode;
  expect(await later('2025-08-09')).toBe(200);
  expect((await dataRules()).boughtBeforeDeparture.breaches[0]?.about).toBe(
    `Bought ${seedDay('2025-08-10')}, flight 2 left ${seedDay('2025-08-09')}`,
  );
  expect(await later('2025-08-10')).toBe(200);
  expect(await healthCounts()).toEqual(noBreaches);
  await expectKeptAsFound(t.db);

  // Back as the demo data has it.
  await t.db
    .updateTable('planeTicket')
    .set({ purchaseDate: seedDay('2025-07-08') })
    .where('id', '=', 2)
    .execute();
  expect(await later('2025-08-08')).toBe(200);
});

it('finds the tickets a flight moved before their purchase leaves, while the rules were off', async () => {
  await withRulesOff(() =>
    t.db
      .updateTable('flight')
      .set({ departureDate: seedDay('2025-07-01') })
      .where('id', '=', 3)
      .execute(),
  );
  expect((await dataRules()).boughtBeforeDeparture.breaches).toEqual([
    {
      resource: 'PlaneTickets',
      ids: [3],
      about: `Bought ${seedDay('2025-07-09')}, flight 3 left ${seedDay('2025-07-01')}`,
    },
  ]);
  const back = await t.admin.patch('/Flights/3', [
    { op: 'replace', path: '/departureDate', value: seedDay('2025-08-09') },
  ]);
  expect(back.statusCode).toBe(200);
  expect(await healthCounts()).toEqual(noBreaches);
});

it("lists a pilot's two flights at one time until one moves, and again until one is deleted", async () => {
  // Flight 2 given flight 1's pilot, date and time.
  const intoFlightOnesSlot = () =>
    withRulesOff(() =>
      t.db
        .updateTable('flight')
        .set({ pilotId: 1, departureDate: seedDay('2025-08-07'), departureTime: '08:30:00' })
        .where('id', '=', 2)
        .execute(),
    );
  await intoFlightOnesSlot();
  expect((await dataRules()).pilotOncePerSlot).toEqual({
    rowCount: 2,
    breaches: [{ resource: 'Flights', ids: [1, 2], about: `Pilot 1 on ${seedDay('2025-08-07')} at 08:30` }],
    more: false,
  });
  expect(await healthCounts()).toEqual({ ...noBreaches, pilotOncePerSlot: 2 });
  const moved = await t.admin.patch('/Flights/2', [{ op: 'replace', path: '/departureTime', value: '08:31:00' }]);
  expect(moved.statusCode).toBe(200);
  expect((await dataRules()).pilotOncePerSlot.rowCount).toBe(0);

  // A new flight in flight 1's slot, deleted.
  let added = 0;
  await withRulesOff(async () => {
    const row = await t.db
      .insertInto('flight')
      .values({
        departureDate: seedDay('2025-08-07'),
        departureTime: '08:30:00',
        airlineId: 1,
        destinationId: 1,
        pilotId: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    added = row.id;
  });
  expect((await dataRules()).pilotOncePerSlot.breaches).toEqual([
    { resource: 'Flights', ids: [1, added], about: `Pilot 1 on ${seedDay('2025-08-07')} at 08:30` },
  ]);
  expect((await t.admin.delete(`/Flights/${added}`)).statusCode).toBe(204);
  expect(await healthCounts()).toEqual(noBreaches);

  await t.admin.patch('/Flights/2', [
    { op: 'replace', path: '/pilotId', value: 2 },
    { op: 'replace', path: '/departureDate', value: seedDay('2025-08-08') },
    { op: 'replace', path: '/departureTime', value: '12:45:00' },
  ]);
  await dataRules();
});

it('says how many breaches there are beyond the first hundred, in the order of their records', async () => {
  // 101 flights' tickets bought after departure: one more than is listed.
  await withRulesOff(() =>
    sql`insert into plane_ticket (price, purchase_date, seat_number, passenger_id, travel_class_id, flight_id)
        select 10, date '2030-01-01', 100 + n, 1, 1, 1 from generate_series(1, 101) n`.execute(t.db),
  );
  const { boughtBeforeDeparture } = await dataRules();
  expect(boughtBeforeDeparture.rowCount).toBe(101);
  expect(boughtBeforeDeparture.breaches).toHaveLength(100);
  expect(boughtBeforeDeparture.more).toBe(true);
  const ids = boughtBeforeDeparture.breaches.map(({ ids: [id] }) => id ?? 0);
  expect(ids).toEqual([...ids].sort((a, b) => a - b));

  // The 101 also share passenger 1 on flight 1 with ticket 1: one breach of 102 tickets.
  expect((await dataRules()).passengerOncePerFlight.rowCount).toBe(102);
  await t.db.deleteFrom('planeTicket').where('purchaseDate', '=', '2030-01-01').execute();
  expect(await healthCounts()).toEqual(noBreaches);
});

it('forgets every breach of a table that is emptied', async () => {
  const [twin = 0] = await ticketsLikeTicketOne(1);
  await t.db
    .transaction()
    .execute(async (trx) => {
      await sql`truncate plane_ticket`.execute(trx);
      const { rows } = await sql<{ rule: string }>`select rule from data_rule_breach`.execute(trx);
      expect(rows).toEqual([]);
      throw new Error('roll back');
    })
    .catch((error: unknown) => expect((error as Error).message).toBe('roll back'));
  expect((await dataRules()).seatSoldOnce.rowCount).toBe(2);
  await t.db.deleteFrom('planeTicket').where('id', '=', twin).execute();
  expect(await healthCounts()).toEqual(noBreaches);
});
