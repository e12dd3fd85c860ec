import { bearer, DEMO_USERS, signIn, startTestApp, type TestApp } from '../helpers/testApp';

// The reference frontends run from their own development server, so a browser preflights each of their calls: every
// call carries Authorization and Content-Type, and the MUI client's writes an Idempotency-Key too (allowed
// for the origins of CORS_ORIGINS). The answers that follow, the early 404 included, must carry the CORS
// headers, or the browser hides them from the client.

const CLIENT_ORIGIN = 'http://localhost:3000';

let testApp: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  testApp = await startTestApp({ config: { corsOrigins: [CLIENT_ORIGIN] } });
  admin = bearer(await signIn(testApp.app, DEMO_USERS.admin));
});
afterAll(() => testApp.close());

it.each([
  ['DELETE', '/api/v1/PlaneTickets/5', 'authorization,content-type,idempotency-key'],
  ['PUT', '/api/v1/Airlines/4', 'authorization,content-type,idempotency-key'],
  ['GET', '/api/v1/Airlines/search?name=air&page=1&pageSize=10', 'authorization,content-type'],
])('preflight of %s %s with the headers %s → allowed', async (method, url, requested) => {
  const response = await testApp.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin: CLIENT_ORIGIN,
      'access-control-request-method': method,
      'access-control-request-headers': requested,
    },
  });
  expect(response.statusCode).toBe(204);
  expect(response.headers['access-control-allow-origin']).toBe(CLIENT_ORIGIN);
  expect(response.headers['access-control-allow-methods']).toContain(method);
  const allowedHeaders = String(response.headers['access-control-allow-headers'])
    .toLowerCase()
    .split(/\s*,\s*/);
  expect(allowedHeaders).toEqual(expect.arrayContaining(requested.split(',')));
});

it('the body-less DELETE that follows → 204 with the CORS headers, the row gone', async () => {
  const response = await testApp.app.inject({
    method: 'DELETE',
    url: '/api/v1/PlaneTickets/5',
    headers: {
      ...admin,
      origin: CLIENT_ORIGIN,
      'content-type': 'application/json',
      'idempotency-key': 'PlaneTickets-delete-5-7c9e6679-7425-40de-944b-e07fc1f90ae7',
    },
  });
  expect(response.statusCode).toBe(204);
  expect(response.headers['access-control-allow-origin']).toBe(CLIENT_ORIGIN);
  const ticket = await testApp.database.db
    .selectFrom('planeTicket')
    .select('id')
    .where('id', '=', 5)
    .executeTakeFirst();
  expect(ticket).toBeUndefined();
});

it('an unknown path answered before its body is read still carries the CORS headers', async () => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/Nowhere',
    headers: { ...admin, origin: CLIENT_ORIGIN, 'content-type': 'application/json' },
    payload: '{"not json',
  });
  expect(response.statusCode).toBe(404);
  expect(response.headers['access-control-allow-origin']).toBe(CLIENT_ORIGIN);
});
