import Fastify from 'fastify';
import { sql } from 'kysely';
import { NAME_CLAIM, ROLE_CLAIM } from '../../src/domain/claims';
import { hashPassword } from '../../server/auth/passwords';
import { TokenUserCheck } from '../../server/auth/tokenUsers';
import { authentication } from '../../server/plugins/auth';
import { bearer, DEMO_USERS, signIn, startTestApp, type TestApp } from './helpers/testApp';
import { claimsFor, craftToken } from './helpers/tokens';

const HEALTH = '/api/v1/HealthCheck';
let testApp: TestApp;
let secret: string;

beforeAll(async () => {
  // No lookup cache: a change to a user must show on the very next request.
  testApp = await startTestApp({ config: { authCacheMs: 0 } });
  secret = testApp.config.jwtSecret ?? '';
});
afterAll(() => testApp.close());

const getHealth = (headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url: HEALTH, headers });

async function expectUnauthorized(headers: Record<string, string>, detail: string | RegExp, challenge: string) {
  const response = await getHealth(headers);
  expect(response.statusCode).toBe(401);
  expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  expect(response.headers['www-authenticate']).toBe(challenge);
  expect(response.json()).toMatchObject({ status: 401, title: 'Unauthorized', instance: HEALTH, detail });
}

const INVALID = 'Bearer error="invalid_token"';

