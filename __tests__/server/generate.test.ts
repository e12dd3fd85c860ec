import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { addDays, serverMoment } from '../../server/dashboard/serverClock';
import { findDataRuleBreaches } from '../../server/dataRules/breaches';
import { lockDataDir } from '../../server/db/dataDirLock';
import { generateData } from '../../server/db/generate/generateData';
import { rowCounts } from '../../server/db/generate/scale';
import type { Database } from '../../server/db/schema';
import { seedDemoData } from '../../server/db/seed/seedDemoData';
import { airlineFields } from '../../src/domain/entities/airline';
import { destinationFields } from '../../src/domain/entities/destination';
import { flightFields } from '../../src/domain/entities/flight';
import { passengerFields } from '../../src/domain/entities/passenger';
import { pilotFields } from '../../src/domain/entities/pilot';
import { planeTicketFields } from '../../src/domain/entities/planeTicket';
import type { FieldSet } from '../../src/domain/fields';
import { validateRecord } from '../../src/domain/validateRecord';
import { createTestDatabase, describeInEmbeddedRun, type TestDatabase } from './helpers/testDatabase';
import { runTool, toolEnvironment } from './helpers/usersTool';

// The data generator (the benchmark's data sets): the counts of a scale, rows the API itself would accept, references that hold, the
// indexes back in place, identities that continue, the same rows for the same seed, and no surprise deletions.

const SCALE = 0.001; // 1 airline, 5 destinations, 10 pilots, 1,000 passengers, 100 flights, 1,000 tickets

let testDatabase: TestDatabase;
let db: Kysely<Database>;

const count = async (table: string) =>
  Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]?.n);
const indexNames = async () =>
  (
    await sql<{
      indexname: string;
    }>`select indexname from pg_indexes where schemaname = current_schema() order by 1`.execute(db)
  ).rows.map((row) => row.indexname);

/** Every row of a table, as the API's rules see it: camelCase properties, numbers as numbers. */
async function invalidRows(table: string, fields: FieldSet): Promise<string[]> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
  return rows.flatMap((row) => {
    const outcome = validateRecord(fields, row);
    return outcome.ok ? [] : [`${table} ${String(row.id)}: ${Object.values(outcome.errors).join(' ')}`];
  });
}

