import type { Kysely } from 'kysely';
import {
  addApiUser,
  deleteApiUser,
  findApiUser,
  listApiUsers,
  resetApiUserPassword,
  setApiUserRole,
} from '../../server/accounts/apiUserAccounts';
import { usersToolActor } from '../../server/audit/auditActor';

const operator = usersToolActor();
import { assertSuperAdminRemains, LAST_SUPER_ADMIN_DETAIL } from '../../server/accounts/superAdminGuard';
import { verifyPassword } from '../../server/auth/passwords';
import type { Database } from '../../server/db/schema';
import { HttpProblem } from '../../server/http/problem';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';

// The account functions behind the users tool, against a migrated database seeded with og (SuperAdmin), aa (Admin) and
// uu (User). Tests run in order and build on each other's changes, as an administrator's session would.

let testDatabase: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  testDatabase = await createTestDatabase('seeded');
  db = testDatabase.connection.db;
});
afterAll(() => testDatabase.dispose());

const stored = (userName: string) =>
  db
    .selectFrom('apiUser')
    .select(['userName', 'password', 'roles', 'credentialsChangedAt'])
    .where('userName', '=', userName)
    .executeTakeFirst();

/** The HttpProblem a promise rejects with, as status, detail and field errors. */
async function problemOf(promise: Promise<unknown>) {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpProblem)) throw new Error(`expected an HttpProblem, got ${String(error)}`);
  return { status: error.status, detail: error.detail, errors: error.extras.errors };
}

const superAdminCount = async () =>
  (await db.selectFrom('apiUser').select('apiUserId').where('roles', '=', 'SuperAdmin').execute()).length;

describe('adding a user', () => {
  it('stores the name, the role and an argon2id hash that verifies the password', async () => {
    const user = await addApiUser(db, { userName: 'Bob', password: 'correct horse', roles: 'Admin' }, operator);
    expect(user).toEqual({ apiUserId: expect.any(Number), userName: 'Bob', roles: 'Admin' });
    const row = await stored('Bob');
    expect(row?.password).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.password, 'correct horse')).toBe(true);
    expect(await verifyPassword(row?.password, 'Correct horse')).toBe(false);
  });

  it('refuses a name already taken in any case, naming the existing spelling', async () => {
    expect(await problemOf(addApiUser(db, { userName: 'BOB', password: 'x', roles: 'User' }, operator))).toEqual({
      status: 409,
      detail: 'A user named "BOB" already exists as "Bob" (user names are unique regardless of case).',
      errors: undefined,
    });
    expect(await findApiUser(db, 'bob')).toMatchObject({ userName: 'Bob', roles: 'Admin' });
  });

  it('refuses the same new name added twice at the same moment, once', async () => {
    const outcomes = await Promise.allSettled([
      addApiUser(db, { userName: 'twin', password: 'one', roles: 'User' }, operator),
      addApiUser(db, { userName: 'TWIN', password: 'two', roles: 'User' }, operator),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const [refused] = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused?.reason).toMatchObject({ status: 409, detail: expect.stringMatching(/already exists/) });
  });

  it('checks every field with the shared rules and stores nothing when one fails', async () => {
    const outcome = await problemOf(addApiUser(db, { userName: ' ', password: '', roles: 'Root' }, operator));
    expect(outcome).toMatchObject({ status: 400 });
    expect(outcome.errors).toEqual({
      UserName: ['ApiUser username is required.'],
      Password: ['ApiUser password is required.'],
      Roles: ['ApiUser role must be one of User, Admin, SuperAdmin.'],
    });
    const tooLong = await problemOf(
      addApiUser(db, { userName: 'n'.repeat(256), password: 'x', roles: 'User' }, operator),
    );
    expect(tooLong.errors).toEqual({ UserName: ['ApiUser username cannot exceed 50 characters.'] });
    expect(await addApiUser(db, { userName: 'n'.repeat(255), password: 'x', roles: 'User' }, operator)).toMatchObject({
      userName: 'n'.repeat(255),
    });
  });
});

describe('listing users', () => {
  it('gives id, name and role in id order, never the hash', async () => {
    const users = await listApiUsers(db);
    expect(users.slice(0, 4)).toEqual([
      { apiUserId: 1, userName: 'og', roles: 'SuperAdmin' },
      { apiUserId: 2, userName: 'aa', roles: 'Admin' },
      { apiUserId: 3, userName: 'uu', roles: 'User' },
      { apiUserId: 4, userName: 'Bob', roles: 'Admin' },
    ]);
    for (const user of users) expect(Object.keys(user).sort()).toEqual(['apiUserId', 'roles', 'userName']);
  });
});