describe('bearer tokens on a signed-in route', () => {
  it('accepts a token from sign-in, for each of the three roles', async () => {
    for (const user of Object.values(DEMO_USERS)) {
      expect((await getHealth(bearer(await signIn(testApp.app, user)))).statusCode).toBe(200);
    }
  });

  it('accepts a hand-made token with the right secret and claims (so the forgeries below fail for their flaw)', async () => {
    expect((await getHealth(bearer(craftToken(claimsFor('uu', 'User'), secret)))).statusCode).toBe(200);
  });

  it('asks for a token when there is none', async () => {
    await expectUnauthorized({}, 'Sign in first: this request needs a bearer token.', 'Bearer');
    await expectUnauthorized({ authorization: 'Basic b2c6b2c=' }, /needs a bearer token/, 'Bearer');
  });

  it.each([
    ['signed with another secret', () => craftToken(claimsFor('og', 'SuperAdmin'), 'another-secret-another-secret-xx')],
    ['with alg none', () => craftToken(claimsFor('og', 'SuperAdmin'), '', { alg: 'none', typ: 'JWT' })],
    ['signed with HS256', () => craftToken(claimsFor('og', 'SuperAdmin'), secret, { alg: 'HS256', typ: 'JWT' })],
    ['from another issuer', () => craftToken(claimsFor('og', 'SuperAdmin', { iss: 'https://localhost:7107' }), secret)],
    ['for another audience', () => craftToken(claimsFor('og', 'SuperAdmin', { aud: 'someone-else' }), secret)],
    ['without iat', () => craftToken(claimsFor('og', 'SuperAdmin', { iat: undefined }), secret)],
    [
      'not valid before an hour from now',
      () => craftToken(claimsFor('og', 'SuperAdmin', { nbf: Date.now() / 1000 + 3600 }), secret),
    ],
    [
      'whose header says it is not a JWT',
      () => craftToken(claimsFor('og', 'SuperAdmin'), secret, { alg: 'HS512', typ: 'XYZ' }),
    ],
    ['that is not a JWT at all', () => 'not-a-token'],
  ])('rejects a token %s', async (_case, makeToken) => {
    await expectUnauthorized(bearer(makeToken()), 'The token is not valid; sign in again.', INVALID);
  });

  it('rejects an expired token and says so', async () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    const token = craftToken(claimsFor('og', 'SuperAdmin', { iat: past, nbf: past, exp: past + 3600 }), secret);
    await expectUnauthorized(bearer(token), 'The token has expired; sign in again.', INVALID);
  });

  // Verified tokens are remembered (plugins/auth.ts): what is remembered must end with the token and fit it exactly.
  it('refuses a remembered token once it has expired', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = craftToken(claimsFor('og', 'SuperAdmin', { iat: now, nbf: now, exp: now + 60 }), secret);
    expect((await getHealth(bearer(token))).statusCode).toBe(200);
    // Past the expiry and the 30 s clock tolerance.
    const later = jest.spyOn(Date, 'now').mockReturnValue((now + 120) * 1000);
    try {
      await expectUnauthorized(bearer(token), 'The token has expired; sign in again.', INVALID);
    } finally {
      later.mockRestore();
    }
  });

  it('refuses a remembered token before its not-before time, should the clock go back', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = craftToken(claimsFor('og', 'SuperAdmin', { iat: now, nbf: now }), secret);
    expect((await getHealth(bearer(token))).statusCode).toBe(200);
    // Before nbf and its 30 s clock tolerance.
    const earlier = jest.spyOn(Date, 'now').mockReturnValue((now - 60) * 1000);
    try {
      await expectUnauthorized(bearer(token), 'The token is not valid; sign in again.', INVALID);
    } finally {
      earlier.mockRestore();
    }
  });

  it('checks the signature and claims of a token once, however often it is sent', async () => {
    const token = craftToken(claimsFor('aa', 'Admin'), secret);
    const verify = jest.spyOn(testApp.app.jwt, 'verify');
    try {
      for (let i = 0; i < 3; i++) expect((await getHealth(bearer(token))).statusCode).toBe(200);
      expect(verify).toHaveBeenCalledTimes(1);
    } finally {
      verify.mockRestore();
    }
  });

  it('refuses a remembered token whose signature was replaced', async () => {
    const token = craftToken(claimsFor('og', 'SuperAdmin'), secret);
    expect((await getHealth(bearer(token))).statusCode).toBe(200);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${craftToken(claimsFor('og', 'SuperAdmin'), 'x'.repeat(32)).split('.')[2]}`;
    await expectUnauthorized(bearer(forged), 'The token is not valid; sign in again.', INVALID);
  });

  it.each(['Guest', 'admin', 'SUPERADMIN'])(
    'refuses a validly signed token whose role is %s with 403',
    async (role) => {
      const token = craftToken(claimsFor('og', role), secret);
      // Sent twice: a token that failed a check is not remembered as verified.
      expect((await getHealth(bearer(token))).statusCode).toBe(403);
      const response = await getHealth(bearer(token));
      expect(response.statusCode).toBe(403);
      expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(response.json()).toMatchObject({
        status: 403,
        title: 'Forbidden',
        detail: `The role "${role}" has no access to this API.`,
      });
    },
  );
});

describe('revoking tokens when the user changes (D-53)', () => {
  const db = () => testApp.database.db;

  async function addUser(userName: string, roles: 'User' | 'Admin' | 'SuperAdmin') {
    await db()
      .insertInto('apiUser')
      .values({ userName, password: await hashPassword('pw'), roles })
      .execute();
    return signIn(testApp.app, { userName, password: 'pw' });
  }

  it('rejects the token of a deleted user', async () => {
    const token = await addUser('leaving', 'User');
    expect((await getHealth(bearer(token))).statusCode).toBe(200);
    await db().deleteFrom('apiUser').where('userName', '=', 'leaving').execute();
    await expectUnauthorized(
      bearer(token),
      'The account behind this token was changed or removed; sign in again.',
      INVALID,
    );
  });

  it('rejects the token of a user whose role changed, even to a higher one', async () => {
    const token = await addUser('promoted', 'User');
    await db().updateTable('apiUser').set({ roles: 'Admin' }).where('userName', '=', 'promoted').execute();
    await expectUnauthorized(bearer(token), /changed or removed/, INVALID);
    // A new sign-in gives a token with the new role.
    expect(
      (await getHealth(bearer(await signIn(testApp.app, { userName: 'promoted', password: 'pw' })))).statusCode,
    ).toBe(200);
  });

  it('rejects tokens issued before the credentials last changed', async () => {
    const token = await addUser('reset', 'Admin');
    await db()
      .updateTable('apiUser')
      .set({ credentialsChangedAt: sql<Date>`now() + interval '2 seconds'` })
      .where('userName', '=', 'reset')
      .execute();
    await expectUnauthorized(bearer(token), /changed or removed/, INVALID);
  });

  it('reuses a lookup for its cache time, and forget() drops it at once', async () => {
    const token = await addUser('cached', 'User');
    const check = new TokenUserCheck(db(), 60_000);
    // A token without a session counts as issued at the start of its second: the next second is after the user's creation.
    const holder = { userName: 'cached', role: 'User' as const, issuedAt: Math.floor(Date.now() / 1000) + 1 };
    expect(await check.isCurrent(holder)).toBe(true);

    await db().deleteFrom('apiUser').where('userName', '=', 'cached').execute();
    expect(await check.isCurrent(holder)).toBe(true);
    check.forget('CACHED');
    expect(await check.isCurrent(holder)).toBe(false);
    expect((await getHealth(bearer(token))).statusCode).toBe(401);
  });
});

describe('access policies', () => {
  it('refuse a route under /api that declares none, so no route is public by accident', async () => {
    const app = Fastify().decorate('db', testApp.database.db);
    await app.register(authentication, { config: testApp.config, secret });
    expect(() => app.get('/api/v1/Forgotten', async () => 'open')).toThrow(
      'GET /api/v1/Forgotten declares no access policy: add config: { auth: ... }.',
    );
    app.get('/api/v1/Declared', { config: { auth: 'anonymous' } }, async () => 'open');
    expect((await app.inject({ method: 'GET', url: '/api/v1/Declared' })).body).toBe('open');
    await app.close();
  });
});

describe('staying signed in: POST /Authentication/refresh', () => {
  const REFRESH = '/api/v1/Authentication/refresh';
  const refresh = (headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url: REFRESH, headers });
  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

  it('answers a valid token with a new one-hour token for the same user and role', async () => {
    const old = await signIn(testApp.app, DEMO_USERS.admin);
    const now = Math.floor(Date.now() / 1000);
    const response = await refresh(bearer(old));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const fresh = response.body;
    const claims = claimsOf(fresh);
    expect(claims[NAME_CLAIM]).toBe('aa');
    expect(claims[ROLE_CLAIM]).toBe('Admin');
    expect(Number(claims.exp) - now).toBeGreaterThanOrEqual(3600);
    expect((await getHealth(bearer(fresh))).statusCode).toBe(200);
  });

  it('refuses no token, an expired token and a forged one', async () => {
    expect((await refresh()).statusCode).toBe(401);
    const now = Math.floor(Date.now() / 1000);
    const expired = craftToken(claimsFor('aa', 'Admin', { iat: now - 7200, nbf: now - 7200, exp: now - 3600 }), secret);
    const refused = await refresh(bearer(expired));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ detail: 'The token has expired; sign in again.' });
    expect(
      (await refresh(bearer(craftToken(claimsFor('aa', 'Admin'), 'another-secret-of-32-characters!!')))).statusCode,
    ).toBe(401);
  });

  it('refuses the token of a user whose credentials changed since it was issued', async () => {
    const db = testApp.database.db;
    await db
      .insertInto('apiUser')
      .values({ userName: 'staying', password: await hashPassword('pw'), roles: 'User' })
      .execute();
    const token = await signIn(testApp.app, { userName: 'staying', password: 'pw' });
    await db
      .updateTable('apiUser')
      .set({ credentialsChangedAt: sql<Date>`now() + interval '2 seconds'` })
      .where('userName', '=', 'staying')
      .execute();
    const refused = await refresh(bearer(token));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ detail: /changed or removed/ });
  });
});