describe('generateData', () => {
  beforeEach(async () => {
    testDatabase = await createTestDatabase('migrated');
    db = testDatabase.connection.db;
  });
  afterEach(() => testDatabase.dispose());

  it('fills every table with the counts of the scale, each row valid under the API rules', async () => {
    const counts = await generateData(db, { scale: SCALE, replace: false });

    // An entry per record created, and the later changes of a tenth of the pilots, a twentieth of the flights and a
    // fifth of the tickets.
    expect(counts).toEqual({
      airline: 1,
      destination: 5,
      pilot: 10,
      passenger: 1000,
      flight: 100,
      planeTicket: 1000,
      auditEntry: 2116 + 1 + 5 + 200,
    });
    // Vacuumed, not only analysed: every page of the big tables is marked all-visible (and its hint bits are set).
    const { rows: pages } = await sql<{ relname: string; relpages: number; relallvisible: number }>`
      select relname, relpages, relallvisible from pg_class where relname in ('passenger', 'plane_ticket')`.execute(db);
    for (const table of pages) expect(table).toEqual({ ...table, relallvisible: table.relpages });
    expect(pages.every((table) => table.relpages > 0)).toBe(true);
    expect(counts).toEqual({ ...rowCounts(SCALE), auditEntry: expect.any(Number) });
    expect(await count('audit_entry')).toBe(counts.auditEntry);
    for (const [table, n] of Object.entries({ airline: 1, destination: 5, pilot: 10, passenger: 1000, flight: 100 })) {
      expect(await count(table)).toBe(n);
    }
    expect(await count('plane_ticket')).toBe(1000);
    expect(await count('travel_class')).toBe(4);
    const invalid = [
      ...(await invalidRows('airline', airlineFields)),
      ...(await invalidRows('destination', destinationFields)),
      ...(await invalidRows('pilot', pilotFields)),
      ...(await invalidRows('passenger', passengerFields)),
      ...(await invalidRows('flight', flightFields)),
      ...(await invalidRows('plane_ticket', planeTicketFields)),
    ];
    expect(invalid).toEqual([]);
  });

  it('follows every booking rule, and spreads references over the parents', async () => {
    await generateData(db, { scale: SCALE, replace: false });
    const { rules } = await findDataRuleBreaches(db);
    expect(rules.map(({ rule, rowCount }) => [rule, rowCount])).toEqual([
      ['seatSoldOnce', 0],
      ['passengerOncePerFlight', 0],
      ['boughtBeforeDeparture', 0],
      ['pilotOncePerSlot', 0],
    ]);
    const used = await sql<{ pilots: string; passengers: string }>`select
      (select count(distinct pilot_id) from flight) as pilots,
      (select count(distinct passenger_id) from plane_ticket) as passengers`.execute(db);
    expect(Number(used.rows[0]?.pilots)).toBeGreaterThan(5);
    expect(Number(used.rows[0]?.passengers)).toBeGreaterThan(500);
  });

  it('dates the data around today: departures in the coming week and the past, sales in the last 30 days', async () => {
    // A hundred flights over four years leave none in a given week: a thousand leave several.
    await generateData(db, { scale: 0.01, replace: false });
    const today = serverMoment().date;
    const { rows } = await sql<Record<string, number>>`select
      (select count(*)::int from flight where departure_date between ${today}::date and ${addDays(today, 7)}::date)
        as "comingWeek",
      (select count(*)::int from flight where departure_date < ${today}::date) as "past",
      (select count(*)::int from flight where departure_date > ${addDays(today, 91)}::date) as "afterAQuarter",
      (select count(*)::int from plane_ticket where purchase_date between ${addDays(today, -29)}::date and ${today}::date)
        as "lastThirtyDays",
      (select count(*)::int from plane_ticket where purchase_date > ${today}::date) as "boughtLater"`.execute(db);
    expect(rows[0]).toEqual({
      comingWeek: expect.any(Number),
      past: expect.any(Number),
      afterAQuarter: 0,
      lastThirtyDays: expect.any(Number),
      boughtLater: 0,
    });
    expect(rows[0]?.comingWeek).toBeGreaterThan(0);
    expect(rows[0]?.past).toBeGreaterThan(900);
    // About a month's share of 10,000 tickets over four years (205), as any month before.
    expect(rows[0]?.lastThirtyDays).toBeGreaterThan(150);
    expect((await findDataRuleBreaches(db)).rules.every(({ rowCount }) => rowCount === 0)).toBe(true);
  });

  it('puts every index back and lets the next record continue after the loaded ids', async () => {
    const before = await indexNames();
    await generateData(db, { scale: SCALE, replace: false });

    expect(await indexNames()).toEqual(before);
    const next = await db.insertInto('airline').values({ name: 'Next Air' }).returning('id').executeTakeFirstOrThrow();
    expect(next.id).toBe(2);
  });

  it('makes the same rows from the same seed, and others from another', async () => {
    const firstPassengers = async () =>
      await db.selectFrom('passenger').select(['firstName', 'lastName', 'address']).orderBy('id').limit(5).execute();
    await generateData(db, { scale: SCALE, replace: false, seed: 7 });
    const first = await firstPassengers();
    await generateData(db, { scale: SCALE, replace: true, seed: 7 });
    expect(await firstPassengers()).toEqual(first);
    await generateData(db, { scale: SCALE, replace: true, seed: 8 });
    expect(await firstPassengers()).not.toEqual(first);
  });

  it('refuses to add to tables that hold records, and changes nothing', async () => {
    await seedDemoData(db);
    const passengers = await count('passenger');

    await expect(generateData(db, { scale: SCALE, replace: false })).rejects.toThrow(
      /^The database already holds 15 airlines, .*25 passengers.* Pass --replace to delete every airline/,
    );
    expect(await count('passenger')).toBe(passengers);
    expect(await indexNames()).toContain('passenger_last_name_trgm');
  });

  it('replaces the records when asked, keeping the API users and travel classes', async () => {
    await seedDemoData(db);
    const users = await db.selectFrom('apiUser').select(['userName', 'password']).orderBy('apiUserId').execute();

    await generateData(db, { scale: SCALE, replace: true });

    expect(await count('passenger')).toBe(1000);
    // The totals unfiltered lists show (migration 0002) follow the truncate and the bulk inserts.
    const kept = await sql<{ tableName: string; n: string }>`select table_name, n from row_count order by 1`.execute(
      db,
    );
    // The eight tables, and the audit trail's entries per entity (migration 0011), which the truncate emptied first.
    expect(kept.rows).toHaveLength(16);
    for (const { tableName, n } of kept.rows) {
      const [table, entity] = tableName.split(':');
      const counted =
        entity === undefined
          ? await count(String(table))
          : (await db.selectFrom('auditEntry').select('id').where('entity', '=', entity).execute()).length;
      expect([tableName, Number(n)]).toEqual([tableName, counted]);
    }
    expect(await db.selectFrom('apiUser').select(['userName', 'password']).orderBy('apiUserId').execute()).toEqual(
      users,
    );
    expect(await count('travel_class')).toBe(4);
  });
});

