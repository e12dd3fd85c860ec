import { sql, type Kysely, type Transaction } from 'kysely';
import { hashPassword } from '../../auth/passwords';
import type { Database } from '../schema';
import * as rows from './demoRows';
import { demoShiftDays } from './seedDates';
import { addDays } from '../../dashboard/serverClock';

const DEMO_SEEDED_KEY = 'demo_data_seeded_at';
// Serializes instances seeding one PostgreSQL at the same time (see migrate.ts for the same idea).
const SEED_LOCK_ID = 4_174_201_902;

/** Parents before children, so every foreign key points at an existing row. */
const SEEDED_TABLES = [
  ['travel_class', 'id'],
  ['airline', 'id'],
  ['destination', 'id'],
  ['pilot', 'id'],
  ['passenger', 'id'],
  ['flight', 'id'],
  ['plane_ticket', 'id'],
  ['api_user', 'api_user_id'],
] as const;

export type SeedOutcome = 'seeded' | 'already-seeded' | 'skipped-tables-not-empty';

type Db = Kysely<Database> | Transaction<Database>;

export async function isDemoDataSeeded(db: Db): Promise<boolean> {
  const row = await db.selectFrom('appState').select('key').where('key', '=', DEMO_SEEDED_KEY).executeTakeFirst();
  return row !== undefined;
}

/**
 * Loads the demo data set once, in one transaction. It never mixes with other data: when any table already holds
 * rows (a real database), nothing is inserted.
 */
export async function seedDemoData(db: Kysely<Database>): Promise<SeedOutcome> {
  if (await isDemoDataSeeded(db)) return 'already-seeded';
  // Hashing is slow on purpose; do it before taking the lock.
  const users = await Promise.all(
    rows.demoUsers.map(async (user, index) => ({
      ...user,
      apiUserId: index + 1,
      password: await hashPassword(user.password),
    })),
  );
  // Dated around the day of seeding (D-89), once: a database seeded last month keeps last month's dates.
  const shift = demoShiftDays();
  const flights = rows.flights.map((flight) => ({ ...flight, departureDate: addDays(flight.departureDate, shift) }));
  const planeTickets = rows.planeTickets.map((ticket) => ({
    ...ticket,
    purchaseDate: addDays(ticket.purchaseDate, shift),
  }));
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`.execute(trx);
    if (await isDemoDataSeeded(trx)) return 'already-seeded';
    if (!(await seededTablesAreEmpty(trx))) return 'skipped-tables-not-empty';

    await trx.insertInto('travelClass').values(rows.travelClasses).execute();
    await trx.insertInto('airline').values(rows.airlines).execute();
    await trx.insertInto('destination').values(rows.destinations).execute();
    await trx.insertInto('pilot').values(rows.pilots).execute();
    await trx.insertInto('passenger').values(rows.passengers).execute();
    await trx.insertInto('flight').values(flights).execute();
    await trx.insertInto('planeTicket').values(planeTickets).execute();
    await trx.insertInto('apiUser').values(users).execute();
    await advanceIdentities(trx);
    await trx.insertInto('appState').values({ key: DEMO_SEEDED_KEY, value: new Date().toISOString() }).execute();
    return 'seeded';
  });
}

async function seededTablesAreEmpty(trx: Transaction<Database>): Promise<boolean> {
  for (const [table] of SEEDED_TABLES) {
    const { rows: found } = await sql`select 1 from ${sql.table(table)} limit 1`.execute(trx);
    if (found.length > 0) return false;
  }
  return true;
}

// The rows were inserted with their ids, so each identity must continue after the largest one: the next airline is 16.
async function advanceIdentities(trx: Transaction<Database>): Promise<void> {
  for (const [table, key] of SEEDED_TABLES) {
    await sql`select setval(pg_get_serial_sequence(${table}, ${key}), (select max(${sql.ref(key)}) from ${sql.table(table)}))`.execute(
      trx,
    );
  }
}
