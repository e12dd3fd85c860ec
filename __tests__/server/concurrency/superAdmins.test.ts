import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { LAST_SUPER_ADMIN_DETAIL } from '../../../server/accounts/superAdminGuard';
import { assertWellFormedAnswer } from '../helpers/checkedRequest';
import { bearer, DEMO_USERS, signIn, startTestApp, type TestApp } from '../helpers/testApp';

// Decision D-33 under concurrency, over HTTP: with a second SuperAdmin added through SQL, the two SuperAdmins are
// demoted (PUT or PATCH of ApiUsers' Roles) or one is demoted while the other is deleted, at the same moment. Exactly
// one request succeeds, the other gets the last-SuperAdmin 409, and one SuperAdmin remains.

let testApp: TestApp;
let token: string;
let ogId: number;

beforeAll(async () => {
  testApp = await startTestApp();
  const { rows } = await sql<{ apiUserId: number }>`select api_user_id from api_user
    where user_name = ${DEMO_USERS.superAdmin.userName}`.execute(testApp.database.db);
  ogId = rows[0]?.apiUserId ?? -1;
});
afterAll(() => testApp.close());

/** og the only SuperAdmin again, a second SuperAdmin added through SQL, og's fresh token warmed up in the user cache. */
async function twoSuperAdmins(): Promise<number> {
  const db = testApp.database.db;
  await sql`delete from api_user where user_name = 'second'`.execute(db);
  await sql`update api_user set roles = 'SuperAdmin' where api_user_id = ${ogId}`.execute(db);
  const { rows } = await sql<{ apiUserId: number }>`insert into api_user (user_name, password, roles)
    values ('second', 'stored-password-value', 'SuperAdmin') returning api_user_id`.execute(db);
  // og's previous token may have ended with a demotion in the round before.
  token = await signIn(testApp.app, DEMO_USERS.superAdmin);
  const warm = await testApp.app.inject({ method: 'GET', url: `/api/v1/ApiUsers/${ogId}`, headers: bearer(token) });
  expect(warm.statusCode).toBe(200);
  return rows[0]?.apiUserId ?? -1;
}

async function superAdminCount(): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from api_user
    where roles = 'SuperAdmin'`.execute(testApp.database.db);
  return rows[0]?.n ?? -1;
}

const storedUser = async (id: number) =>
  (
    await sql<{ userName: string; password: string }>`select user_name, password from api_user
      where api_user_id = ${id}`.execute(testApp.database.db)
  ).rows[0];

type Change = 'PUT' | 'PATCH' | 'DELETE';

/** The request that takes SuperAdmin away from the user: a new role by PUT or PATCH, or deletion. */
async function takeAway(change: Change, id: number): Promise<() => Promise<LightMyRequestResponse>> {
  const url = `/api/v1/ApiUsers/${id}`;
  const headers = bearer(token);
  if (change === 'DELETE') return () => testApp.app.inject({ method: 'DELETE', url, headers });
  if (change === 'PATCH') {
    const payload = [{ op: 'replace', path: '/roles', value: 'Admin' }];
    return () => testApp.app.inject({ method: 'PATCH', url, headers, payload });
  }
  // The stored password hash sent back keeps the password (D-32).
  const user = await storedUser(id);
  const payload = { ApiUserId: id, UserName: user?.userName, Password: user?.password, Roles: 'User' };
  return () => testApp.app.inject({ method: 'PUT', url, headers, payload });
}

const SUCCESS: Record<Change, number> = { PUT: 204, PATCH: 200, DELETE: 204 };

describe('taking SuperAdmin away from the two last SuperAdmins at the same moment', () => {
  it.each<[Change, Change]>([
    ['PUT', 'PUT'],
    ['PUT', 'PUT'],
    ['PUT', 'PATCH'],
    ['PATCH', 'PATCH'],
    ['PUT', 'DELETE'],
    ['PATCH', 'DELETE'],
  ])('og by %s and the second by %s: exactly one succeeds', async (ogChange, secondChange) => {
    const secondId = await twoSuperAdmins();
    const sends = [await takeAway(ogChange, ogId), await takeAway(secondChange, secondId)];
    const responses = await Promise.all(sends.map((sendRequest) => sendRequest()));

    const changes = [ogChange, secondChange];
    responses.forEach((response, index) =>
      assertWellFormedAnswer(response, [SUCCESS[changes[index] as Change], 409], `${changes[index]} of user ${index}`),
    );
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.json().detail).toBe(LAST_SUPER_ADMIN_DETAIL);
    expect(await superAdminCount()).toBe(1);
  });
});
