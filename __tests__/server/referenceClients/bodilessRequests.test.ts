import type { InjectOptions } from 'fastify';
import { bearer, DEMO_USERS, signIn, startTestApp, type TestApp } from '../helpers/testApp';

// Two rules every reference frontend relies on. A request without a body is a request without a body, whatever its
// Content-Type says (those clients send `Content-Type: application/json` on DELETE and GET too). And routing comes
// first: a path no route serves answers 404 (or 405 with Allow when the path exists for other methods), whatever the
// request's headers and body; the body rules apply only once a route has been found.

let testApp: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  testApp = await startTestApp();
  admin = bearer(await signIn(testApp.app, DEMO_USERS.admin));
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const send = (options: InjectOptions) =>
  testApp.app.inject({ ...options, headers: { ...admin, ...(options.headers as Record<string, string>) } });
const ticketExists = async (id: number) =>
  (await db().selectFrom('planeTicket').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
const airlineCount = async () =>
  Number(
    (
      await db()
        .selectFrom('airline')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a request without a body, whatever its Content-Type says', () => {
  it.each([
    ['application/json, no Content-Length (fetch)', 1, { 'content-type': 'application/json' }],
    ['application/json, Content-Length 0', 2, { 'content-type': 'application/json', 'content-length': '0' }],
    ['application/json; charset=utf-8', 3, { 'content-type': 'application/json; charset=utf-8' }],
    ['text/plain: not 415', 4, { 'content-type': 'text/plain', 'content-length': '0' }],
    ['a malformed media type: not 415', 5, { 'content-type': 'not a media type' }],
  ])('DELETE with %s → 204, the row is gone', async (_kind, id, headers) => {
    const response = await send({ method: 'DELETE', url: `/api/v1/PlaneTickets/${id}`, headers });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await ticketExists(id)).toBe(false);
  });

  it.each([
    ['GET', '/api/v1/Airlines?page=1&pageSize=10', 200],
    ['GET', '/api/v1/Airlines/4', 200],
    ['HEAD', '/api/v1/Airlines/4', 200],
  ] as const)('%s %s with Content-Type: application/json and no body → %i', async (method, url, status) => {
    const response = await send({ method, url, headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(status);
  });

  it.each([
    ['application/json', 'application/json'],
    ['text/plain (not 415)', 'text/plain'],
  ])('POST /Airlines with %s and no body → 400 from validation, nothing created', async (_kind, type) => {
    const before = await airlineCount();
    const response = await send({
      method: 'POST',
      url: '/api/v1/Airlines',
      headers: { 'content-type': type, 'content-length': '0' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, errors: { body: ['A non-empty request body is required.'] } });
    expect(await airlineCount()).toBe(before);
  });

  it.each(['PUT', 'PATCH'] as const)(
    '%s with Content-Type: application/json and no body → 400 from validation, the row unchanged',
    async (method) => {
      const response = await send({
        method,
        url: '/api/v1/Airlines/4',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ body: ['A non-empty request body is required.'] });
      expect(await db().selectFrom('airline').select('name').where('id', '=', 4).executeTakeFirst()).toEqual({
        name: 'Lufthansa',
      });
    },
  );

  it('a body keeps today’s rules: text/plain with content → 415, JSON with bad content → 400', async () => {
    const plain = await send({
      method: 'POST',
      url: '/api/v1/Airlines',
      headers: { 'content-type': 'text/plain' },
      payload: 'Air Nowhere',
    });
    expect(plain.statusCode).toBe(415);
    const broken = await send({
      method: 'POST',
      url: '/api/v1/Airlines',
      headers: { 'content-type': 'application/json' },
      payload: '{"Name": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().detail).toBe('The request body is not valid JSON.');
  });
});

describe('routing comes first: no route, no body rules', () => {
  const oversized = JSON.stringify({ Name: 'x'.repeat(70 * 1024) });

  it.each([
    ['GET', '/api/v1/Nowhere', { 'content-type': 'application/json' }, undefined],
    ['DELETE', '/api/v1/Nowhere/1', { 'content-type': 'application/json' }, undefined],
    ['DELETE', '/api/v1/Nowhere/1', { 'content-type': 'application/json', 'content-length': '0' }, undefined],
    ['POST', '/api/v1/Nowhere', { 'content-type': 'application/json' }, '{"not json'],
    ['POST', '/api/v1/Nowhere', { 'content-type': 'application/json', 'content-length': '0' }, undefined],
    ['PUT', '/api/v1/Nowhere/1', { 'content-type': 'text/plain' }, 'plain text'],
    ['PUT', '/api/v1/Nowhere/1', { 'content-type': 'application/json' }, oversized],
    ['PATCH', '/api/v1/Nowhere/1', { 'content-type': 'not a media type' }, '[]'],
    ['POST', '/somewhere-else', { 'content-type': 'application/json' }, '{"not json'],
  ] as const)('%s %s with %j → 404', async (method, url, headers, payload) => {
    const response = await send({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.json()).toMatchObject({ status: 404, detail: `Nothing exists at ${url}.` });
    // The answer went through every onRequest hook, as any other answer does.
    expect(response.headers['x-request-id']).toBeDefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['POST', '/api/v1/Airlines/5', { 'content-type': 'application/json' }, '{"not json'],
    ['POST', '/api/v1/Airlines/5', { 'content-type': 'text/plain' }, 'plain text'],
    ['PUT', '/api/v1/TravelClasses/1', { 'content-type': 'application/json' }, oversized],
    ['DELETE', '/api/v1/TravelClasses/1', { 'content-type': 'application/json' }, undefined],
  ] as const)(
    '%s %s (a path served for other methods) with %j → 405 with Allow',
    async (method, url, headers, payload) => {
      const response = await send({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toMatch(/\bGET\b/);
      expect(response.headers.allow).not.toContain(method);
      expect(response.json()).toMatchObject({ status: 405 });
    },
  );
});
