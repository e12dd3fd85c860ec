import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { bearer, httpRequest, signIn, type HttpAnswer } from '../../tools/resilience/httpClient';
import { startRedisServer, type RedisServer } from '../../tools/resilience/redisServer';
import {
  newJwtSecret,
  startServerInstance,
  startServerInstances,
  stopAll,
  type ServerInstance,
} from '../../tools/resilience/serverInstances';
import { createScratchDatabase, type ScratchDatabase } from '../../tools/scratchDatabase';
import { POSTGRES_ADMIN_URL } from './support/serverUnderLoad';

// A thief holds a stolen token and refreshes it every 50 ms, alternating between the instances, while the owner's
// password is changed through the other one (D-53, D-93). Whatever order the refreshes and the change meet in, no token
// the thief holds may work once the change has been answered and announced: 0 survivors in 20 rounds. The instances
// keep users and sessions for a minute (AUTH_CACHE_MS), so only the change itself and the Redis notices can end them.
// PGlite runs the same race on one instance: its data directory belongs to one process, so two cannot share it.

jest.setTimeout(60_000);

const ROUNDS = 20;
const REFRESH_EVERY_MS = 50;
/** What a Redis notice may take to reach the other instance on a loaded machine. */
const NOTICE_MS = 300;

interface Race {
  servers: ServerInstance[];
  stop(): Promise<void>;
}

async function postgresRace(): Promise<Race> {
  const [database, redis]: [ScratchDatabase, RedisServer] = await Promise.all([
    createScratchDatabase(POSTGRES_ADMIN_URL, 'abo_refresh_race'),
    startRedisServer(),
  ]);
  const env = { DATABASE_URL: database.url, REDIS_URL: redis.url, JWT_SECRET: newJwtSecret(), SEED_DEMO: '1' };
  const servers = await startServerInstances(2, { ...env, AUTH_CACHE_MS: '60000' });
  return {
    servers,
    async stop() {
      await stopAll(servers);
      await Promise.all([redis.stop(), database.drop()]);
    },
  };
}

async function pgliteRace(): Promise<Race> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'abo-refresh-race-'));
  const server = await startServerInstance({ DATA_DIR: dataDir, AUTH_CACHE_MS: '60000' });
  return {
    servers: [server],
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const refresh = (server: ServerInstance, token: string) =>
  httpRequest(server.url, '/api/v1/Authentication/refresh', { method: 'POST', headers: bearer(token) });
const health = (server: ServerInstance, token: string) =>
  httpRequest(server.url, '/api/v1/HealthCheck', { headers: bearer(token) });

interface Outcome {
  /** Tokens the thief got by refreshing: the race was run, not lost before it began. */
  minted: number;
  survivors: number;
  refreshedAfterChange: number;
  serverErrors: number;
}

/** One round: a fresh password for uu, its token stolen, refreshed by the thief while the password changes again. */
async function raceOnce(servers: ServerInstance[], admin: string, round: number): Promise<Outcome> {
  const at = (index: number) => servers[index % servers.length] as ServerInstance;
  const stolen = await signIn(at(round).url, 'uu', round === 0 ? 'uu' : `uu-password-${round}`);
  const held = [stolen];
  const answers: HttpAnswer[] = [];
  let current = stolen;
  let changeAnsweredAt = Number.POSITIVE_INFINITY;
  let refreshedAfterChange = 0;
  let stop = false;

  const thief = (async () => {
    for (let turn = 0; !stop; turn++) {
      const sentAt = Date.now();
      const answer = await refresh(at(turn), current);
      answers.push(answer);
      if (answer.status === 200) {
        current = answer.body;
        held.push(current);
        if (sentAt > changeAnsweredAt + NOTICE_MS) refreshedAfterChange += 1;
      }
      await sleep(Math.max(0, REFRESH_EVERY_MS - (Date.now() - sentAt)));
    }
  })();

  // The change lands somewhere among the refreshes, through the instance the thief is not on at that moment.
  await sleep(150 + ((round * 37) % 200));
  const through = at(Math.floor((Date.now() % 100_000) / REFRESH_EVERY_MS) + 1);
  const change = await httpRequest(through.url, '/api/v1/ApiUsers/3', {
    method: 'PUT',
    headers: bearer(admin),
    json: { ApiUserId: 3, UserName: 'uu', Password: `uu-password-${round + 1}`, Roles: 'User' },
  });
  expect(change.status).toBe(204);
  changeAnsweredAt = Date.now();
  await sleep(NOTICE_MS + 6 * REFRESH_EVERY_MS);
  stop = true;
  await thief;

  let survivors = 0;
  for (const token of held) {
    for (const server of servers) if ((await health(server, token)).status !== 401) survivors += 1;
  }
  const serverErrors = answers.filter((answer) => answer.status >= 500).length;
  return { minted: held.length - 1, survivors, refreshedAfterChange, serverErrors };
}

describe.each([
  ['PostgreSQL, two instances sharing Redis', postgresRace],
  ['PGlite, one instance', pgliteRace],
])('the refresh race against a password change on %s', (_engine, start) => {
  let race: Race | undefined;
  beforeAll(async () => {
    race = await start();
  }, 180_000);
  afterAll(() => race?.stop());

  it('leaves the thief no token that works, in 20 rounds out of 20', async () => {
    const { servers } = race as Race;
    const admin = await signIn(servers[0]?.url ?? '', 'og', 'og');
    const outcomes: Outcome[] = [];
    for (let round = 0; round < ROUNDS; round++) outcomes.push(await raceOnce(servers, admin, round));

    expect(outcomes.every((outcome) => outcome.minted >= 1)).toBe(true);
    expect(outcomes.map((outcome) => outcome.survivors)).toEqual(Array(ROUNDS).fill(0));
    expect(outcomes.map((outcome) => outcome.refreshedAfterChange)).toEqual(Array(ROUNDS).fill(0));
    expect(outcomes.reduce((sum, outcome) => sum + outcome.serverErrors, 0)).toBe(0);
    // The owner signs in with the last password and works.
    const owner = await signIn(servers[1 % servers.length]?.url ?? '', 'uu', `uu-password-${ROUNDS}`);
    for (const server of servers) expect((await health(server, owner)).status).toBe(200);
  }, 180_000);
});
