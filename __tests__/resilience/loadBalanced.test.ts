import { performance } from 'node:perf_hooks';
import { freePort } from '../../tools/serverProcess';
import { startHaproxy, type Haproxy, type ServerStats } from '../../tools/resilience/haproxy';
import { bearer, httpRequest, jsonOf, signIn, type HttpAnswer } from '../../tools/resilience/httpClient';
import { runLoad } from '../../tools/resilience/loadMix';
import { startPgBouncer, type PgBouncer } from '../../tools/resilience/pgbouncer';
import { createPostgresCluster, type PostgresCluster } from '../../tools/resilience/postgresCluster';
import { startRedisServer, type RedisServer } from '../../tools/resilience/redisServer';
import {
  newJwtSecret,
  startServerInstance,
  startServerInstances,
  loggedErrors,
  stopAll,
  type ServerInstance,
} from '../../tools/resilience/serverInstances';

// The deployment of the README's "Several instances behind HAProxy": two server instances behind HAProxy, both
// through PgBouncer (transaction pooling) to one PostgreSQL and sharing one Redis, each started from the example
// configurations in deploy/. What must hold there and nowhere else: no request fails under load through the pooler,
// the sign-in limit counts across instances, a user's change reaches the other instance at once, and the address a
// client writes into Host never ends up in a Location.

jest.setTimeout(60_000);

const DATABASE = 'abo_balanced';
const SIGN_IN_MAX_FAILURES = 10;
const LOAD_SECONDS = 30;
const LOAD_CONNECTIONS = 100;
const PROPAGATION_LIMIT_MS = 100;

let cluster: PostgresCluster | undefined;
let pgbouncer: PgBouncer | undefined;
let redis: RedisServer | undefined;
let servers: ServerInstance[] = [];
let haproxy: Haproxy | undefined;
let instanceEnv: NodeJS.ProcessEnv = {};
let publicUrl = '';

const lb = () => (haproxy as Haproxy).url;
const instance = (index: number) => servers[index] as ServerInstance;

beforeAll(async () => {
  cluster = await createPostgresCluster();
  await cluster.start();
  const { user, password } = await cluster.createAppDatabase(DATABASE);
  [pgbouncer, redis] = await Promise.all([
    startPgBouncer({ serverPort: cluster.port, database: DATABASE, user: { name: user, password } }),
    startRedisServer(),
  ]);
  // The instances must know the public address before HAProxy, which needs theirs, starts.
  const haproxyPort = await freePort();
  publicUrl = `http://127.0.0.1:${haproxyPort}`;
  instanceEnv = {
    DATABASE_URL: pgbouncer.url,
    REDIS_URL: redis.url,
    JWT_SECRET: newJwtSecret(),
    SEED_DEMO: '1',
    // HAProxy connects from 127.0.0.1: the client's address is the last X-Forwarded-For entry it appends.
    TRUST_PROXY: '127.0.0.1',
    SIGN_IN_MAX_FAILURES: String(SIGN_IN_MAX_FAILURES),
  };
  servers = await startServerInstances(2, { ...instanceEnv, PUBLIC_URL: publicUrl });
  haproxy = await startHaproxy({ backends: servers.map((server) => server.address), port: haproxyPort });
}, 180_000);

afterAll(async () => {
  await haproxy?.stop();
  await stopAll(servers);
  await Promise.all([pgbouncer?.stop(), redis?.stop()]);
  await cluster?.drop();
});

async function idsOf(token: string, resource: string): Promise<number[]> {
  const answer = await httpRequest(lb(), `/api/v1/${resource}?page=1&pageSize=20`, { headers: bearer(token) });
  expect(answer.status).toBe(200);
  const page = jsonOf(answer) as { data: { id: number }[] };
  return page.data.map((record) => record.id);
}

const requestsPer = (stats: ServerStats[]) => Object.fromEntries(stats.map((server) => [server.name, server.requests]));

test(
  `${LOAD_CONNECTIONS} connections for ${LOAD_SECONDS} s of lists, records, searches and creates: no error, no non-2xx`,
  async () => {
    const token = await signIn(lb(), 'aa', 'aa');
    const ids = {
      Airlines: await idsOf(token, 'Airlines'),
      Passengers: await idsOf(token, 'Passengers'),
      Flights: await idsOf(token, 'Flights'),
    };
    const before = requestsPer(await (haproxy as Haproxy).servers());

    const result = await runLoad({
      url: lb(),
      token,
      connections: LOAD_CONNECTIONS,
      durationSeconds: LOAD_SECONDS,
      ids,
    });

    const failed = {
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      failures: result.failures,
    };
    expect({ ...failed, serverErrors: loggedErrors(servers) }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
      failures: [],
      serverErrors: [],
    });
    expect(result.requests).toBeGreaterThan(LOAD_SECONDS * 50);
    // Both instances took a share, and the database work went through PgBouncer in transaction pooling.
    const after = requestsPer(await (haproxy as Haproxy).servers());
    for (const name of ['app1', 'app2'])
      expect((after[name] ?? 0) - (before[name] ?? 0)).toBeGreaterThan(result.requests / 10);
    const pool = (await (pgbouncer as PgBouncer).show('POOLS')).find((row) => row.database === DATABASE);
    expect(pool?.pool_mode).toBe('transaction');
    const stats = (await (pgbouncer as PgBouncer).show('STATS')).find((row) => row.database === DATABASE);
    expect(Number(stats?.total_xact_count)).toBeGreaterThan(result.requests / 2);
  },
  (LOAD_SECONDS + 60) * 1000,
);

