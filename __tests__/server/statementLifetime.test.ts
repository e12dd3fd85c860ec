import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { APPLICATION_NAME, connectDatabase, type DatabaseConnection } from '../../server/db/connect';
import { DatabaseFault } from '../../server/db/databaseFault';
import { runInRequestScope } from '../../server/db/requestScope';
import type { Database } from '../../server/db/schema';
import { createScratchDatabase, type ScratchDatabase } from '../../tools/scratchDatabase';
import { TEST_DATABASE_URL } from './helpers/testDatabase';

// No statement of the server outlives its request (decisions D-96, D-98): a timed-out one is cancelled in PostgreSQL,
// an abandoned request's is cancelled and it sends nothing more, and PostgreSQL itself holds the limits. Checked
// where it shows: in pg_stat_activity, by the server's application name.

const TIMEOUT_MS = 600;
const describePostgres = TEST_DATABASE_URL === undefined ? describe.skip : describe;

let scratch: ScratchDatabase;
let observer: pg.Client;

/** The server's statements still running, other than the observer's own. */
async function serverStatementsRunning(): Promise<string[]> {
  const { rows } = await observer.query<{ query: string }>(
    `select query from pg_stat_activity
      where application_name = $1 and state = 'active' and datname = current_database() and pid <> pg_backend_pid()`,
    [APPLICATION_NAME],
  );
  return rows.map(({ query }) => query);
}

/**
 * The server's statements still running once a second has passed, or none as soon as there are none: a cancelled
 * backend reports its error before it marks itself idle, and on a loaded machine an observer can see it in between.
 */
async function serverStatementsRunningAfterASecond(): Promise<string[]> {
  const until = performance.now() + 1000;
  let running = await serverStatementsRunning();
  while (running.length > 0 && performance.now() < until) {
    await sleep(20);
    running = await serverStatementsRunning();
  }
  return running;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request's scope whose client can go away (abort). */
function requestScope(deadline?: number) {
  const controller = new AbortController();
  return { controller, scope: { signal: controller.signal, deadline } };
}

describePostgres('statements of the server on PostgreSQL', () => {
  let database: DatabaseConnection;
  let db: Kysely<Database>;
  beforeAll(async () => {
    scratch = await createScratchDatabase(TEST_DATABASE_URL as string, 'abo_lifetime');
    observer = new pg.Client({ connectionString: scratch.url });
    await observer.connect();
    database = await connectDatabase({ databaseUrl: scratch.url, postgres: { queryTimeoutMs: TIMEOUT_MS } });
    database.limitQueryTime();
    db = database.db;
  });
  afterAll(async () => {
    await database?.close();
    await observer?.end();
    await scratch?.drop();
  });

  it('run with PostgreSQL holding the query timeout and an idle-in-transaction limit itself', async () => {
    const outside = await sql<{ statement: string; idle: string }>`
      select current_setting('statement_timeout') as statement, current_setting('idle_in_transaction_session_timeout') as idle`.execute(
      db,
    );
    expect(outside.rows).toEqual([{ statement: `${TIMEOUT_MS + 500}ms`, idle: `${2 * TIMEOUT_MS}ms` }]);
    const inside = await db.transaction().execute((trx) =>
      sql<{ statement: string }>`
      select current_setting('statement_timeout') as statement`.execute(trx),
    );
    expect(inside.rows).toEqual([{ statement: `${TIMEOUT_MS + 500}ms` }]);
  });

  it('a statement past the query timeout fails with 503 and is no longer running a second later', async () => {
    const slow = sql`select pg_sleep(30)`.execute(db);
    await expect(slow).rejects.toBeInstanceOf(DatabaseFault);
    await sleep(1000);
    expect(await serverStatementsRunningAfterASecond()).toEqual([]);
  });

  it('a transaction left idle past its limit is ended by PostgreSQL, and the pool goes on', async () => {
    const left = db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      await sleep(2 * TIMEOUT_MS + 800);
      await sql`select 1`.execute(trx);
    });
    await expect(left).rejects.toBeInstanceOf(DatabaseFault);
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });

  it('an abandoned request has its running statement cancelled and sends no further one', async () => {
    const { controller, scope } = requestScope();
    const statements: string[] = [];
    const work = runInRequestScope(scope, async () => {
      statements.push('first');
      await sql`select pg_sleep(0.4)`.execute(db).catch(() => undefined);
      statements.push('second');
      await sql`select 1`.execute(db);
      statements.push('third');
    });
    await sleep(150);
    controller.abort();
    await expect(work).rejects.toMatchObject({ reason: 'abandoned' });
    expect(statements).toEqual(['first', 'second']);
    await sleep(100);
    expect(await serverStatementsRunningAfterASecond()).toEqual([]);
  });

  it('a long statement of an abandoned request is cancelled at once, well before the query timeout', async () => {
    const { controller, scope } = requestScope();
    const started = performance.now();
    const work = runInRequestScope(scope, () => sql`select pg_sleep(0.5)`.execute(db));
    await sleep(100);
    controller.abort();
    await expect(work).rejects.toMatchObject({ code: '57014' });
    expect(performance.now() - started).toBeLessThan(450);
    expect(await serverStatementsRunningAfterASecond()).toEqual([]);
  });

  it("a route's own deadline bounds all of its statements, however much query time is left", async () => {
    const { scope } = requestScope(performance.now() + 200);
    const work = runInRequestScope(scope, async () => {
      await sql`select pg_sleep(0.15)`.execute(db);
      await sql`select pg_sleep(0.15)`.execute(db);
    });
    await expect(work).rejects.toMatchObject({ reason: 'timeout' });
    await sleep(1000);
    expect(await serverStatementsRunningAfterASecond()).toEqual([]);
  });
});

describe('statements on the embedded database', () => {
  it('an abandoned request sends no further statement, and its transaction is rolled back', async () => {
    const database = await connectDatabase({});
    try {
      await sql`create table visit (id int)`.execute(database.db);
      const { controller, scope } = requestScope();
      const work = runInRequestScope(scope, () =>
        database.db.transaction().execute(async (trx) => {
          await sql`insert into visit values (1)`.execute(trx);
          controller.abort();
          await sql`insert into visit values (2)`.execute(trx);
        }),
      );
      await expect(work).rejects.toMatchObject({ reason: 'abandoned' });
      // The one connection is free again, and nothing of the abandoned transaction stayed.
      expect((await sql<{ n: number }>`select count(*)::int as n from visit`.execute(database.db)).rows).toEqual([
        { n: 0 },
      ]);
    } finally {
      await database.close();
    }
  });
});
