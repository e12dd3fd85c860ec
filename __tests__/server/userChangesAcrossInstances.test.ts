import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../server/auth/passwords';
import { announceUserChangesOnce } from '../../server/auth/userChanges';
import { buildApp } from '../../server/app';
import { bearer, DEMO_USERS, signIn, startTestApp, type TestApp } from './helpers/testApp';

// Two instances on one database and one Redis, each keeping the users behind tokens for a minute: a user changed on
// one (or with the users tool) loses its tokens on the other at once, not when the other's cache expires.
// Needs a Redis server: run with TEST_REDIS_URL=redis://127.0.0.1:6379 to include these.

const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;

let first: TestApp;
let second: FastifyInstance;

async function addUser(userName: string, password: string): Promise<number> {
  const { apiUserId } = await first.database.db
    .insertInto('apiUser')
    .values({ userName, password: await hashPassword(password), roles: 'Admin' })
    .returning('apiUserId')
    .executeTakeFirstOrThrow();
  return apiUserId;
}

/** Signs in on the second instance, with the token issued a second before any change that follows. */
async function tokenOnSecond(userName: string, password: string): Promise<Record<string, string>> {
  const headers = bearer(await signIn(second, { userName, password }));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return headers;
}

/** Whether the second instance refuses the token within two seconds, polling as fast as it answers. */
async function refusedWithinSeconds(headers: Record<string, string>): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < 2000) {
    const response = await second.inject({ method: 'GET', url: '/api/v1/Airlines/1', headers });
    if (response.statusCode === 401) return true;
    // Injected requests never touch a socket: give the event loop a turn to read what Redis sent.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return false;
}

(TEST_REDIS_URL === undefined ? describe.skip : describe)('user changes across instances', () => {
  beforeAll(async () => {
    const config = { redisUrl: TEST_REDIS_URL, authCacheMs: 60_000 };
    first = await startTestApp({ config });
    second = await buildApp({ config: first.config, database: first.database });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('a user demoted on one instance has its token refused on the other at once', async () => {
    const id = await addUser('relay-demoted', 'secret one');
    const headers = await tokenOnSecond('relay-demoted', 'secret one');
    // The second instance now holds the user in its cache.
    expect((await second.inject({ method: 'GET', url: '/api/v1/Airlines/1', headers })).statusCode).toBe(200);

    const superAdmin = bearer(await signIn(first.app, DEMO_USERS.superAdmin));
    const stored = await first.database.db
      .selectFrom('apiUser')
      .select(['password'])
      .where('apiUserId', '=', id)
      .executeTakeFirstOrThrow();
    const demote = await first.app.inject({
      method: 'PUT',
      url: `/api/v1/ApiUsers/${id}`,
      headers: superAdmin,
      payload: { ApiUserId: id, UserName: 'relay-demoted', Password: stored.password, Roles: 'User' },
    });
    expect(demote.statusCode).toBe(204);

    // Refused long before the minute the second instance would otherwise trust its cache (the resilience suite
    // measures the delay between real processes).
    expect(await refusedWithinSeconds(headers)).toBe(true);
  });

  it('a user changed with the users tool has its token refused on every instance at once', async () => {
    await addUser('relay-tool', 'secret two');
    const headers = await tokenOnSecond('relay-tool', 'secret two');
    expect((await second.inject({ method: 'GET', url: '/api/v1/Airlines/1', headers })).statusCode).toBe(200);

    // As the tool does: the row changes in the database, then the change is announced.
    await first.database.db.deleteFrom('apiUser').where('userName', '=', 'relay-tool').execute();
    expect(await announceUserChangesOnce(TEST_REDIS_URL as string, ['RELAY-TOOL'])).toBe(true);

    expect(await refusedWithinSeconds(headers)).toBe(true);
  });

  it('without an announcement the other instance keeps its cached answer (what Redis is there for)', async () => {
    await addUser('relay-silent', 'secret three');
    const headers = await tokenOnSecond('relay-silent', 'secret three');
    expect((await second.inject({ method: 'GET', url: '/api/v1/Airlines/1', headers })).statusCode).toBe(200);
    await first.database.db.deleteFrom('apiUser').where('userName', '=', 'relay-silent').execute();
    expect((await second.inject({ method: 'GET', url: '/api/v1/Airlines/1', headers })).statusCode).toBe(200);
  });

  it('the users tool reports an unreachable Redis instead of failing', async () => {
    expect(await announceUserChangesOnce('redis://127.0.0.1:1', ['anyone'])).toBe(false);
  });
});
