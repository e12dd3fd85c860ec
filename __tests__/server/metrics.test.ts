import { bearer, DEMO_USERS, signIn, startTestApp, type TestApp } from './helpers/testApp';
import { parseExposition, samplesOf, valueOf, type Exposition } from './helpers/prometheusText';

const METRICS_TOKEN = 'scrape-token-0123456789abcdef';
const AIRLINES = '/api/v1/Airlines';
const AIRLINE = '/api/v1/Airlines/:id';

describe('GET /metrics without METRICS_TOKEN', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ seed: false });
  });
  afterAll(() => testApp?.close());

  it('does not exist: 404 like any unknown path, even with a bearer token', async () => {
    for (const headers of [{}, bearer(METRICS_TOKEN)]) {
      const response = await testApp.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let testApp: TestApp;
  let userToken: string;

  beforeAll(async () => {
    testApp = await startTestApp({ config: { metricsToken: METRICS_TOKEN } });
    userToken = await signIn(testApp.app, DEMO_USERS.user);
  });
  afterAll(() => testApp?.close());

  async function scrape(url = '/metrics'): Promise<Exposition> {
    const response = await testApp.app.inject({ method: 'GET', url, headers: bearer(METRICS_TOKEN) });
    expect(response.statusCode).toBe(200);
    return parseExposition(response.body);
  }

  const requestCount = (exposition: Exposition, route: string, status: number, method = 'GET') =>
    valueOf(exposition, 'http_requests_total', { method, route, status_code: String(status) }) ?? 0;

  // Functions: the user's token exists only once beforeAll has signed in.
  it.each<[string, () => Record<string, string>, string]>([
    ['no Authorization header', () => ({}), 'Bearer'],
    ['a wrong token', () => bearer('not-the-scrape-token-at-all'), 'Bearer error="invalid_token"'],
    ["a user's API token", () => bearer(userToken), 'Bearer error="invalid_token"'],
    [
      'the token under another scheme',
      () => ({ authorization: `Basic ${METRICS_TOKEN}` }),
      'Bearer error="invalid_token"',
    ],
  ])('answers 401 problem+json with a Bearer challenge to %s', async (_case, headers, challenge) => {
    const response = await testApp.app.inject({ method: 'GET', url: '/metrics', headers: headers() });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.headers['www-authenticate']).toBe(challenge);
    expect(response.json()).toMatchObject({ status: 401, instance: '/metrics' });
    expect(response.body).not.toContain('# TYPE');
  });

  it('answers the Prometheus text format, uncached, to a scraper that sends the token', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4(;|$)/);
    expect(response.headers['cache-control']).toBe('no-store');
    const exposition = parseExposition(response.body);
    expect(exposition.types.get('http_requests_total')).toBe('counter');
    expect(exposition.types.get('http_request_duration_seconds')).toBe('histogram');
  });

  it('counts requests per route pattern, method and status, with their latency in histogram buckets', async () => {
    const before = await scrape();
    const call = (url: string, headers: Record<string, string> = bearer(userToken)) =>
      testApp.app.inject({ method: 'GET', url, headers });
    expect((await call(AIRLINES)).statusCode).toBe(200);
    expect((await call(`${AIRLINES}?page=1`)).statusCode).toBe(200);
    expect((await call('/api/v1.0/airlines')).statusCode).toBe(200);
    expect((await call(`${AIRLINES}/1`)).statusCode).toBe(200);
    expect((await call(`${AIRLINES}/987654`)).statusCode).toBe(404);
    expect((await call(AIRLINES, {})).statusCode).toBe(401);
    expect((await call('/no/such/page-4242')).statusCode).toBe(404);
    const after = await scrape();

    const delta = (route: string, status: number) =>
      requestCount(after, route, status) - requestCount(before, route, status);
    expect(delta(AIRLINES, 200)).toBe(3);
    expect(delta(AIRLINES, 401)).toBe(1);
    expect(delta(AIRLINE, 200)).toBe(1);
    expect(delta(AIRLINE, 404)).toBe(1);
    expect(delta('unmatched', 404)).toBe(1);
    // The sign-in made before these calls, counted under its own method.
    expect(requestCount(after, '/api/v1/Authentication', 200, 'POST')).toBe(1);

    const labels = { method: 'GET', route: AIRLINES, status_code: '200' };
    const buckets = samplesOf(after, 'http_request_duration_seconds_bucket', labels);
    const bounds = buckets.map((bucket) => Number(bucket.labels.le === '+Inf' ? Infinity : bucket.labels.le));
    expect(bounds).toEqual([...bounds].sort((a, b) => a - b));
    expect(bounds.at(-1)).toBe(Infinity);
    expect(bounds.length).toBeGreaterThan(5);
    const counts = buckets.map((bucket) => bucket.value);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    const count = valueOf(after, 'http_request_duration_seconds_count', labels);
    expect(counts.at(-1)).toBe(count);
    expect(count).toBe(requestCount(after, AIRLINES, 200));
    const sum = valueOf(after, 'http_request_duration_seconds_sum', labels) ?? -1;
    expect(sum).toBeGreaterThan(0);
    expect(sum).toBeLessThan(30 * (count ?? 0));
  });

  it('never labels a series with a raw URL: no ids, query strings or unknown paths', async () => {
    const secretQuery = 'Name=query-text-9f3a';
    await testApp.app.inject({ method: 'GET', url: `${AIRLINES}/424242?${secretQuery}`, headers: bearer(userToken) });
    await testApp.app.inject({ method: 'GET', url: `/nothing-here/313131?${secretQuery}` });
    const exposition = await scrape();

    const labelValues = exposition.samples.flatMap((sample) => Object.values(sample.labels));
    for (const raw of ['424242', '313131', 'query-text', '?', 'nothing-here']) {
      expect(labelValues.filter((value) => value.includes(raw))).toEqual([]);
    }
    const routes = new Set(samplesOf(exposition, 'http_requests_total').map((sample) => sample.labels.route));
    for (const route of routes) expect(route === 'unmatched' || /^\/[\w/:.-]*$/.test(route ?? '')).toBe(true);
    expect(routes).toContain(AIRLINE);
  });

  it('does not count its own scrapes, whatever the spelling of the path', async () => {
    await scrape();
    await scrape('/METRICS');
    await testApp.app.inject({ method: 'GET', url: '/metrics' });
    const exposition = await scrape();
    const routes = samplesOf(exposition, 'http_requests_total').map((sample) => sample.labels.route?.toLowerCase());
    expect(routes).not.toContain('/metrics');
    expect(samplesOf(exposition, 'http_request_duration_seconds_count', { route: '/metrics' })).toEqual([]);
  });

  it("reports the database pool as the pool's own counters say", async () => {
    await testApp.app.inject({ method: 'GET', url: AIRLINES, headers: bearer(userToken) });
    const exposition = await scrape();
    const stats = testApp.database.poolStats();
    const total = valueOf(exposition, 'db_pool_connections');
    const idle = valueOf(exposition, 'db_pool_idle_connections');
    const waiting = valueOf(exposition, 'db_pool_waiting_requests');
    expect({ total, idle, waiting }).toEqual(stats);
    expect(total).toBeGreaterThanOrEqual(1);
    expect(idle).toBeLessThanOrEqual(total ?? 0);
    expect(waiting).toBe(0);
    for (const name of ['db_pool_connections', 'db_pool_idle_connections', 'db_pool_waiting_requests']) {
      expect(exposition.types.get(name)).toBe('gauge');
    }
  });

  it('reports event-loop delay and the process and Node.js defaults', async () => {
    const exposition = await scrape();
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_eventloop_lag_p99_seconds']) {
      expect(exposition.types.get(name)).toBe('gauge');
      const seconds = valueOf(exposition, name) ?? -1;
      expect(seconds).toBeGreaterThanOrEqual(0);
      expect(seconds).toBeLessThan(60);
    }
    expect(valueOf(exposition, 'process_resident_memory_bytes')).toBeGreaterThan(1e6);
    expect(valueOf(exposition, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(exposition, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(samplesOf(exposition, 'nodejs_version_info')[0]?.labels.version).toBe(process.version);
  });

  it('is left out of the OpenAPI document', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(response.json<{ paths: object }>().paths)).not.toContain('/metrics');
  });

  // Last: it closes the database under the app.
  it('answers without the database: a scrape reads the pool, never queries through it', async () => {
    await testApp.database.close();
    const exposition = await scrape();
    expect(valueOf(exposition, 'db_pool_connections')).toBe(0);
    expect(valueOf(exposition, 'db_pool_waiting_requests')).toBe(0);
  });
});
