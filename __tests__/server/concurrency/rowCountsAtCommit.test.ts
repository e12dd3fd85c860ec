import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../../../server/db/schema';
import { keptRowCount } from '../helpers/integrity';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../helpers/testDatabase';

// A table's kept row count and version (row_count) change when a write commits, not when its statement runs, so
// writers of one table do not queue behind each other for the whole of their transactions. What a reader sees stays
// exact: the rows and their count arrive in one commit.

let testDatabase: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  testDatabase = await createTestDatabase('migrated');
  db = testDatabase.connection.db;
});
afterAll(() => testDatabase.dispose());

const kept = (table: string) => keptRowCount(db, table);

const pending = async () => {
  const { rows } = await sql<{ n: string }>`select count(*) as n from row_count_change`.execute(db);
  return Number(rows[0]?.n);
};

it('counts a transaction’s inserts, updates and deletes once it commits, and leaves no note behind', async () => {
  const before = await kept('airline');
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('airline')
      .values([{ name: 'Count Air 1' }, { name: 'Count Air 2' }, { name: 'Count Air 3' }])
      .execute();
    await trx.updateTable('airline').set({ name: 'Count Air 3b' }).where('name', '=', 'Count Air 3').execute();
    await trx.deleteFrom('airline').where('name', '=', 'Count Air 1').execute();
    // Inside the transaction the kept count is still the committed one: the change waits for the commit.
    const { rows } = await sql<{ n: string }>`select n from row_count where table_name = 'airline'`.execute(trx);
    expect(Number(rows[0]?.n)).toBe(before.n);
  });
  const after = await kept('airline');
  expect(after.n).toBe(before.n + 2);
  expect(after.version).toBeGreaterThan(before.version);
  expect(await pending()).toBe(0);
});

it('changes nothing for a transaction that rolls back', async () => {
  const before = await kept('airline');
  await expect(
    db.transaction().execute(async (trx) => {
      await trx.insertInto('airline').values({ name: 'Rolled Back Air' }).execute();
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  expect(await kept('airline')).toEqual(before);
  expect(await pending()).toBe(0);
});

it('counts only what follows a truncate in the same transaction', async () => {
  await sql`create table gate (id integer generated always as identity primary key, name varchar(10) not null)`.execute(
    db,
  );
  await sql`select keep_row_count('gate')`.execute(db);
  await sql`insert into gate (name) values ('A1'), ('A2')`.execute(db);
  await db.transaction().execute(async (trx) => {
    await sql`insert into gate (name) values ('B1')`.execute(trx);
    await sql`truncate gate`.execute(trx);
    await sql`insert into gate (name) values ('C1'), ('C2'), ('C3')`.execute(trx);
  });
  expect((await kept('gate')).n).toBe(3);
  expect(await pending()).toBe(0);
});

// Two connections are needed to see one writer not waiting for another: PostgreSQL only (PGlite has one).
(TEST_DATABASE_URL === undefined ? it.skip : it)(
  'lets a second writer of the same table commit while the first is still open',
  async () => {
    const first = new pg.Client({ connectionString: testDatabase.databaseUrl });
    const second = new pg.Client({ connectionString: testDatabase.databaseUrl });
    await Promise.all([first.connect(), second.connect()]);
    try {
      const before = await kept('airline');
      await first.query('begin');
      await first.query(`insert into airline (name) values ('Open Air')`);
      // With the count taken at the statement, this insert would wait for the first transaction's row lock.
      await second.query(`set statement_timeout = '3s'`);
      await second.query(`insert into airline (name) values ('Quick Air')`);
      expect((await kept('airline')).n).toBe(before.n + 1);
      await first.query('commit');
      expect((await kept('airline')).n).toBe(before.n + 2);
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
  },
);
