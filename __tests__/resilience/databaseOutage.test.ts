import { performance } from 'node:perf_hooks';
import { bearer, httpRequest, jsonOf, signIn, type HttpAnswer } from '../../tools/resilience/httpClient';
import { createPostgresCluster, type PostgresCluster } from '../../tools/resilience/postgresCluster';
import { newJwtSecret, startServerInstance, type ServerInstance } from '../../tools/resilience/serverInstances';
import { sleep } from '../../tools/resilience/waitFor';

// The real server on PostgreSQL (its own cluster, which this file stops and freezes) while the database goes away:
// an outage is a temporary condition of the service (503, problem+json, promptly), never a defect (500) or a hang,
// and the service comes back by itself when the database does.

jest.setTimeout(60_000);

const QUERY_TIMEOUT_MS = 1500;
/** What a request may take beyond the query timeout: the rest of its work and a loaded test machine. */
const MARGIN_MS = 1000;
const STOP_DEADLINE_MS = 2000;
const RETURN_DEADLINE_MS = 2000;
const RESUME_DEADLINE_MS = QUERY_TIMEOUT_MS + 2000;

const READS = [
  '/api/v1/Airlines?page=1&pageSize=10',
  '/api/v1/Airlines/1',
  '/api/v1/Passengers?page=2&pageSize=5',
  '/api/v1/Passengers/search?lastName=son&page=1&pageSize=10',
  '/api/v1/Flights?page=1&pageSize=5',
  '/api/v1/Airlines/byName/air',
];

let cluster: PostgresCluster | undefined;
let server: ServerInstance | undefined;
let token = '';

const db = () => cluster as PostgresCluster;
const api = () => (server as ServerInstance).url;

beforeAll(async () => {
  cluster = await createPostgresCluster();
  await cluster.start();
  const { url } = await cluster.createAppDatabase('abo_outage');
  server = await startServerInstance({
    DATABASE_URL: url,
    JWT_SECRET: newJwtSecret(),
    SEED_DEMO: '1',
    DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
  });
  token = await signIn(api(), 'aa', 'aa');
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await cluster?.drop();
});

const get = (path: string, timeoutMs: number) => httpRequest(api(), path, { headers: bearer(token), timeoutMs });

/** A signed-in read that succeeds: it also refreshes the server's short-lived memory of the token's user. */
async function expectServing(): Promise<void> {
  const answer = await get(READS[0] ?? '', 10_000);
  expect(answer.status).toBe(200);
}

function expectProblem503(answer: HttpAnswer, what: string): void {
  const shown = `${what} answered ${answer.status} ${String(answer.headers['content-type'])}: ${answer.body.slice(0, 300)}`;
  expect({ what, status: answer.status }).toEqual({ what, status: 503 });
  expect(String(answer.headers['content-type'])).toMatch(/^application\/problem\+json/);
  expect({ shown, status: (jsonOf(answer) as { status?: unknown } | undefined)?.status }).toEqual({
    shown,
    status: 503,
  });
}

function expectUnhealthyReport(answer: HttpAnswer): void {
  expect(answer.status).toBe(503);
  const report = jsonOf(answer) as { status?: string; entries?: Record<string, { status?: string }> } | undefined;
  expect(report?.status).toBe('Unhealthy');
  expect(report?.entries?.Database?.status).toBe('Unhealthy');
}

/** Polls `path` until it answers 200; returns how long that took from `since`, or fails after `deadlineMs` more. */
async function msUntilServing(path: string, since: number, deadlineMs: number): Promise<number> {
  let last = '';
  while (performance.now() - since <= deadlineMs + 1000) {
    try {
      const answer = await get(path, 1000);
      if (answer.status === 200) return performance.now() - since;
      last = `${answer.status} ${answer.body.slice(0, 200)}`;
    } catch (error) {
      last = String(error);
    }
    await sleep(50);
  }
  throw new Error(`${path} did not answer 200 within ${deadlineMs + 1000} ms; last: ${last}`);
}

