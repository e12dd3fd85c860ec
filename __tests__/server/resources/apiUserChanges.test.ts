import { hashPassword } from '../../../server/auth/passwords';
import type { Role } from '../../../src/domain/roles';
import { decodePart, signIn } from '../helpers/testApp';
import {
  clientFor,
  expectNoChange,
  expectProblem,
  expectValidation,
  startResourceTests,
  type ResourceTests,
} from './support';

// Changing and deleting API users over HTTP (decisions D-32, D-33, D-44, D-51, D-53): a password sent
// back as its hash stays, a new one is hashed, a new password or role ends the user's tokens, names are unique in any
// case, roles are the three known ones, and the last SuperAdmin stays. Users are added the way the users tool adds them
// (a row with an argon2id hash), with names that no search test of apiUsers.test.ts could match.

let t: ResourceTests;
beforeAll(async () => {
  t = await startResourceTests();
});
afterAll(() => t.close());

const PASSWORD = 'first password';

/** A new user with a signed-in client; optionally its token is issued in an earlier second than any change that follows. */
async function addUser(userName: string, roles: Role, { waitForNextSecond = false } = {}) {
  const { apiUserId } = await t.db
    .insertInto('apiUser')
    .values({ userName, password: await hashPassword(PASSWORD), roles })
    .returning('apiUserId')
    .executeTakeFirstOrThrow();
  const token = await signIn(t.testApp.app, { userName, password: PASSWORD });
  // Tokens carry whole seconds: wait for the next one, so a change made now is later than the token.
  const issuedAt = Number(decodePart(token, 1).iat);
  while (waitForNextSecond && Date.now() / 1000 < issuedAt + 1) await new Promise((resolve) => setTimeout(resolve, 50));
  return { id: apiUserId, client: clientFor(t.testApp, token) };
}

const storedUser = (id: number) =>
  t.db
    .selectFrom('apiUser')
    .select(['userName', 'password', 'roles'])
    .where('apiUserId', '=', id)
    .executeTakeFirstOrThrow();
/** A PUT body from a stored user, as the SPA's edit form sends it, with some fields changed. */
const putBody = (id: number, user: { userName: string; password: string; roles: string }, changes = {}) => ({
  ApiUserId: id,
  UserName: user.userName,
  Password: user.password,
  Roles: user.roles,
  ...changes,
});
const signInStatus = async (userName: string, password: string) =>
  (
    await t.testApp.app.inject({
      method: 'POST',
      url: '/api/v1/Authentication',
      payload: { UserName: userName, Password: password },
    })
  ).statusCode;

