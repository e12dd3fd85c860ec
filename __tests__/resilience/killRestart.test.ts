import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchDatabase, type ScratchDatabase } from '../../tools/scratchDatabase';
import type { ServerProcess } from '../../tools/serverProcess';
import { acknowledgedAtLeast, POSTGRES_ADMIN_URL, signIn, startServer, startWriters } from './support/serverUnderLoad';

// The server killed outright (kill -9, as the OOM killer does) while 20 clients write, five times over, on each
// engine: every write it acknowledged is there afterwards, and each next start succeeds at once (on the embedded
// database, the killed server's lock is taken over without waiting for it to age).

// Six starts of a server and five rounds of writes: minutes on a loaded machine.
jest.setTimeout(900_000);

const KILLS = 5;
const WRITERS = 20;

interface Engine {
  name: string;
  env: NodeJS.ProcessEnv;
  dispose: () => Promise<void>;
}

async function pglite(): Promise<Engine> {
  const directory = await mkdtemp(path.join(tmpdir(), 'abo-kill-'));
  return {
    name: 'PGlite',
    env: { DATA_DIR: directory },
    dispose: () => rm(directory, { recursive: true, force: true }),
  };
}

async function postgres(): Promise<Engine> {
  const database: ScratchDatabase = await createScratchDatabase(POSTGRES_ADMIN_URL, 'abo_kill');
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: database.url, SEED_DEMO: '1', JWT_SECRET: randomBytes(32).toString('hex') },
    dispose: () => database.drop(),
  };
}

/** Whether each acknowledged airline is there, by id, with its name: the ids that are not. */
async function missing(url: string, token: string, acknowledged: Map<number, string>): Promise<number[]> {
  const ids = [...acknowledged.keys()];
  const lost: number[] = [];
  for (let start = 0; start < ids.length; start += 20) {
    await Promise.all(
      ids.slice(start, start + 20).map(async (id) => {
        const response = await fetch(`${url}/api/v1/Airlines/${id}`, { headers: { authorization: `Bearer ${token}` } });
        const body = response.status === 200 ? ((await response.json()) as { name?: string }) : undefined;
        if (body?.name !== acknowledged.get(id)) lost.push(id);
      }),
    );
  }
  return lost;
}

describe.each([
  ['PGlite', pglite],
  ['PostgreSQL', postgres],
])('kill -9 under writes, %s', (_name, prepare) => {
  let engine: Engine;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    engine = await prepare();
  });
  afterAll(async () => {
    await server?.stop();
    await engine?.dispose();
  });

  it(`loses no acknowledged write in ${KILLS} kills, and starts again at once each time`, async () => {
    server = await startServer({ ...engine.env, LOG_LEVEL: 'warn' });
    // Tokens outlive the server: the signing secret is the same after a restart (kept in DATA_DIR, or JWT_SECRET).
    const token = await signIn(server.url, 'aa');
    const acknowledged = new Map<number, string>();

    for (let kill = 1; kill <= KILLS; kill += 1) {
      const writers = startWriters(server.url, token, WRITERS, `kill ${kill}`);
      // Let the writes get going, then kill at a point that varies from round to round.
      await acknowledgedAtLeast(writers, 20 + 10 * kill);
      server.kill('SIGKILL');
      expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
      await writers.done;
      expect(writers.otherAnswers).toEqual([]);
      for (const [id, name] of writers.acknowledged) acknowledged.set(id, name);

      // One attempt: a refused start (the data directory still locked) fails here instead of being retried.
      server = await startServer({ ...engine.env, LOG_LEVEL: 'warn' });
      expect(server.output()).not.toMatch(/in use by another/);
    }

    expect(acknowledged.size).toBeGreaterThanOrEqual(KILLS * 30);
    expect(await missing(server.url, token, acknowledged)).toEqual([]);

    server.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });
});
