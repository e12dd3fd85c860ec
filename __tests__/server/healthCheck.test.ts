import { bearer, DEMO_USERS, signIn, startTestApp, type TestApp } from './helpers/testApp';

const HEALTH = '/api/v1/HealthCheck';
const TIME_SPAN = /^\d{2}:\d{2}:\d{2}\.\d{7}$/;

describe('GET /api/v1/HealthCheck', () => {
  let testApp: TestApp;
  let token: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    token = await signIn(testApp.app, DEMO_USERS.user);
  });
  afterAll(() => testApp.close());

  it('reports the API, the database and the data as Healthy with 200, in the report shape of the reference (D-48)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: HEALTH, headers: bearer(token) });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const report = response.json();
    expect(Object.keys(report)).toEqual(['status', 'totalDuration', 'entries']);
    expect(report.status).toBe('Healthy');
    expect(report.totalDuration).toMatch(TIME_SPAN);
    expect(Object.keys(report.entries)).toEqual(['API', 'Database', 'Data rules']);
    expect(report.entries.API).toEqual({
      data: {
        eventLoopDelayMeanMs: expect.any(Number),
        eventLoopDelayP99Ms: expect.any(Number),
        eventLoopDelayMaxMs: expect.any(Number),
        rssBytes: expect.any(Number),
        heapUsedBytes: expect.any(Number),
        uptimeSeconds: expect.any(Number),
      },
      description: 'The API is up and running.',
      duration: expect.stringMatching(TIME_SPAN),
      status: 'Healthy',
      tags: [],
    });
    expect(report.entries.Database).toEqual({
      data: {},
      description: 'Database is reachable.',
      duration: expect.stringMatching(TIME_SPAN),
      status: 'Healthy',
      tags: [],
    });
    // Degraded when records break a booking rule: resources/bookingRules.test.ts.
    expect(report.entries['Data rules']).toEqual({
      data: {
        checkedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        seatSoldOnce: 0,
        passengerOncePerFlight: 0,
        boughtBeforeDeparture: 0,
        pilotOncePerSlot: 0,
      },
      description: 'Every flight and ticket follows the booking rules.',
      duration: expect.stringMatching(TIME_SPAN),
      status: 'Healthy',
      tags: [],
    });
  });

  it('needs a signed-in user', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: HEALTH });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/v1/HealthCheck when a dependency is down', () => {
  it('answers 503 with the report and an Unhealthy Database entry when the database is closed', async () => {
    // A long lookup cache keeps the token accepted after the database goes away, as it would for a few seconds.
    const testApp = await startTestApp({ config: { authCacheMs: 600_000 } });
    try {
      const token = await signIn(testApp.app, DEMO_USERS.superAdmin);
      expect((await testApp.app.inject({ method: 'GET', url: HEALTH, headers: bearer(token) })).statusCode).toBe(200);
      await testApp.database.close();

      const response = await testApp.app.inject({ method: 'GET', url: HEALTH, headers: bearer(token) });
      expect(response.statusCode).toBe(503);
      const report = response.json();
      expect(report.status).toBe('Unhealthy');
      expect(report.entries.API.status).toBe('Healthy');
      expect(report.entries.Database).toMatchObject({ status: 'Unhealthy', description: 'Database is not reachable.' });

      const ready = await testApp.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'database unavailable' });
    } finally {
      await testApp.close();
    }
  });

  it('adds a Redis entry when REDIS_URL is set, Unhealthy while Redis is unreachable, and sign-in still works', async () => {
    const testApp = await startTestApp({ config: { redisUrl: 'redis://127.0.0.1:1' } });
    try {
      const token = await signIn(testApp.app, DEMO_USERS.admin);
      const response = await testApp.app.inject({ method: 'GET', url: HEALTH, headers: bearer(token) });
      expect(response.statusCode).toBe(503);
      const report = response.json();
      expect(Object.keys(report.entries)).toEqual(['API', 'Database', 'Redis', 'Data rules']);
      expect(report.entries.Database.status).toBe('Healthy');
      expect(report.entries.Redis).toMatchObject({ status: 'Unhealthy', description: 'Redis is not reachable.' });
    } finally {
      await testApp.close();
    }
  });
});
