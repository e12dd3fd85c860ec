import { sql } from 'kysely';
import type { Role } from '../../../src/domain/roles';
import { addApiUser, deleteApiUser } from '../../../server/accounts/apiUserAccounts';
import { usersToolActor } from '../../../server/audit/auditActor';

const operator = usersToolActor();
import { bearer, DEMO_USERS, signIn, type TestApp } from './testApp';
import { claimsFor, craftToken } from './tokens';

// Everyone who may knock on a route in the authorization matrix: the three roles with tokens from sign-in, and five
// callers the API must turn away with 401 (decisions D-51 to D-53). Each forged token differs from a
// valid one in exactly one respect, so a 401 proves that respect is checked (see the controls of `prepareCallers`).

export const ROLES_SIGNED_IN = ['User', 'Admin', 'SuperAdmin'] as const satisfies readonly Role[];
export const REJECTED_CALLERS = ['no token', 'expired token', 'bad signature', 'alg none', 'deleted user'] as const;
export const CALLERS = [...ROLES_SIGNED_IN, ...REJECTED_CALLERS] as const;

export type RejectedCaller = (typeof REJECTED_CALLERS)[number];
export type Caller = (typeof CALLERS)[number];
export type Headers = Record<string, string>;

/** Why each rejected caller gets its 401 (the problem's detail), so a 401 for another reason does not pass. */
export const REJECTION_DETAIL: Record<RejectedCaller, RegExp> = {
  'no token': /needs a bearer token/,
  'expired token': /has expired/,
  'bad signature': /not valid/,
  'alg none': /not valid/,
  'deleted user': /changed or removed/,
};

export const isRejected = (caller: Caller): caller is RejectedCaller =>
  (REJECTED_CALLERS as readonly string[]).includes(caller);

const HOUR = 3600;

/**
 * Tokens made by hand for the SuperAdmin og: `valid` and `validIssuedEarlier` are the controls that must work; the
 * others are each one flaw away from them. og's credentials are dated a day back so that a token issued two hours ago
 * is still current for the user check, and expiry alone decides.
 */
async function forgedTokens(testApp: TestApp) {
  await testApp.database.db
    .updateTable('apiUser')
    .set({ credentialsChangedAt: sql<Date>`now() - interval '1 day'` })
    .where('userName', '=', DEMO_USERS.superAdmin.userName)
    .execute();
  const secret = testApp.config.jwtSecret ?? '';
  const issuer = { iss: testApp.config.jwtIssuer, aud: testApp.config.jwtAudience };
  const earlier = Math.floor(Date.now() / 1000) - 2 * HOUR;
  const og = (overrides: Record<string, unknown> = {}) => claimsFor('og', 'SuperAdmin', { ...issuer, ...overrides });
  return {
    valid: craftToken(og(), secret),
    validIssuedEarlier: craftToken(og({ iat: earlier, nbf: earlier, exp: earlier + 3 * HOUR }), secret),
    expired: craftToken(og({ iat: earlier, nbf: earlier, exp: earlier + HOUR }), secret),
    badSignature: craftToken(og(), `${secret}-but-not-quite`),
    algNone: craftToken(og(), '', { alg: 'none', typ: 'JWT' }),
  };
}

/**
 * A SuperAdmin made for the occasion signs in, is deleted, and leaves its token behind. The app must check users on
 * every request (start it with `authCacheMs: 0`), since the deletion goes straight to the database.
 */
async function deletedUsersToken(testApp: TestApp): Promise<string> {
  const user = { userName: 'matrix-leaver', password: 'leaving-soon' };
  await addApiUser(testApp.database.db, { ...user, roles: 'SuperAdmin' }, operator);
  const token = await signIn(testApp.app, user);
  const before = await testApp.app.inject({ method: 'GET', url: '/api/v1/ApiUsers', headers: bearer(token) });
  if (before.statusCode !== 200)
    throw new Error(`the leaver's token should work before deletion: ${before.statusCode}`);
  await deleteApiUser(testApp.database.db, user.userName, operator);
  return token;
}

/**
 * The request headers of every caller, and the forged tokens' controls: tokens made the same way without the flaw,
 * which must be accepted for the 401s to mean anything.
 */
export async function prepareCallers(
  testApp: TestApp,
): Promise<{ headers: Record<Caller, Headers>; controls: Record<'valid' | 'validIssuedEarlier', Headers> }> {
  const forged = await forgedTokens(testApp);
  const headers: Record<Caller, Headers> = {
    User: bearer(await signIn(testApp.app, DEMO_USERS.user)),
    Admin: bearer(await signIn(testApp.app, DEMO_USERS.admin)),
    SuperAdmin: bearer(await signIn(testApp.app, DEMO_USERS.superAdmin)),
    'no token': {},
    'expired token': bearer(forged.expired),
    'bad signature': bearer(forged.badSignature),
    'alg none': bearer(forged.algNone),
    'deleted user': bearer(await deletedUsersToken(testApp)),
  };
  return { headers, controls: { valid: bearer(forged.valid), validIssuedEarlier: bearer(forged.validIssuedEarlier) } };
}