describe('changing a role or a password', () => {
  it('sets the new role and moves credentials_changed_at, so older tokens stop working', async () => {
    const before = await stored('uu');
    const outcome = await setApiUserRole(db, 'UU', 'Admin', operator);
    expect(outcome).toEqual({ user: { apiUserId: 3, userName: 'uu', roles: 'Admin' }, previousRole: 'User' });
    const after = await stored('uu');
    expect(after?.roles).toBe('Admin');
    expect(after?.credentialsChangedAt.getTime()).toBeGreaterThan(before?.credentialsChangedAt.getTime() ?? Infinity);
  });

  it('changes nothing, not even credentials_changed_at, when the role is the same', async () => {
    const before = await stored('uu');
    expect(await setApiUserRole(db, 'uu', 'Admin', operator)).toMatchObject({ previousRole: 'Admin' });
    expect((await stored('uu'))?.credentialsChangedAt).toEqual(before?.credentialsChangedAt);
  });

  it('refuses an unknown role and an unknown user', async () => {
    expect(await problemOf(setApiUserRole(db, 'uu', 'admin', operator))).toMatchObject({
      status: 400,
      errors: { Roles: ['ApiUser role must be one of User, Admin, SuperAdmin.'] },
    });
    expect(await problemOf(setApiUserRole(db, 'nobody', 'User', operator))).toMatchObject({
      status: 404,
      detail: 'There is no user named "nobody".',
    });
  });

  it('replaces the password hash and moves credentials_changed_at', async () => {
    const before = await stored('aa');
    await resetApiUserPassword(db, 'AA', 'a new one', operator);
    const after = await stored('aa');
    expect(await verifyPassword(after?.password, 'a new one')).toBe(true);
    expect(await verifyPassword(after?.password, 'aa')).toBe(false);
    expect(after?.credentialsChangedAt.getTime()).toBeGreaterThan(before?.credentialsChangedAt.getTime() ?? Infinity);
    expect(await problemOf(resetApiUserPassword(db, 'aa', '', operator))).toMatchObject({
      errors: { Password: ['ApiUser password is required.'] },
    });
  });
});

describe('the last SuperAdmin', () => {
  it('can be neither demoted nor deleted', async () => {
    const refusal = { status: 409, detail: 'The last SuperAdmin cannot be deleted or given another role.' };
    expect(await problemOf(setApiUserRole(db, 'og', 'Admin', operator))).toMatchObject(refusal);
    expect(await problemOf(deleteApiUser(db, 'og', operator))).toMatchObject(refusal);
    expect(await stored('og')).toMatchObject({ roles: 'SuperAdmin' });
  });

  it('can be demoted or deleted once another SuperAdmin exists', async () => {
    await setApiUserRole(db, 'Bob', 'SuperAdmin', operator);
    await setApiUserRole(db, 'og', 'Admin', operator);
    await setApiUserRole(db, 'og', 'SuperAdmin', operator);
    expect(await deleteApiUser(db, 'bob', operator)).toEqual({ apiUserId: 4, userName: 'Bob', roles: 'SuperAdmin' });
    expect(await findApiUser(db, 'Bob')).toBeUndefined();
    expect(await superAdminCount()).toBe(1);
  });

  // On PostgreSQL the two transactions really run at once; on PGlite (one connection) they take turns.
  it.each([1, 2, 3])(
    'survives two SuperAdmins demoted at the same moment: exactly one succeeds (round %i)',
    async () => {
      await addApiUser(db, { userName: 'second', password: 'x', roles: 'SuperAdmin' }, operator);
      const outcomes = await Promise.allSettled([
        setApiUserRole(db, 'og', 'Admin', operator),
        setApiUserRole(db, 'second', 'User', operator),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const [refused] = outcomes.filter((outcome) => outcome.status === 'rejected');
      expect(refused?.reason).toMatchObject({ status: 409, detail: expect.stringMatching(/last SuperAdmin/) });
      expect(await superAdminCount()).toBe(1);
      // Back to og as the only SuperAdmin for the next round.
      await setApiUserRole(db, 'og', 'SuperAdmin', operator);
      await deleteApiUser(db, 'second', operator);
    },
  );

  // The HTTP routes lock the user's row before calling the guard; two such demotions must neither both pass nor
  // deadlock (PostgreSQL would abort one with 40P01 instead of the last-SuperAdmin refusal).
  it('guards callers that locked the user first, without a deadlock', async () => {
    const second = await addApiUser(db, { userName: 'second', password: 'x', roles: 'SuperAdmin' }, operator);
    const demote = (apiUserId: number) =>
      db.transaction().execute(async (trx) => {
        await trx.selectFrom('apiUser').select('apiUserId').where('apiUserId', '=', apiUserId).forUpdate().execute();
        await assertSuperAdminRemains(trx, { apiUserId, newRole: 'Admin' });
        await trx.updateTable('apiUser').set({ roles: 'Admin' }).where('apiUserId', '=', apiUserId).execute();
      });
    const outcomes = await Promise.allSettled([demote(1), demote(second.apiUserId)]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const [refused] = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused?.reason).toMatchObject({ status: 409, detail: LAST_SUPER_ADMIN_DETAIL });
    expect(await superAdminCount()).toBe(1);
    await setApiUserRole(db, 'og', 'SuperAdmin', operator);
    await deleteApiUser(db, 'second', operator);
  });

  it('survives a demotion and a deletion of the two last SuperAdmins at the same moment', async () => {
    await addApiUser(db, { userName: 'second', password: 'x', roles: 'SuperAdmin' }, operator);
    const outcomes = await Promise.allSettled([
      deleteApiUser(db, 'second', operator),
      setApiUserRole(db, 'og', 'User', operator),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(await superAdminCount()).toBe(1);
  });
});