describe('a stopped database', () => {
  afterAll(async () => {
    // Whatever happened above, the cluster runs again for the tests below.
    if (
      !(await db()
        .adminQuery('select 1')
        .then(
          () => true,
          () => false,
        ))
    )
      await db().start();
  });

  test('reads answer 503 problem+json, the health report is Unhealthy and /readyz 503, within 2 s of the stop', async () => {
    await expectServing();
    await db().stop();
    const stoppedAt = performance.now();

    const answers = await Promise.all([
      ...READS.map((path) => get(path, STOP_DEADLINE_MS)),
      get('/api/v1/HealthCheck', STOP_DEADLINE_MS),
      httpRequest(api(), '/readyz', { timeoutMs: STOP_DEADLINE_MS }),
    ]);
    const answeredWithinMs = performance.now() - stoppedAt;

    READS.forEach((path, index) => expectProblem503(answers[index] as HttpAnswer, `GET ${path}`));
    expectUnhealthyReport(answers[READS.length] as HttpAnswer);
    expect((answers[READS.length + 1] as HttpAnswer).status).toBe(503);
    expect(answeredWithinMs).toBeLessThanOrEqual(STOP_DEADLINE_MS);
  });

  test('requests succeed again within 2 s of its return, with the same server process', async () => {
    await db().start();
    const backAt = performance.now();
    const ms = await msUntilServing(READS[0] ?? '', backAt, RETURN_DEADLINE_MS);
    expect(ms).toBeLessThanOrEqual(RETURN_DEADLINE_MS);
    for (const path of READS) expect([path, (await get(path, 5000)).status]).toEqual([path, 200]);
    expect((await get('/api/v1/HealthCheck', 5000)).status).toBe(200);
    expect((await httpRequest(api(), '/readyz')).status).toBe(200);
  });
});

describe('a frozen database (SIGSTOP to the postmaster and its processes)', () => {
  afterAll(() => db().resume());

  test(`every request answers 503 problem+json within the query timeout (${QUERY_TIMEOUT_MS} ms) plus ${MARGIN_MS} ms`, async () => {
    await expectServing();
    db().freeze();
    const deadline = QUERY_TIMEOUT_MS + MARGIN_MS;
    const create = () =>
      httpRequest(api(), '/api/v1/Airlines', {
        method: 'POST',
        headers: bearer(token),
        json: { Name: 'Frozen Air' },
        timeoutMs: deadline,
      });

    // More requests at once than the server has pooled connections (10), twice: the second wave finds whatever the
    // first left behind (connections still waiting on the frozen database).
    for (const wave of [1, 2]) {
      const reads = [...READS, ...READS];
      const answers = await Promise.all([
        ...reads.map((path) => get(path, deadline)),
        create(),
        get('/api/v1/HealthCheck', deadline),
        httpRequest(api(), '/readyz', { timeoutMs: deadline }),
      ]);
      reads.forEach((path, index) => expectProblem503(answers[index] as HttpAnswer, `wave ${wave}: GET ${path}`));
      expectProblem503(answers[reads.length] as HttpAnswer, `wave ${wave}: POST /api/v1/Airlines`);
      const health = answers[reads.length + 1] as HttpAnswer;
      // In the first wave the token's user is still remembered, so the health report itself answers; later the
      // check of the token may be what meets the frozen database, and its 503 is a problem.
      if (wave === 1) expectUnhealthyReport(health);
      else expect(health.status).toBe(503);
      expect((answers[reads.length + 2] as HttpAnswer).status).toBe(503);
      for (const answer of answers) expect(answer.elapsedMs).toBeLessThanOrEqual(deadline);
    }
  });

  test(`after SIGCONT it serves again within ${RESUME_DEADLINE_MS} ms`, async () => {
    db().resume();
    const resumedAt = performance.now();
    const ms = await msUntilServing(READS[0] ?? '', resumedAt, RESUME_DEADLINE_MS);
    expect(ms).toBeLessThanOrEqual(RESUME_DEADLINE_MS);
    for (const path of READS) expect([path, (await get(path, 5000)).status]).toEqual([path, 200]);
    expect((await httpRequest(api(), '/readyz')).status).toBe(200);
  });
});
