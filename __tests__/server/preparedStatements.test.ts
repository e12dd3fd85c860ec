import { CompiledQuery, sql } from 'kysely';
import { prepared } from '../../server/db/statementNaming';
import { passengers } from '../../server/resources/definitions/passengers';
import { EVERY_ROW, findById, findPage } from '../../server/resources/repository';
import { startTestApp, type TestApp } from './helpers/testApp';
import { TEST_DATABASE_URL } from './helpers/testDatabase';

// Key lookups and list pages run as prepared statements on PostgreSQL (db/statementNaming.ts); searches, whose
// plans depend on their terms, do not. PostgreSQL switches a prepared statement to a generic plan after five runs, so
// each statement below runs more often than that.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

const page = (n: number) => ({ page: n, pageSize: 2, offset: BigInt((n - 1) * 2) });
const lastName = passengers.searches.flatMap((search) => search.criteria).find((c) => c.param === 'lastName');

it('answer the same when run many times, on each engine', async () => {
  const db = testApp.database.db;
  for (let id = 1; id <= 8; id++) expect(await findById(db, passengers, id)).toMatchObject({ id });
  for (let n = 1; n <= 8; n++) {
    const { rows, totalCount } = await findPage(db, passengers, EVERY_ROW, page(n));
    expect({ ids: rows.map((row) => (row as { id: number }).id), totalCount }).toEqual({
      ids: [2 * n - 1, 2 * n],
      totalCount: 25,
    });
  }
});

it('report a failing statement as its error and leave the connections usable, on each engine', async () => {
  const db = testApp.database.db;
  const divide = (by: number) => db.executeQuery(CompiledQuery.raw(prepared('select 10 / $1::int as quotient'), [by]));
  for (let run = 0; run < 6; run++) await expect(divide(0)).rejects.toThrow('division by zero');
  expect((await divide(2)).rows).toEqual([{ quotient: 5 }]);
});

(TEST_DATABASE_URL === undefined ? it.skip : it)('are prepared on PostgreSQL, and searches are not', async () => {
  if (lastName === undefined) throw new Error('passengers have no lastName criterion');
  const search = { criteria: new Map([[lastName, 'son']]) };
  // One connection throughout: prepared statements belong to the connection that prepared them.
  const statements = await testApp.database.db.connection().execute(async (connection) => {
    for (let id = 1; id <= 6; id++) await findById(connection, passengers, id);
    for (let n = 1; n <= 6; n++) await findPage(connection, passengers, EVERY_ROW, page(n));
    for (let n = 1; n <= 6; n++) await findPage(connection, passengers, search, page(n));
    await connection.transaction().execute(async (trx) => {
      for (let id = 1; id <= 6; id++) await findById(trx, passengers, id, true);
    });
    const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection);
    return rows.map((row) => row.statement.replace(/\s+/g, ' '));
  });
  expect(statements).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/from "passenger" as "t" where "t"\."id" = \$1$/),
      expect.stringMatching(/from "passenger" as "t" where "t"\."id" = \$1 for update of "t"$/),
      expect.stringMatching(
        /select "n" from "row_count" .* where "t"\."id" >= \(select "k"\."id" .* order by "t"\."id" limit \$4$/,
      ),
    ]),
  );
  expect(statements.filter((statement) => statement.includes('ilike'))).toEqual([]);
});