describe('passwords on PUT (D-32)', () => {
  it('keeps the password when the stored hash is sent back, and the user stays signed in', async () => {
    const { id, client } = await addUser('zkeep', 'User', { waitForNextSecond: true });
    const shown = (await t.superAdmin.get(`/ApiUsers/${id}`)).json();
    const before = await storedUser(id);
    expect(shown.password).toBe(before.password);

    const response = await t.superAdmin.put(`/ApiUsers/${id}`, {
      ApiUserId: id,
      UserName: 'zkeep',
      Password: shown.password,
      Roles: 'User',
    });
    expect(response.statusCode).toBe(204);
    expect(await storedUser(id)).toEqual(before);
    expect(await signInStatus('zkeep', PASSWORD)).toBe(200);
    expect((await client.get('/Airlines/1')).statusCode).toBe(200);
  });

  it('hashes a new password: it signs in, the old one does not, and earlier tokens stop working (401)', async () => {
    const { id, client } = await addUser('zpw', 'User', { waitForNextSecond: true });
    // The reference SPA sends the key as Id (D-42).
    const response = await t.superAdmin.put(`/ApiUsers/${id}`, {
      Id: id,
      UserName: 'zpw',
      Password: 'second password',
      Roles: 'User',
    });
    expect(response.statusCode).toBe(204);

    const stored = await storedUser(id);
    expect(stored.password).toMatch(/^\$argon2id\$/);
    expect(stored.password).not.toContain('second password');
    expect((await t.superAdmin.get(`/ApiUsers/${id}`)).json().password).toBe(stored.password);
    expect(await signInStatus('zpw', 'second password')).toBe(200);
    expect(await signInStatus('zpw', PASSWORD)).toBe(401);
    expectProblem(await client.get('/Airlines/1'), 401);
  });

  it('hashes a password set by PATCH in the same way', async () => {
    const { id, client } = await addUser('zpatch', 'User', { waitForNextSecond: true });
    const response = await t.superAdmin.patch(`/ApiUsers/${id}`, [
      { op: 'replace', path: '/password', value: 'patched pw' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      apiUserId: id,
      userName: 'zpatch',
      password: expect.stringMatching(/^\$argon2id\$/),
      roles: 'User',
    });
    expect(await signInStatus('zpatch', 'patched pw')).toBe(200);
    expectProblem(await client.get('/Airlines/1'), 401);
  });
});

describe('roles (D-23, D-51)', () => {
  it('gives a new role at once and ends the tokens issued under the old one', async () => {
    const { id, client } = await addUser('zrole', 'User');
    // A User may not write (403); an Admin reaches validation (400).
    expectProblem(await client.post('/Airlines', {}), 403);
    const response = await t.superAdmin.put(`/ApiUsers/${id}`, putBody(id, await storedUser(id), { Roles: 'Admin' }));
    expect(response.statusCode).toBe(204);
    expect((await storedUser(id)).roles).toBe('Admin');
    expectProblem(await client.get('/Airlines/1'), 401);

    const promoted = clientFor(t.testApp, await signIn(t.testApp.app, { userName: 'zrole', password: PASSWORD }));
    expectProblem(await promoted.post('/Airlines', {}), 400);
  });

  it.each([
    ['Guest', 'ApiUser role must be one of User, Admin, SuperAdmin.'],
    ['admin', 'ApiUser role must be one of User, Admin, SuperAdmin.'],
    [' ', 'ApiUser role is required.'],
  ])('refuses the role %j (400), changing nothing', async (role, message) => {
    await expectNoChange(t.db, ['api_user'], async () => {
      const user = await storedUser(3);
      expectValidation(await t.superAdmin.put('/ApiUsers/3', putBody(3, user, { Roles: role })), { Roles: [message] });
    });
  });
});

describe('user names and passwords (D-23, D-44)', () => {
  it.each([
    ['an empty user name', { UserName: '', Password: 'x' }, { UserName: ['ApiUser username is required.'] }],
    [
      'a user name of 256 characters',
      { UserName: 'u'.repeat(256), Password: 'x' },
      { UserName: ['ApiUser username cannot exceed 50 characters.'] },
    ],
    ['a blank password', { UserName: 'uu', Password: '  ' }, { Password: ['ApiUser password is required.'] }],
    [
      'a password of 256 characters',
      { UserName: 'uu', Password: 'p'.repeat(256) },
      { Password: ['ApiUser password cannot exceed 50 characters.'] },
    ],
  ])('refuses %s (400), changing nothing', async (_case, fields, errors) => {
    await expectNoChange(t.db, ['api_user'], async () => {
      expectValidation(await t.superAdmin.put('/ApiUsers/3', { ApiUserId: 3, Roles: 'User', ...fields }), errors);
    });
  });

  it("refuses a name another user has in any letter case (409): renaming aa to 'OG'", async () => {
    await expectNoChange(t.db, ['api_user'], async () => {
      const aa = await storedUser(2);
      expectProblem(await t.superAdmin.put('/ApiUsers/2', putBody(2, aa, { UserName: 'OG' })), 409, {
        detail: 'An API user with this user name already exists.',
      });
    });
    expect((await t.admin.get('/Airlines/1')).statusCode).toBe(200);
  });

  it('lets a user keep its own name, or change only its letter case', async () => {
    const { id } = await addUser('zmove', 'User');
    const user = await storedUser(id);
    expect((await t.superAdmin.put(`/ApiUsers/${id}`, putBody(id, user))).statusCode).toBe(204);
    expect((await t.superAdmin.put(`/ApiUsers/${id}`, putBody(id, user, { UserName: 'ZMove' }))).statusCode).toBe(204);
    expect((await storedUser(id)).userName).toBe('ZMove');
  });
});

describe('deleting users and the last SuperAdmin (D-33, D-53)', () => {
  it('deletes a user (204, then 404) and its token stops working', async () => {
    const { id, client } = await addUser('zgone', 'Admin');
    expect((await t.superAdmin.delete(`/ApiUsers/${id}`)).statusCode).toBe(204);
    expectProblem(await t.superAdmin.get(`/ApiUsers/${id}`), 404);
    expectProblem(await client.get('/Airlines/1'), 401);
  });

  it('keeps the last SuperAdmin (409), and lets it go once another SuperAdmin exists', async () => {
    const og = await storedUser(1);
    await expectNoChange(t.db, ['api_user'], async () => {
      expectProblem(await t.superAdmin.put('/ApiUsers/1', putBody(1, og, { Roles: 'Admin' })), 409);
      expectProblem(await t.superAdmin.patch('/ApiUsers/1', [{ op: 'replace', path: '/roles', value: 'User' }]), 409);
      expectProblem(await t.superAdmin.delete('/ApiUsers/1'), 409);
    });

    const { id: rootId, client: root } = await addUser('zroot', 'SuperAdmin');
    expect((await root.put('/ApiUsers/1', putBody(1, og, { Roles: 'Admin' }))).statusCode).toBe(204);
    expect((await storedUser(1)).roles).toBe('Admin');
    // zroot is now the last one: it cannot demote or delete itself.
    const zroot = await storedUser(rootId);
    expectProblem(await root.put(`/ApiUsers/${rootId}`, putBody(rootId, zroot, { Roles: 'User' })), 409);
    expectProblem(await root.delete(`/ApiUsers/${rootId}`), 409);

    // Put og back, and let og delete zroot.
    expect((await root.put('/ApiUsers/1', putBody(1, og))).statusCode).toBe(204);
    t.superAdmin = clientFor(t.testApp, await signIn(t.testApp.app, { userName: 'og', password: 'og' }));
    expect((await t.superAdmin.delete(`/ApiUsers/${rootId}`)).statusCode).toBe(204);
    expect(await t.db.selectFrom('apiUser').select('userName').where('roles', '=', 'SuperAdmin').execute()).toEqual([
      { userName: 'og' },
    ]);
  });
});
