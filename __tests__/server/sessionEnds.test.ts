import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { addApiUser, deleteApiUser, resetApiUserPassword, setApiUserRole } from '../../server/accounts/apiUserAccounts';
import { usersToolActor } from '../../server/audit/auditActor';
import { bearer, decodePart, DEMO_USERS, signIn, startTestApp, type TestApp } from './helpers/testApp';
import { claimsFor, craftToken } from './helpers/tokens';

// A change to a user ends every token issued before it, to the millisecond, refreshed or not (D-53, D-93): a new
// password, a new role (up or down), a new name, a deletion; made through the API or with the users tool.

let testApp: TestApp;
let superAdmin: Record<string, string>;
const operator = usersToolActor();

beforeAll(async () => {
  // A lookup cache as in production: the change itself must end the tokens, not the cache running out.
  testApp = await startTestApp({ config: { authCacheMs: 60_000 } });
  superAdmin = bearer(await signIn(testApp.app, DEMO_USERS.superAdmin));
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const status = async (token: string) =>
  (await testApp.app.inject({ method: 'GET', url: '/api/v1/HealthCheck', headers: bearer(token) })).statusCode;
const refresh = (token: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/Authentication/refresh', headers: bearer(token) });
const putUser = (id: number, body: Record<string, unknown>) =>
  testApp.app.inject({ method: 'PUT', url: `/api/v1/ApiUsers/${id}`, headers: superAdmin, payload: body });

async function newUser(userName: string, roles: 'User' | 'Admin' = 'User') {
  const { apiUserId } = await addApiUser(db(), { userName, password: 'first-password', roles }, operator);
  const token = await signIn(testApp.app, { userName, password: 'first-password' });
  return { id: apiUserId, token };
}

/** Waits for the start of the next second, so what follows happens within one second on a machine that is not stalled. */
async function atTheStartOfASecond() {
  await sleep(1000 - (Date.now() % 1000) + 5);
}

describe('a new password', () => {
  it('ends a token issued in the same second before it, and not one issued after it', async () => {
    // The point of the test is one whole second holding both tokens and the change between them; a machine too
    // busy to fit the three requests into one second gets another try.
    let tokens = { before: '', after: '' };
    for (let attempt = 1; attempt <= 5; attempt++) {
      const userName = `same-second-${attempt}`;
      const { id } = await newUser(userName);
      await atTheStartOfASecond();
      const before = await signIn(testApp.app, { userName, password: 'first-password' });
      const changed = await putUser(id, { ApiUserId: id, UserName: userName, Password: 'second-pw', Roles: 'User' });
      expect(changed.statusCode).toBe(204);
      tokens = { before, after: await signIn(testApp.app, { userName, password: 'second-pw' }) };
      if (decodePart(tokens.after, 1).iat === decodePart(before, 1).iat) break;
    }
    expect(decodePart(tokens.after, 1).iat).toBe(decodePart(tokens.before, 1).iat);

    expect(await status(tokens.before)).toBe(401);
    expect((await refresh(tokens.before)).statusCode).toBe(401);
    expect(await status(tokens.after)).toBe(200);
  });

  it('ends a token without a session issued in the same second, which cannot say whether it came first', async () => {
    await newUser('no-session');
    await atTheStartOfASecond();
    await resetApiUserPassword(db(), 'no-session', 'second-pw', operator);
    const token = craftToken(claimsFor('no-session', 'User'), testApp.config.jwtSecret ?? '');
    expect(await status(token)).toBe(401);
    // One from the next second is after the change whatever its milliseconds.
    const next = Math.floor(Date.now() / 1000) + 1;
    const later = craftToken(claimsFor('no-session', 'User', { iat: next, nbf: next }), testApp.config.jwtSecret ?? '');
    expect(await status(later)).toBe(200);
  });

  it('ends every token of the session, refreshed ones too, also when set with the users tool', async () => {
    const { token } = await newUser('refreshed-reset');
    const refreshed = (await refresh(token)).body;
    const again = (await refresh(refreshed)).body;
    expect(await status(again)).toBe(200);
    await resetApiUserPassword(db(), 'refreshed-reset', 'second-pw', operator);
    // The users tool runs in another process: this instance's cache has not been told, the session is gone anyway
    // once the cache is looked past (a refresh reads the session itself).
    expect((await refresh(again)).statusCode).toBe(401);
    testApp.app.tokenUsers.forgetAll();
    for (const each of [token, refreshed, again]) expect(await status(each)).toBe(401);
  });
});

describe('a new role, name or a deletion', () => {
  it('ends the tokens of a user demoted through the API, and a new sign-in has the new role', async () => {
    const { id, token } = await newUser('demoted', 'Admin');
    const refreshed = (await refresh(token)).body;
    const hash = (await db().selectFrom('apiUser').select('password').where('apiUserId', '=', id).executeTakeFirst())
      ?.password;
    expect((await putUser(id, { ApiUserId: id, UserName: 'demoted', Password: hash, Roles: 'User' })).statusCode).toBe(
      204,
    );
    expect(await status(token)).toBe(401);
    expect(await status(refreshed)).toBe(401);
    expect((await refresh(refreshed)).statusCode).toBe(401);
    expect(decodePart(await signIn(testApp.app, { userName: 'demoted', password: 'first-password' }), 1)).toMatchObject(
      {
        'http://schemas.microsoft.com/ws/2008/06/identity/claims/role': 'User',
      },
    );
  });

  it('ends the tokens of a user promoted with the users tool', async () => {
    const { token } = await newUser('promoted');
    await setApiUserRole(db(), 'promoted', 'Admin', operator);
    testApp.app.tokenUsers.forget('promoted');
    expect(await status(token)).toBe(401);
  });

  it('ends the tokens of a renamed user, under either name', async () => {
    const { id, token } = await newUser('renamed');
    const hash = (await db().selectFrom('apiUser').select('password').where('apiUserId', '=', id).executeTakeFirst())
      ?.password;
    const put = await putUser(id, { ApiUserId: id, UserName: 'renamed-now', Password: hash, Roles: 'User' });
    expect(put.statusCode).toBe(204);
    expect(await status(token)).toBe(401);
    expect((await refresh(token)).statusCode).toBe(401);
    expect(await status(await signIn(testApp.app, { userName: 'renamed-now', password: 'first-password' }))).toBe(200);
  });

  it('ends the tokens of a deleted user, and its sessions leave with it', async () => {
    const { id, token } = await newUser('deleted');
    const refreshed = (await refresh(token)).body;
    expect(
      (await testApp.app.inject({ method: 'DELETE', url: `/api/v1/ApiUsers/${id}`, headers: superAdmin })).statusCode,
    ).toBe(204);
    expect(await status(refreshed)).toBe(401);
    const sessions = await db().selectFrom('apiSession').select('sessionId').where('apiUserId', '=', id).execute();
    expect(sessions).toEqual([]);
  });

  it('ends the sessions of a user deleted with the users tool', async () => {
    const { token } = await newUser('tool-deleted');
    await deleteApiUser(db(), 'tool-deleted', operator);
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('leaves other users and a change that changes nothing alone', async () => {
    const { id, token } = await newUser('unchanged');
    const other = await newUser('bystander');
    const row = await db().selectFrom('apiUser').selectAll().where('apiUserId', '=', id).executeTakeFirstOrThrow();
    const same = { ApiUserId: id, UserName: row.userName, Password: row.password, Roles: row.roles };
    expect((await putUser(id, same)).statusCode).toBe(204);
    await db()
      .updateTable('apiUser')
      .set({ userName: sql`user_name` })
      .where('apiUserId', '=', id)
      .execute();
    expect(await status(token)).toBe(200);
    await resetApiUserPassword(db(), 'unchanged', 'second-pw', operator);
    expect(await status(other.token)).toBe(200);
  });
});