describe('rowCounts', () => {
  it.each([0, -1, 11, Number.NaN])('refuses the scale %p', (scale) => {
    expect(() => rowCounts(scale)).toThrow('The scale must be above 0 and at most 10.');
  });
});

// The tool runs on an embedded database in a DATA_DIR of its own, whichever engine the suite runs on.
describeInEmbeddedRun('npm run db:generate', () => {
  const TOOL = 'server/cli/generate.ts';
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'abo-generate-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));
  // A run creates an embedded database, migrates and fills it: on a CI machine running three lanes on two cores that
  // once took over 40 s (the limit that suits the users tool), and the tool was stopped after printing its summary.
  const TOOL_LIMIT_MS = 120_000;
  const run = (args: string[]) => runTool(args, toolEnvironment({ DATA_DIR: dataDir }), '', TOOL, TOOL_LIMIT_MS);

  it(
    'fills the embedded database and says what it made',
    async () => {
      const result = await run(['--scale', '0.0005']);
      expect(result.stderr).toContain('No API user can sign in to this database yet');
      expect(result.stdout).toMatch(
        /^Generated 1 airlines, 3 destinations, 5 pilots, 500 passengers, 50 flights, 500 plane tickets, 1,161 audit entries in \d+\.\d s\.\n$/,
      );
      expect(result.code).toBe(0);

      const again = await run(['--scale', '0.0005']);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(
        /^Error: The database already holds 1 airline, 3 destinations, 5 pilots, 500 passengers/,
      );
    },
    2 * TOOL_LIMIT_MS,
  );

  it('refuses while a running server holds the embedded database, and says so', async () => {
    const release = await lockDataDir(dataDir);
    try {
      const result = await run(['--scale', '0.0005']);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/^Error: The data directory .* is in use by a running Airport Back Office server/);
      expect(result.stdout).toBe('');
    } finally {
      await release();
    }
  });

  it.each([
    [[], 'Say how much data to make with --scale'],
    [['--scale', '0'], '--scale must be a number above 0, at most 10 (got "0").'],
    [['--scale', 'lots'], '--scale must be a number above 0, at most 10 (got "lots").'],
    [['--scale', '1', '--seed=-3'], '--seed must be a whole number from 0 (got "-3").'],
    [['--scale', '1', '--sclae'], "Unknown option '--sclae'"],
  ])('refuses %j with a reason and the usage, touching nothing', async (args, reason) => {
    const result = await run(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`Error: ${reason}`);
    expect(result.stderr).toContain('Usage: npm run db:generate -- --scale N');
    expect(result.stdout).toBe('');
  });
});
