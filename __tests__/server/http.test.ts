import Fastify from 'fastify';
import { probeRoutes } from '../../server/routes/probes';
import { bearer, DEMO_USERS, signIn, startTestApp, type TestApp } from './helpers/testApp';

const ADMIN_ORIGIN = 'https://admin.example.com';
let testApp: TestApp;
let token: string;

beforeAll(async () => {
  testApp = await startTestApp({ config: { corsOrigins: [ADMIN_ORIGIN] } });
  token = await signIn(testApp.app, DEMO_USERS.user);
});
afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

describe('routing (D-35)', () => {
  it.each(['/api/v1/HealthCheck', '/api/v1.0/HealthCheck', '/API/V1/healthcheck/', '/api/V1.0/HEALTHCHECK/'])(
    'serves %s',
    async (url) => {
      const response = await get(url, bearer(token));
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe('Healthy');
    },
  );

  it('matches the sign-in route case-insensitively too', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/API/v1.0/authentication/',
      payload: { username: 'uu', password: 'uu' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers an unknown API route with a 404 problem', async () => {
    const response = await get('/api/v1/nope?page=2');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.json()).toEqual({
      type: 'https://tools.ietf.org/html/rfc9110#section-15.5.5',
      title: 'Not Found',
      status: 404,
      detail: 'Nothing exists at /api/v1/nope.',
      instance: '/api/v1/nope',
      traceId: response.headers['x-request-id'],
    });
  });

  it('answers a known path with the wrong method with a 405 problem and an Allow header', async () => {
    const response = await testApp.app.inject({ method: 'DELETE', url: '/api/v1/healthcheck' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.json()).toMatchObject({
      status: 405,
      title: 'Method Not Allowed',
      detail: 'DELETE is not allowed for /api/v1/healthcheck; use GET, HEAD.',
    });
    expect((await get('/api/v1/Authentication')).headers.allow).toBe('POST');
  });

  it('does not serve other API versions', async () => {
    expect((await get('/api/v2/HealthCheck', bearer(token))).statusCode).toBe(404);
    expect((await get('/api/v1.01/HealthCheck', bearer(token))).statusCode).toBe(404);
  });
});

describe('response headers', () => {
  it('sends security headers and a Content-Security-Policy that allows the app and the maps embed (D-50)', async () => {
    const response = await get('/livez');
    const csp = String(response.headers['content-security-policy']).split(';');
    expect(csp).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "connect-src 'self'",
        'frame-src https://maps.google.com https://www.google.com',
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ]),
    );
    expect(csp.some((directive) => directive.startsWith('upgrade-insecure-requests'))).toBe(false);
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': expect.stringContaining('max-age='),
    });
  });

  it('sends the headers on error responses as well', async () => {
    const response = await get('/api/v1/HealthCheck');
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('keeps API answers out of every cache', async () => {
    for (const url of ['/api/v1/HealthCheck', '/api/v1/nope']) {
      expect((await get(url, bearer(token))).headers['cache-control']).toBe('no-store');
    }
  });

  it('gives every response a request id, keeping a sane incoming one and replacing anything else', async () => {
    const generated = await get('/livez');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await get('/livez', { 'x-request-id': 'lb-1234.abc' })).headers['x-request-id']).toBe('lb-1234.abc');
    const insane = await get('/livez', { 'x-request-id': 'x'.repeat(200) });
    expect(insane.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const problem = await get('/api/v1/nope', { 'x-request-id': 'trace-42' });
    expect(problem.json().traceId).toBe('trace-42');
  });

  it('answers CORS preflights for an origin listed in CORS_ORIGINS only', async () => {
    const preflight = (origin: string) =>
      testApp.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/HealthCheck',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
    const allowed = await preflight(ADMIN_ORIGIN);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(ADMIN_ORIGIN);
    expect(allowed.headers['access-control-allow-methods']).toContain('PUT');
    expect((await preflight('https://evil.example.com')).headers['access-control-allow-origin']).toBeUndefined();
    const read = await get('/api/v1/HealthCheck', { ...bearer(token), origin: ADMIN_ORIGIN });
    expect(read.headers['access-control-allow-origin']).toBe(ADMIN_ORIGIN);
  });
});

describe('probes', () => {
  it('/livez answers while the process runs, without a token', async () => {
    const response = await get('/livez');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 after a database round trip', async () => {
    const response = await get('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });
});

describe('shutting down', () => {
  it('/readyz answers 503 while the server is closing, so load balancers stop sending traffic', async () => {
    // The flag buildApp sets in its preClose hook, given directly: an app that is closing no longer takes requests.
    const app = Fastify().decorate('db', testApp.database.db);
    await app.register(probeRoutes, { isShuttingDown: () => true });
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'shutting down' });
    await app.close();
  });
});
