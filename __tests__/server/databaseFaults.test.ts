import type { FastifyInstance } from 'fastify';
import { CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { connectDatabase, type DatabaseConnection, type PostgresOptions } from '../../server/db/connect';
import { DatabaseFault } from '../../server/db/databaseFault';
import { migrate } from '../../server/db/migrate';
import { seedDemoData } from '../../server/db/seed/seedDemoData';
import { prepared, StatementNaming } from '../../server/db/statementNaming';
import { createScratchDatabase, type ScratchDatabase } from '../../tools/scratchDatabase';
import { bearer, DEMO_USERS, signIn } from './helpers/testApp';
import { TEST_DATABASE_URL } from './helpers/testDatabase';

// What a request meets when PostgreSQL is slow, blocked or holds statements it should not: an answer within the
// query timeout, 503 problem+json, and a pool that is usable again afterwards. PostgreSQL only: the embedded database
// runs in the server's own process and has no connections to lose.

const TIMEOUT_MS = 400;
const describePostgres = TEST_DATABASE_URL === undefined ? describe.skip : describe;

let scratch: ScratchDatabase;
let database: DatabaseConnection;
const notices: string[] = [];

/** Connected as the server is once it serves requests: with the query timeout in force. */
async function connect(options: Partial<PostgresOptions> = {}): Promise<DatabaseConnection> {
  const connection = await connectDatabase({
    databaseUrl: scratch.url,
    postgres: { queryTimeoutMs: TIMEOUT_MS, onNamedStatementsOff: (reason) => notices.push(reason), ...options },
  });
  connection.limitQueryTime();
  return connection;
}

/** A second, plain connection to the same database, to hold locks the server's statements then wait for. */
async function blocker(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  return client;
}

describePostgres('the PostgreSQL pool', () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase(TEST_DATABASE_URL as string, 'abo_faults');
    // Migrated and seeded as the server does it, before the timeout is in force: on a busy machine creating the
    // indexes takes longer than a request may.
    const setup = await connectDatabase({ databaseUrl: scratch.url, postgres: { queryTimeoutMs: TIMEOUT_MS } });
    try {
      await migrate(setup.db);
      await seedDemoData(setup.db);
    } finally {
      await setup.close();
    }
    database = await connect();
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  it('limits nothing before the server serves: migrations and bulk loads may take longer', async () => {
    const unlimited = await connectDatabase({ databaseUrl: scratch.url, postgres: { queryTimeoutMs: TIMEOUT_MS } });
    try {
      const { rows } = await sql<{ slept: string }>`select pg_sleep(${(TIMEOUT_MS * 2) / 1000})::text as slept`.execute(
        unlimited.db,
      );
      expect(rows).toEqual([{ slept: '' }]);
    } finally {
      await unlimited.close();
    }
  });

  it('fails a statement that gets no answer within the timeout, closes its connection, and goes on', async () => {
    const started = Date.now();
    const slow = sql`select pg_sleep(3)`.execute(database.db);
    await expect(slow).rejects.toThrow(DatabaseFault);
    await expect(slow).rejects.toMatchObject({ reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1000);
    // The timed-out connection is not lent again: its statement may still be running on the server.
    expect(database.poolStats().idle).toBe(database.poolStats().total);
    expect((await sql<{ one: number }>`select 1 as one`.execute(database.db)).rows).toEqual([{ one: 1 }]);
  });

  it('fails the wait for a connection when every connection stays busy past the timeout', async () => {
    const single = await connect({ poolSize: 1 });
    try {
      const started = Date.now();
      // The only connection is held while a second statement asks for one.
      const outcome = await single.db.connection().execute(async () =>
        sql`select 1`.execute(single.db).then(
          () => 'answered',
          (error: unknown) => error,
        ),
      );
      expect(outcome).toBeInstanceOf(DatabaseFault);
      expect(outcome).toMatchObject({ reason: 'unreachable' });
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1000);
    } finally {
      await single.close();
    }
  });

  it('sends statements unnamed once a named one meets a server connection that already has its name', async () => {
    const text = prepared('select $1::int + 1 as next');
    const name = new StatementNaming('on').nameOf(text);
    const answer = await database.db.connection().execute(async (connection) => {
      // As a transaction pooler does: this server connection already holds a statement of that name.
      await sql.raw(`prepare ${name} (int) as select 0 as next`).execute(connection);
      return connection.executeQuery(CompiledQuery.raw(text, [41]));
    });
    expect(answer.rows).toEqual([{ next: 42 }]);
    expect(notices).toEqual([expect.stringContaining(`prepared statement "${name}" already exists`)]);
  });

  describe('answers requests', () => {
    let app: FastifyInstance;
    let headers: Record<string, string>;
    beforeAll(async () => {
      app = await buildApp({ config: testConfig({ databaseUrl: scratch.url, authCacheMs: 60_000 }), database });
      headers = bearer(await signIn(app, DEMO_USERS.user));
    });
    afterAll(() => app.close());

    it('with 503 problem+json within the timeout while a table is locked, and normally once it is free', async () => {
      const holder = await blocker();
      try {
        await holder.query('begin; lock table airline in access exclusive mode');
        const started = Date.now();
        const response = await app.inject({ method: 'GET', url: '/api/v1/Airlines?page=1&pageSize=5', headers });
        expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1000);
        expect(response.statusCode).toBe(503);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(response.headers['retry-after']).toBe('2');
        expect(response.json()).toMatchObject({
          status: 503,
          detail: 'The database did not answer in time; try again shortly.',
        });
      } finally {
        await holder.query('rollback');
        await holder.end();
      }
      // The timed-out statement's connection was closed: the next request opens a new one, which on a loaded machine
      // can take longer than this test's short query timeout by itself, and is answered 503 again. Normal service
      // must come back within a few tries.
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5 && statuses.at(-1) !== 200; attempt += 1) {
        const after = await app.inject({ method: 'GET', url: '/api/v1/Airlines?page=1&pageSize=5', headers });
        statuses.push(after.statusCode);
      }
      expect(statuses.at(-1)).toBe(200);
      expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    });

    // Last: the database is gone for good after this one.
    it('with 503 while the database is gone, and the health report says Unhealthy to a signed-in user', async () => {
      // Every user check goes to the database, as after a cached one expires.
      const uncached = await buildApp({ config: { ...app.config, authCacheMs: 0 }, database });
      try {
        await scratch.drop();
        const read = await uncached.inject({ method: 'GET', url: '/api/v1/Airlines/1', headers });
        expect(read.statusCode).toBe(503);
        expect(read.json()).toMatchObject({ detail: 'The database is not reachable right now; try again shortly.' });

        const health = await uncached.inject({ method: 'GET', url: '/api/v1/HealthCheck', headers });
        expect(health.statusCode).toBe(503);
        expect(health.json()).toMatchObject({
          status: 'Unhealthy',
          entries: { API: { status: 'Healthy' }, Database: { status: 'Unhealthy' } },
        });
        // The token is still checked: a forged one gets no report.
        const forged = await uncached.inject({
          method: 'GET',
          url: '/api/v1/HealthCheck',
          headers: { authorization: `${headers.authorization}x` },
        });
        expect(forged.statusCode).toBe(401);
      } finally {
        await uncached.close();
      }
    });
  });
});
