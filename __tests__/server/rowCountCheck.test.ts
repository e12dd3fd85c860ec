import { sql, type Kysely } from 'kysely';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import type { Database } from '../../server/db/schema';
import { assertRowCountsKept, MissingRowCountError } from '../../server/resources/rowCountCheck';
import { describeStartFailure } from '../../server/startFailure';
import { keptRowCount } from './helpers/integrity';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';

// A list's total is its table's kept row count: a table without the triggers that keep it would list its rows under
// 'Total Records: 0'. A new table gets them from keep_row_count (migration 0004), and the server refuses to start
// while a resource's table lacks them.

let testDatabase: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  testDatabase = await createTestDatabase('migrated');
  db = testDatabase.connection.db;
});
afterAll(() => testDatabase.dispose());

const kept = (table: string) => keptRowCount(db, table);

it('names a table created without keep_row_count, and passes once it keeps its count', async () => {
  await sql`create table gate (id integer generated always as identity primary key, name varchar(10) not null)`.execute(
    db,
  );
  await sql`insert into gate (name) values ('A1'), ('A2')`.execute(db);
  const missing = assertRowCountsKept(db, ['airline', 'gate']);
  await expect(missing).rejects.toBeInstanceOf(MissingRowCountError);
  await expect(missing).rejects.toThrow(
    `The table "gate" does not keep its row count, so its list would show a total of 0: ` +
      `add a migration that runs select keep_row_count('gate');`,
  );
  await expect(missing).rejects.toMatchObject({ tables: ['gate'] });

  await sql`select keep_row_count('gate')`.execute(db);
  await expect(assertRowCountsKept(db, ['airline', 'gate'])).resolves.toBeUndefined();
  // The rows it had are counted, and every later change is kept.
  const start = await kept('gate');
  expect(start?.n).toBe(2);
  await sql`insert into gate (name) values ('B1')`.execute(db);
  expect(await kept('gate')).toEqual({ n: 3, version: expect.any(Number) });
  const inserted = await kept('gate');
  await sql`update gate set name = 'B2' where name = 'B1'`.execute(db);
  expect((await kept('gate'))?.version).toBeGreaterThan(inserted?.version ?? Infinity);
  await sql`delete from gate where name = 'A1'`.execute(db);
  expect((await kept('gate'))?.n).toBe(2);
  await sql`truncate gate`.execute(db);
  expect((await kept('gate'))?.n).toBe(0);
});

it('names a table that lost one of its triggers, or has no table at all', async () => {
  await sql`create table lane (id integer primary key)`.execute(db);
  await sql`select keep_row_count('lane')`.execute(db);
  await sql`drop trigger lane_version_updated on lane`.execute(db);
  await expect(assertRowCountsKept(db, ['lane', 'no_such_table'])).rejects.toMatchObject({
    tables: ['lane', 'no_such_table'],
  });
});

it('stops the server from starting while a resource table lacks its row count', async () => {
  const other = await createTestDatabase('migrated');
  try {
    await sql`drop trigger pilot_count_inserted on pilot`.execute(other.connection.db);
    const config = testConfig({ databaseUrl: other.databaseUrl });
    const starting = buildApp({ config, database: other.connection });
    await expect(starting).rejects.toMatchObject({ tables: ['pilot'] });
    const failure = await starting.catch((error: unknown) => error);
    expect(describeStartFailure(failure, config)).toBe(
      `The table "pilot" does not keep its row count, so its list would show a total of 0: ` +
        `add a migration that runs select keep_row_count('pilot');`,
    );
  } finally {
    await other.dispose();
  }
});