describe("a 201's Location ignores a forged Host", () => {
  const createWithForgedHost = (url: string, token: string) =>
    httpRequest(url, '/api/v1/Airlines', {
      method: 'POST',
      headers: { ...bearer(token), host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      json: { Name: 'Forged Host Air' },
    });

  test('with PUBLIC_URL: it starts with PUBLIC_URL, through HAProxy and on each instance directly', async () => {
    const token = await signIn(lb(), 'aa', 'aa');
    for (const url of [lb(), instance(0).url, instance(1).url]) {
      const answer = await createWithForgedHost(url, token);
      expect(answer.status).toBe(201);
      const location = String(answer.headers.location);
      expect({ via: url, location }).toEqual({
        via: url,
        location: expect.stringMatching(/\/api\/v1\/Airlines\/\d+$/),
      });
      expect({ via: url, start: location.slice(0, publicUrl.length + 1) }).toEqual({
        via: url,
        start: `${publicUrl}/`,
      });
      const created = await httpRequest(lb(), new URL(location).pathname, { headers: bearer(token) });
      expect((jsonOf(created) as { name?: string }).name).toBe('Forged Host Air');
    }
  });

  test('without PUBLIC_URL: it is relative, /api/v1/Airlines/<id>', async () => {
    let bare: ServerInstance | undefined;
    try {
      bare = await startServerInstance(instanceEnv);
      const token = await signIn(bare.url, 'aa', 'aa');
      const answer = await createWithForgedHost(bare.url, token);
      expect({ status: answer.status, serverErrors: loggedErrors([bare]) }).toEqual({ status: 201, serverErrors: [] });
      expect(String(answer.headers.location)).toMatch(/^\/api\/v1\/Airlines\/\d+$/);
    } finally {
      await bare?.stop();
    }
  });
});

test(`a user demoted on one instance has its old token refused by the other within ${PROPAGATION_LIMIT_MS} ms`, async () => {
  const [first, second] = [instance(0), instance(1)];
  const superAdmin = await signIn(lb(), 'og', 'og');
  const oldToken = await signIn(second.url, 'aa', 'aa');
  // The second instance has just checked this token's user, and would otherwise rely on that for AUTH_CACHE_MS.
  expect(
    (await httpRequest(second.url, '/api/v1/Airlines?page=1&pageSize=1', { headers: bearer(oldToken) })).status,
  ).toBe(200);

  const found = await httpRequest(first.url, '/api/v1/ApiUsers/search?userName=aa', { headers: bearer(superAdmin) });
  expect(found.status).toBe(200);
  const users = (jsonOf(found) as { data: { apiUserId: number; userName: string; password: string; roles: string }[] })
    .data;
  const aa = users.find((user) => user.userName === 'aa');
  expect(aa?.roles).toBe('Admin');
  const demoted = await httpRequest(first.url, `/api/v1/ApiUsers/${aa?.apiUserId}`, {
    method: 'PUT',
    headers: bearer(superAdmin),
    // The stored hash sent back keeps the password: only the role changes.
    json: { ApiUserId: aa?.apiUserId, UserName: 'aa', Password: aa?.password, Roles: 'User' },
  });
  expect(demoted.status).toBe(204);
  const demotedAt = performance.now();

  let answer: HttpAnswer | undefined;
  // Asked again and again, directly (not through HAProxy), until refused; bounded well past the limit so that a
  // failure shows how long it really took.
  while (performance.now() - demotedAt < 10_000) {
    answer = await httpRequest(second.url, '/api/v1/Airlines?page=1&pageSize=1', { headers: bearer(oldToken) });
    if (answer.status !== 200) break;
  }
  const refusedAfterMs = Math.round(performance.now() - demotedAt);
  expect(answer?.status).toBe(401);
  expect(refusedAfterMs).toBeLessThanOrEqual(PROPAGATION_LIMIT_MS);
});

test(`200 parallel wrong sign-ins across both instances check at most ${SIGN_IN_MAX_FAILURES} passwords; the right one then gets no token`, async () => {
  const before = requestsPer(await (haproxy as Haproxy).servers());
  const rightPasswordAnswers: Promise<HttpAnswer>[] = [];
  const rightPassword = () =>
    [lb(), instance(0).url, instance(1).url].map((url) =>
      httpRequest(url, '/api/v1/Authentication', { method: 'POST', json: { UserName: 'aa', Password: 'aa' } }),
    );

  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, index) =>
      httpRequest(lb(), '/api/v1/Authentication', {
        method: 'POST',
        json: { UserName: 'aa', Password: `wrong-${index}` },
        timeoutMs: 30_000,
      }).then((answer) => {
        // The limit is reached once the first 429 comes back: the right password is sent then, while the rest of
        // the burst is still being answered.
        if (answer.status === 429 && rightPasswordAnswers.length === 0) rightPasswordAnswers.push(...rightPassword());
        return answer;
      }),
    ),
  );

  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  expect(Object.keys(counts).sort()).toEqual(expect.arrayContaining(['429']));
  expect(Object.keys(counts).filter((status) => status !== '401' && status !== '429')).toEqual([]);
  expect(counts[401] ?? 0).toBeLessThanOrEqual(SIGN_IN_MAX_FAILURES);
  for (const answer of answers.filter((candidate) => candidate.status === 429)) {
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  }
  // Spread across both instances by HAProxy.
  const after = requestsPer(await (haproxy as Haproxy).servers());
  for (const name of ['app1', 'app2']) expect((after[name] ?? 0) - (before[name] ?? 0)).toBeGreaterThan(0);

  const right = await Promise.all(rightPasswordAnswers.length > 0 ? rightPasswordAnswers : rightPassword());
  expect(right.map((answer) => answer.status)).toEqual([429, 429, 429]);
});
