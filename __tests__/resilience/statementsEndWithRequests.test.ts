import { request } from 'node:http';
import pg from 'pg';
import { bearer, httpRequest, signIn, type HttpAnswer } from '../../tools/resilience/httpClient';
import { createPostgresCluster, type PostgresCluster } from '../../tools/resilience/postgresCluster';
import { newJwtSecret, startServerInstance, type ServerInstance } from '../../tools/resilience/serverInstances';
import { sleep } from '../../tools/resilience/waitFor';

// The real server on its own PostgreSQL cluster, with the query timeout at its default (5 s), while the database
// hangs: behind a lock, and frozen. Every route answers within its ceiling (the health report within the README's
// 5 s), and a second after the answers PostgreSQL runs no statement of the server's any more: the timed-out ones and
// those of requests whose clients went away were cancelled, not left running.

jest.setTimeout(180_000);

const QUERY_TIMEOUT_MS = 5000;
/** What a request may take beyond its ceiling: the rest of its work and a loaded test machine. */
const MARGIN_MS = 1000;
const HEALTH_CEILING_MS = 5000;
const READY_CEILING_MS = 2000 + MARGIN_MS;

const READS = ['/api/v1/Airlines?page=1&pageSize=10', '/api/v1/Airlines/1', '/api/v1/Airlines/byName/air'];

let cluster: PostgresCluster | undefined;
let server: ServerInstance | undefined;
let token = '';
const api = () => (server as ServerInstance).url;
const db = () => cluster as PostgresCluster;

beforeAll(async () => {
  cluster = await createPostgresCluster();
  await cluster.start();
  const { url } = await cluster.createAppDatabase('abo_lifetime');
  server = await startServerInstance({
    DATABASE_URL: url,
    JWT_SECRET: newJwtSecret(),
    SEED_DEMO: '1',
  });
  token = await signIn(api(), 'aa', 'aa');
}, 170_000);

afterAll(async () => {
  await server?.stop();
  await cluster?.drop();
});

const get = (path: string, timeoutMs = QUERY_TIMEOUT_MS + MARGIN_MS) =>
  httpRequest(api(), path, { headers: bearer(token), timeoutMs });

/** A list request whose client goes away after `afterMs`, as a closed laptop lid does. */
function abandonedRequest(path: string, afterMs: number): Promise<void> {
  return new Promise((resolve) => {
    const outgoing = request(new URL(path, api()), { headers: bearer(token), agent: false });
    outgoing.on('error', () => resolve());
    outgoing.end();
    setTimeout(() => {
      outgoing.destroy();
      resolve();
    }, afterMs);
  });
}

/** What PostgreSQL has been running for the server for over a second (state and statement). */
async function serverStatementsOverASecond(): Promise<string[]> {
  const { rows } = await db().adminQuery(
    `select state || ': ' || query as running from pg_stat_activity
      where application_name = 'airport-back-office' and state <> 'idle' and query_start < now() - interval '1 second'`,
  );
  return rows.map((row: { running: string }) => row.running);
}

function expectWithin(answers: { what: string; answer: HttpAnswer; ceilingMs: number }[]): void {
  const late = answers.filter(({ answer, ceilingMs }) => answer.elapsedMs > ceilingMs);
  expect(late.map(({ what, answer }) => `${what}: ${Math.round(answer.elapsedMs)} ms`)).toEqual([]);
  const failed = answers.filter(({ answer }) => answer.status >= 500 && answer.status !== 503);
  expect(failed.map(({ what, answer }) => `${what}: ${answer.status}`)).toEqual([]);
}

test('behind a lock: the requests answer 503 in time, and their statements are gone a second later', async () => {
  const locker = new pg.Client({ connectionString: db().adminUrl.replace(/\/postgres$/, '/abo_lifetime') });
  await locker.connect();
  try {
    await locker.query('begin');
    await locker.query('lock table airline in access exclusive mode');
    const abandoned = Array.from({ length: 4 }, () => abandonedRequest(READS[0] ?? '', 300));
    const answers = await Promise.all(READS.map(async (path) => ({ what: path, answer: await get(path) })));
    await Promise.all(abandoned);
    expectWithin(answers.map((entry) => ({ ...entry, ceilingMs: QUERY_TIMEOUT_MS + MARGIN_MS })));
    expect(answers.map(({ what, answer }) => `${what}: ${answer.status}`)).toEqual(READS.map((path) => `${path}: 503`));
    await sleep(1000);
    expect(await serverStatementsOverASecond()).toEqual([]);
  } finally {
    await locker.query('rollback').catch(() => undefined);
    await locker.end();
  }
});

test('frozen: every route, the health report included, answers within its ceiling; nothing runs on after', async () => {
  expect((await get(READS[0] ?? '')).status).toBe(200);
  db().freeze();
  let answers: { what: string; answer: HttpAnswer; ceilingMs: number }[];
  try {
    const abandoned = abandonedRequest(READS[0] ?? '', 300);
    answers = await Promise.all([
      ...READS.map(async (path) => ({ what: path, answer: await get(path), ceilingMs: QUERY_TIMEOUT_MS + MARGIN_MS })),
      (async () => ({
        what: 'POST /api/v1/Airlines',
        answer: await httpRequest(api(), '/api/v1/Airlines', {
          method: 'POST',
          headers: bearer(token),
          json: { Name: 'Frozen Air' },
          timeoutMs: QUERY_TIMEOUT_MS + MARGIN_MS,
        }),
        ceilingMs: QUERY_TIMEOUT_MS + MARGIN_MS,
      }))(),
      (async () => ({ what: 'HealthCheck', answer: await get('/api/v1/HealthCheck'), ceilingMs: HEALTH_CEILING_MS }))(),
      (async () => ({ what: '/readyz', answer: await get('/readyz'), ceilingMs: READY_CEILING_MS }))(),
      (async () => ({ what: '/livez', answer: await get('/livez'), ceilingMs: MARGIN_MS }))(),
    ]);
    await abandoned;
  } finally {
    db().resume();
  }
  expectWithin(answers);
  const statuses = Object.fromEntries(answers.map(({ what, answer }) => [what, answer.status]));
  expect(statuses).toEqual({
    ...Object.fromEntries(READS.map((path) => [path, 503])),
    'POST /api/v1/Airlines': 503,
    HealthCheck: 503,
    '/readyz': 503,
    '/livez': 200,
  });
  // Once PostgreSQL runs again it reads the cancels sent while it was frozen, and its own timeouts have passed.
  await sleep(1000);
  expect(await serverStatementsOverASecond()).toEqual([]);
});
