import { sql } from 'kysely';
import { findDataRuleBreaches } from '../../server/dataRules/breaches';
import { migrate, readMigrations } from '../../server/db/migrate';
import { seedDemoData } from '../../server/db/seed/seedDemoData';
import { demoDate as seedDay } from '../../server/db/seed/seedDates';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';

// A database upgraded from before migration 0015 holds rows that broke a booking rule while the rules did not exist
// (or were off): the migration finds them once, by grouping every ticket and flight, and GET /DataRules reads what it
// found. The demo data as in dataRuleBreaches.test.ts.

let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createTestDatabase('empty');
});
afterAll(() => testDatabase.dispose());

it('finds the breaches that rows written before it hold, and then keeps them', async () => {
  const { db } = testDatabase.connection;
  const migrations = await readMigrations();
  const breachesMigration = migrations.findIndex(({ version }) => version === '0015_data_rule_breaches');
  expect(breachesMigration).toBeGreaterThan(0);
  await migrate(db, migrations.slice(0, breachesMigration));
  await seedDemoData(db);

  // Written with the rules' checks off: a second ticket for ticket 1's seat and passenger, bought after flight 1 left,
  // and flight 2 moved into flight 1's pilot, date and time.
  await sql`alter table plane_ticket disable trigger plane_ticket_booking_rules`.execute(db);
  await sql`alter table flight disable trigger flight_booking_rules`.execute(db);
  const twin = await db
    .insertInto('planeTicket')
    .values({
      price: 90,
      purchaseDate: seedDay('2025-08-20'),
      seatNumber: 15,
      passengerId: 1,
      travelClassId: 1,
      flightId: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('flight')
    .set({ pilotId: 1, departureDate: seedDay('2025-08-07'), departureTime: '08:30:00' })
    .where('id', '=', 2)
    .execute();
  await sql`alter table plane_ticket enable trigger plane_ticket_booking_rules`.execute(db);
  await sql`alter table flight enable trigger flight_booking_rules`.execute(db);

  expect(await migrate(db)).toEqual(['0015_data_rule_breaches']);
  const listed = (await findDataRuleBreaches(db)).rules.map(({ rule, rowCount, breaches }) => ({
    rule,
    rowCount,
    breaches: breaches.map(({ ids, about }) => [ids, about]),
  }));
  expect(listed).toEqual([
    { rule: 'seatSoldOnce', rowCount: 2, breaches: [[[1, twin.id], 'Seat 15 on flight 1']] },
    { rule: 'passengerOncePerFlight', rowCount: 2, breaches: [[[1, twin.id], 'Passenger 1 on flight 1']] },
    {
      rule: 'boughtBeforeDeparture',
      rowCount: 1,
      breaches: [[[twin.id], `Bought ${seedDay('2025-08-20')}, flight 1 left ${seedDay('2025-08-07')}`]],
    },
    { rule: 'pilotOncePerSlot', rowCount: 2, breaches: [[[1, 2], `Pilot 1 on ${seedDay('2025-08-07')} at 08:30`]] },
  ]);

  // From here the triggers keep them: the twin deleted ends the breaches it made.
  await db.deleteFrom('planeTicket').where('id', '=', twin.id).execute();
  expect((await findDataRuleBreaches(db)).rules.map(({ rowCount }) => rowCount)).toEqual([0, 0, 0, 2]);
});
