import { verify } from '@node-rs/argon2';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../server/db/schema';
import { EditedMigrationError, migrate, readMigrations } from '../../server/db/migrate';
import { isDemoDataSeeded, seedDemoData } from '../../server/db/seed/seedDemoData';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';
import { demoDate as seedDay } from '../../server/db/seed/seedDates';

const TABLES = ['airline', 'destination', 'travel_class', 'passenger', 'pilot', 'flight', 'plane_ticket', 'api_user'];

let testDatabase: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.connection.db;
});
afterAll(() => testDatabase.dispose());

/** The SQLSTATE a statement fails with, run in a transaction that is rolled back so the data stays as seeded. */
async function failureCode(statement: ReturnType<typeof sql>): Promise<string | undefined> {
  try {
    await db.transaction().execute(async (trx) => {
      await statement.execute(trx);
      throw new Error('rollback');
    });
  } catch (error) {
    return (error as { code?: string }).code ?? (error as Error).message;
  }
  return undefined;
}

describe('migrations', () => {
  it('apply once, then find nothing left to do', async () => {
    expect(await migrate(db)).toEqual([
      '0001_initial_schema',
      '0002_row_counts',
      '0003_row_versions',
      '0004_keep_row_count',
      '0005_sort_orders',
      '0006_passenger_search_text',
      '0007_passenger_name_key_order',
      '0008_passenger_search_text_trigrams',
      '0009_booking_rules',
      '0010_row_counts_at_commit',
      '0011_audit_trail',
      '0012_dashboard_indexes',
      '0013_passenger_name_prefixes',
      '0014_api_sessions',
      '0015_data_rule_breaches',
    ]);
    expect(await migrate(db)).toEqual([]);
    const recorded = await db
      .selectFrom('schemaMigrations')
      .select(['version', 'checksum'])
      .orderBy('version')
      .execute();
    expect(recorded).toEqual([
      { version: '0001_initial_schema', checksum: expect.stringMatching(/^[0-9a-f]{64}$/) },
      { version: '0002_row_counts', checksum: expect.stringMatching(/^[0-9a-f]{64}$/) },
      { version: '0003_row_versions', checksum: expect.stringMatching(/^[0-9a-f]{64}$/) },
      { version: '0004_keep_row_count', checksum: expect.stringMatching(/^[0-9a-f]{64}$/) },
      { version: '0005_sort_orders', checksum: expect.stringMatching(/^[0-9a-f]{64}$/) },
      { version: '0006_passenger_search_text', checksum: expect.stringMatching(/^[0-9a-f]{64}$/) },
      { version: '0007_passenger_name_key_order', checksum: expect.stringMatching(/^[0-9a-f]{64}$/) },
      { version: '0008_passenger_search_text_trigrams', checksum: expect.stringMatching(/^[0-9a-f]{64}$/) },
      { version: '0009_booking_rules', checksum: expect.stringMatching(/^[0-9a-f]{64}$/) },
      { version: '0010_row_counts_at_commit', checksum: expect.stringMatching(/^[0-9a-f]{64}$/) },
      { version: '0011_audit_trail', checksum: expect.stringMatching(/^[0-9a-f]{64}$/) },
      { version: '0012_dashboard_indexes', checksum: expect.stringMatching(/^[0-9a-f]{64}$/) },
      { version: '0013_passenger_name_prefixes', checksum: expect.stringMatching(/^[0-9a-f]{64}$/) },
      { version: '0014_api_sessions', checksum: expect.stringMatching(/^[0-9a-f]{64}$/) },
      { version: '0015_data_rule_breaches', checksum: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
  });

  it('refuse to run when an applied migration file was edited', async () => {
    const [first] = await readMigrations();
    if (first === undefined) throw new Error('no migrations');
    await expect(migrate(db, [{ ...first, checksum: 'f'.repeat(64) }])).rejects.toBeInstanceOf(EditedMigrationError);
  });

  it('create all eight tables with the pg_trgm extension', async () => {
    const { rows } = await sql<{ tableName: string }>`
      select table_name from information_schema.tables where table_schema = 'public' order by table_name`.execute(db);
    expect(rows.map((row) => row.tableName)).toEqual(expect.arrayContaining(TABLES));
    const extension = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
    expect(extension.rows).toHaveLength(1);
  });

  it('index every contains-search column with a trigram index and every foreign key with a btree', async () => {
    const { rows } = await sql<{ indexname: string; indexdef: string }>`
      select indexname, indexdef from pg_indexes where schemaname = 'public'`.execute(db);
    const trigram = rows.filter((row) => row.indexdef.includes('gin_trgm_ops')).map((row) => row.indexname);
    expect(trigram).toHaveLength(14);
    // Free text on passengers collects a rare word's matches through their kept lower-cased text.
    expect(trigram).toContain('passenger_search_text_trgm');
    const names = rows.map((row) => row.indexname);
    for (const column of [
      'plane_ticket_travel_class_id',
      'plane_ticket_price',
      'plane_ticket_seat_number',
      'pilot_flying_hours',
    ]) {
      expect(names).toContain(`${column}_idx`);
    }
    // A ticket's flight and passenger lead the indexes the booking rules read (migration 0009).
    expect(names).toEqual(expect.arrayContaining(['plane_ticket_flight_seat', 'plane_ticket_passenger_flight']));
    // The purchase date leads the index that carries each ticket's class and price for the dashboard's sums (0012).
    const purchase = rows.filter((row) => row.indexdef.includes('(purchase_date'));
    expect(purchase.map((row) => [row.indexname, row.indexdef])).toEqual([
      ['plane_ticket_purchase_sales', expect.stringContaining('(purchase_date) INCLUDE (travel_class_id, price)')],
    ]);
  });

  it('index the orders staff sort a million rows by, text by its lower case', async () => {
    const { rows } = await sql<{ indexname: string; indexdef: string }>`
      select indexname, indexdef from pg_indexes where indexname like '%_order'`.execute(db);
    const definitions = Object.fromEntries(rows.map((row) => [row.indexname, row.indexdef.replace(/::text/g, '')]));
    expect(definitions).toEqual({
      passenger_name_key_order: expect.stringContaining(
        '(lower((last_name)), lower((first_name)), id) INCLUDE (last_name, first_name)',
      ),
      passenger_first_name_order: expect.stringContaining('(lower((first_name)))'),
      pilot_name_order: expect.stringContaining('(lower((last_name)), lower((first_name)))'),
      airline_name_order: expect.stringContaining('(lower((name)))'),
      flight_departure_order: expect.stringContaining('(departure_date, departure_time)'),
    });
    // A flight's foreign keys are indexed with the departure, which serves both the key and a parent's flights in order.
    for (const parent of ['airline', 'destination', 'pilot']) {
      const { rows: departures } = await sql<{ indexdef: string }>`
        select indexdef from pg_indexes where indexname = ${`flight_${parent}_departure`}`.execute(db);
      expect(departures.map((row) => row.indexdef)).toEqual([
        expect.stringContaining(`(${parent}_id, departure_date, departure_time)`),
      ]);
    }
  });
});

describe('demo data', () => {
  it('is loaded once, in id order, with the newer passports and dates', async () => {
    expect(await isDemoDataSeeded(db)).toBe(false);
    expect(await seedDemoData(db)).toBe('seeded');
    expect(await seedDemoData(db)).toBe('already-seeded');
    expect(await isDemoDataSeeded(db)).toBe(true);

    const counts = await Promise.all(
      TABLES.map(async (table) => {
        const { rows } = await sql<{ count: number }>`select count(*) as count from ${sql.table(table)}`.execute(db);
        return [table, rows[0]?.count];
      }),
    );
    expect(Object.fromEntries(counts)).toEqual({
      airline: 15,
      destination: 16,
      travel_class: 4,
      passenger: 25,
      pilot: 12,
      flight: 10,
      plane_ticket: 10,
      api_user: 3,
    });

    const passengers = await db
      .selectFrom('passenger')
      .select(['id', 'passport'])
      .where('id', 'in', [10, 23])
      .orderBy('id')
      .execute();
    expect(passengers).toEqual([
      { id: 10, passport: 'S54321198' },
      { id: 23, passport: 'P98765442' },
    ]);
    expect(await db.selectFrom('flight').selectAll().where('id', 'in', [1, 10]).orderBy('id').execute()).toEqual([
      {
        id: 1,
        departureDate: seedDay('2025-08-07'),
        departureTime: '08:30:00',
        airlineId: 1,
        destinationId: 1,
        pilotId: 1,
      },
      {
        id: 10,
        departureDate: seedDay('2025-08-16'),
        departureTime: '20:05:00',
        airlineId: 10,
        destinationId: 10,
        pilotId: 10,
      },
    ]);
    expect(await db.selectFrom('planeTicket').selectAll().where('id', '=', 10).executeTakeFirst()).toEqual({
      id: 10,
      price: 1100,
      purchaseDate: seedDay('2025-07-16'),
      seatNumber: 2,
      passengerId: 10,
      travelClassId: 1,
      flightId: 10,
    });
    expect(await db.selectFrom('airline').select('name').where('id', '=', 15).executeTakeFirst()).toEqual({
      name: 'ANA All Nippon Airways',
    });
  });

  it('stores the demo users with argon2id hashes of their passwords', async () => {
    const users = await db
      .selectFrom('apiUser')
      .select(['apiUserId', 'userName', 'password', 'roles'])
      .orderBy('apiUserId')
      .execute();
    expect(users.map(({ apiUserId, userName, roles }) => [apiUserId, userName, roles])).toEqual([
      [1, 'og', 'SuperAdmin'],
      [2, 'aa', 'Admin'],
      [3, 'uu', 'User'],
    ]);
    for (const user of users) {
      expect(user.password).toMatch(/^\$argon2id\$/);
      expect(await verify(user.password, user.userName)).toBe(true);
    }
  });

  it('continues each identity after the seeded ids', async () => {
    const inserted = await db
      .insertInto('airline')
      .values({ name: 'Test Air' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBe(16);
    await db.deleteFrom('airline').where('id', '=', inserted.id).execute();
  });

  it('is not loaded into a database that already holds other data', async () => {
    const other = await createTestDatabase();
    try {
      await migrate(other.connection.db);
      await other.connection.db.insertInto('airline').values({ name: 'Real Air' }).execute();
      expect(await seedDemoData(other.connection.db)).toBe('skipped-tables-not-empty');
      expect(await isDemoDataSeeded(other.connection.db)).toBe(false);
    } finally {
      await other.dispose();
    }
  });
});

describe('constraints (D-56)', () => {
  it.each([
    [
      'a duplicate passenger passport',
      sql`insert into passenger (first_name, last_name, uprn, passport, address, phone) values ('A', 'B', '0000000000001', 'P12345678', 'x', '1')`,
      '23505',
    ],
    [
      'a duplicate passenger UPRN',
      sql`insert into passenger (first_name, last_name, uprn, passport, address, phone) values ('A', 'B', '1234567890123', 'X00000001', 'x', '1')`,
      '23505',
    ],
    [
      'a duplicate pilot UPRN',
      sql`insert into pilot (first_name, last_name, uprn, flying_hours) values ('A', 'B', '1234567890123', 1)`,
      '23505',
    ],
    [
      'a user name differing only in case',
      sql`insert into api_user (user_name, password, roles) values ('OG', 'x', 'User')`,
      '23505',
    ],
    [
      'a UPRN that is not 13 characters',
      sql`insert into pilot (first_name, last_name, uprn, flying_hours) values ('A', 'B', '123', 1)`,
      '23514',
    ],
    [
      'a passport that is not 9 characters',
      sql`insert into passenger (first_name, last_name, uprn, passport, address, phone) values ('A', 'B', '0000000000002', 'P1', 'x', '1')`,
      '23514',
    ],
    [
      'flying hours over 40000',
      sql`insert into pilot (first_name, last_name, uprn, flying_hours) values ('A', 'B', '0000000000003', 40001)`,
      '23514',
    ],
    [
      'a negative price',
      sql`insert into plane_ticket (price, purchase_date, seat_number, passenger_id, travel_class_id, flight_id) values (-1, '2025-01-01', 1, 2, 1, 1)`,
      '23514',
    ],
    [
      'a negative seat number',
      sql`insert into plane_ticket (price, purchase_date, seat_number, passenger_id, travel_class_id, flight_id) values (1, '2025-01-01', -1, 2, 1, 1)`,
      '23514',
    ],
    ['an unknown role', sql`insert into api_user (user_name, password, roles) values ('new', 'x', 'admin')`, '23514'],
    ['a name longer than its column', sql`insert into airline (name) values (${'x'.repeat(256)})`, '22001'],
    ['a missing value', sql`insert into destination (city) values ('Nowhere')`, '23502'],
    [
      'a flight for a missing airline',
      sql`insert into flight (departure_date, departure_time, airline_id, destination_id, pilot_id) values ('2025-01-01', '10:00', 99, 1, 1)`,
      '23503',
    ],
    // ON DELETE RESTRICT fails with foreign_key_violation (23503) on PostgreSQL 15 but restrict_violation (23001) on
    // 18 (PGlite): code that detects "still referenced" must accept both.
    ['deleting an airline that flights use', sql`delete from airline where id = 1`, /^(23503|23001)$/],
    ['deleting a flight that tickets use', sql`delete from flight where id = 1`, /^(23503|23001)$/],
  ])('reject %s', async (_case, statement, code) => {
    expect(await failureCode(statement)).toMatch(code);
  });

  it('accept the boundary values', async () => {
    expect(
      await failureCode(
        sql`insert into plane_ticket (price, purchase_date, seat_number, passenger_id, travel_class_id, flight_id) values (0, '2025-01-01', 0, 11, 1, 1)`,
      ),
    ).toBe('rollback');
    expect(await failureCode(sql`delete from airline where id = 15`)).toBe('rollback');
  });
});

describe('row versions (migration 0003)', () => {
  const kept = async (table: string, handle: Kysely<Database> | Transaction<Database> = db) => {
    const { rows } = await sql<{ n: number; version: number }>`
      select n, version from row_count where table_name = ${table}`.execute(handle);
    if (rows[0] === undefined) throw new Error(`no row count for ${table}`);
    return rows[0];
  };

  it('move on with every statement that inserts, updates or deletes rows, and not with reads', async () => {
    const start = await kept('airline');
    await sql`select * from airline`.execute(db);
    expect(await kept('airline')).toEqual(start);

    await sql`insert into airline (name) values ('Version Air')`.execute(db);
    const inserted = await kept('airline');
    expect(inserted).toEqual({ n: start.n + 1, version: expect.any(Number) });
    expect(inserted.version).toBeGreaterThan(start.version);

    await sql`update airline set name = 'Version Air 2' where name = 'Version Air'`.execute(db);
    const updated = await kept('airline');
    expect(updated.n).toBe(inserted.n);
    expect(updated.version).toBeGreaterThan(inserted.version);

    await sql`delete from airline where name = 'Version Air 2'`.execute(db);
    const deleted = await kept('airline');
    expect(deleted.n).toBe(start.n);
    expect(deleted.version).toBeGreaterThan(updated.version);
    // Another table's version is its own.
    expect((await kept('pilot')).version).toBeLessThan(inserted.version);
  });

  it('move on with a truncate, and never hand out a rolled-back version again', async () => {
    const start = await kept('plane_ticket');
    let rolledBack = 0;
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`truncate plane_ticket`.execute(trx);
        const truncated = await kept('plane_ticket', trx);
        expect(truncated.n).toBe(0);
        expect(truncated.version).toBeGreaterThan(start.version);
        rolledBack = truncated.version;
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await kept('plane_ticket')).toEqual(start);

    await sql`update plane_ticket set seat_number = seat_number where id = 1`.execute(db);
    expect((await kept('plane_ticket')).version).toBeGreaterThan(rolledBack);
  });
});
