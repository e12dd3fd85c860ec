import { Writable } from 'node:stream';
import { NAME_CLAIM, ROLE_CLAIM } from '../../src/domain/claims';
import { createLogger } from '../../server/logger';
import { decodePart, startTestApp, type TestApp } from './helpers/testApp';

const URL = '/api/v1/Authentication';
const logLines: string[] = [];
let testApp: TestApp;

beforeAll(async () => {
  // The server's own JSON logger at the most verbose level, to prove no password or token is ever written (D-55).
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  testApp = await startTestApp({ logger: createLogger('trace', sink), config: { signInMaxFailures: 1000 } });
});
afterAll(() => testApp.close());

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url: URL, payload: payload as string, headers });

describe('POST /api/v1/Authentication', () => {
  it('returns the raw JWT as text/plain with the claims of the reference API, and its session beside them', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await post({ UserName: 'og', Password: 'og' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const token = response.body;
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(decodePart(token, 0)).toEqual({ alg: 'HS512', typ: 'JWT' });
    const claims = decodePart(token, 1);
    expect(claims).toEqual({
      [NAME_CLAIM]: 'og',
      [ROLE_CLAIM]: 'SuperAdmin',
      iss: 'airport-back-office',
      aud: 'airport-back-office',
      iat: expect.any(Number),
      nbf: expect.any(Number),
      exp: expect.any(Number),
      // Additive (D-93, D-94): the session, which of its tokens this is, its sign-in and its end, 12 hours later.
      sid: expect.stringMatching(/^[1-9]\d*$/),
      ver: 1,
      auth_time: expect.any(Number),
      session_exp: (claims.auth_time as number) + 12 * 3600,
    });
    expect((claims.iat as number) - (claims.auth_time as number)).toBeLessThanOrEqual(1);
    expect(claims.iat).toBeGreaterThanOrEqual(before);
    expect(claims.nbf).toBe(claims.iat);
    expect((claims.exp as number) - (claims.nbf as number)).toBe(3600);
  });

  it.each([
    ['aa', 'Admin'],
    ['uu', 'User'],
  ])('signs in %s with role %s', async (userName, role) => {
    const response = await post({ UserName: userName, Password: userName });
    expect(response.statusCode).toBe(200);
    expect(decodePart(response.body, 1)[ROLE_CLAIM]).toBe(role);
  });

  it('finds the user name in any letter case and puts the stored spelling in the token', async () => {
    const response = await post({ UserName: 'OG', Password: 'og' });
    expect(response.statusCode).toBe(200);
    expect(decodePart(response.body, 1)[NAME_CLAIM]).toBe('og');
  });

  it('matches property names case-insensitively', async () => {
    for (const payload of [
      { username: 'og', PASSWORD: 'og' },
      { userName: 'og', password: 'og' },
    ]) {
      expect((await post(payload)).statusCode).toBe(200);
    }
  });

  it('answers a wrong password with 401 problem+json and the reference sentence', async () => {
    const response = await post({ UserName: 'og', Password: 'wrong-password-123' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.json()).toEqual({
      type: 'https://tools.ietf.org/html/rfc9110#section-15.5.2',
      title: 'Unauthorized',
      status: 401,
      detail: 'Provided username or password is incorrect.',
      instance: URL,
      traceId: response.headers['x-request-id'],
    });
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const response = await post({ UserName: 'nobody', Password: 'og' });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('Provided username or password is incorrect.');
  });

  it.each([
    ['missing fields', {}, { UserName: ['UserName is required.'], Password: ['Password is required.'] }],
    ['a missing password', { UserName: 'og' }, { Password: ['Password is required.'] }],
    [
      'empty strings',
      { UserName: '', Password: '' },
      { UserName: ['UserName is required.'], Password: ['Password is required.'] },
    ],
    [
      'values longer than 50 characters',
      { UserName: 'u'.repeat(51), Password: 'p'.repeat(51) },
      {
        UserName: ['UserName cannot be longer than 50 characters.'],
        Password: ['Password cannot be longer than 50 characters.'],
      },
    ],
    [
      'wrong types',
      { UserName: { name: 'og' }, Password: ['a', 'b'] },
      { UserName: ['UserName must be a string.'], Password: ['Password must be a string.'] },
    ],
    ['a JSON array instead of an object', [1, 2], { body: ['The request body must be a JSON object.'] }],
  ])('rejects %s with 400 naming each field', async (_case, payload, errors) => {
    const response = await post(JSON.stringify(payload), { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    const body = response.json();
    expect(body).toMatchObject({ status: 400, title: 'One or more validation errors occurred.', instance: URL });
    expect(body.errors).toEqual(errors);
  });

  it.each([
    ['invalid JSON', '{"UserName": "og",', 'application/json', 400, 'The request body is not valid JSON.'],
    // A body-less request reaches the route whatever its Content-Type; the route's validation says what is missing.
    ['an empty JSON body', '', 'application/json', 400, 'A non-empty request body is required.'],
    [
      'a text/plain body',
      'og og',
      'text/plain',
      415,
      'The content type "text/plain" is not supported: send application/json.',
    ],
    [
      'a form body',
      'UserName=og&Password=og',
      'application/x-www-form-urlencoded',
      415,
      expect.stringContaining('not supported'),
    ],
  ])('rejects %s as problem+json', async (_case, payload, contentType, status, detail) => {
    const response = await post(payload, { 'content-type': contentType });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.json()).toMatchObject({ status, detail, instance: URL });
  });

  it('rejects a request without any body', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: URL });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ body: ['A non-empty request body is required.'] });
  });

  it('rejects a body over the size limit with 413', async () => {
    const response = await post(JSON.stringify({ UserName: 'og', Password: 'x'.repeat(70_000) }), {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('The request body is larger than the limit of 65536 bytes.');
  });

  it('accepts the other JSON media types of the reference (text/json, application/*+json)', async () => {
    for (const contentType of ['text/json', 'application/json; charset=utf-8', 'application/vnd.api+json']) {
      const response = await post(JSON.stringify({ UserName: 'og', Password: 'og' }), { 'content-type': contentType });
      expect(response.statusCode).toBe(200);
    }
  });

  it('never logs a password or a token', async () => {
    const token = (await post({ UserName: 'og', Password: 'og' })).body;
    await post({ UserName: 'og', Password: 'Very-Secret-Attempt-42' });
    await post({ UserName: 'Very-Secret-Attempt-43', Password: 'Very-Secret-Attempt-44'.repeat(3) });
    await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/HealthCheck',
      headers: { authorization: `Bearer ${token}` },
    });
    // The API-user search takes a password criterion in the query string (D-34).
    await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/ApiUsers/byFilter?Password=Very-Secret-Attempt-45&roles=User',
    });

    const logs = logLines.join('');
    expect(logs).toContain('sign-in failed');
    expect(logs).not.toContain('Very-Secret-Attempt-42');
    expect(logs).not.toContain('Very-Secret-Attempt-44');
    expect(logs).not.toContain('Very-Secret-Attempt-45');
    expect(logs).toContain('/api/v1/ApiUsers/byFilter?Password=[redacted]&roles=User');
    expect(logs).not.toContain(token);
    expect(logs).not.toContain('$argon2id$');
  });
});
