import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createScratchDatabase, type ScratchDatabase } from '../../tools/scratchDatabase';
import type { ServerProcess } from '../../tools/serverProcess';
import { startRequestLoops, type LoopAnswer, type RequestLoops } from './support/requestLoops';
import { POSTGRES_ADMIN_URL, signIn, startServer } from './support/serverUnderLoad';

// Stopping a server while 40 clients keep it busy on keep-alive connections, reads and writes mixed, ten times per
// engine, started through npm and directly: no request may end in a reset (a client could not tell whether its write
// happened). Each is answered, or refused with 503 problem+json, `Connection: close` and `Retry-After`; every write
// answered 201 is stored, and none refused is.

// Twenty starts of a server: minutes each on a loaded machine.
jest.setTimeout(1_800_000);

const CLIENTS = 40;
const RUNS = 10;
/** Answers before the stop: every client is past its first request, and connections are being reused. */
const WARM_ANSWERS = 3 * CLIENTS;

type Start = 'npm run serve, SIGTERM to npm' | 'npm run serve, Ctrl+C' | 'node, SIGTERM';
const STARTS: Start[] = ['npm run serve, SIGTERM to npm', 'node, SIGTERM', 'npm run serve, Ctrl+C', 'node, SIGTERM'];

function signal(server: ServerProcess, start: Start): void {
  if (start === 'npm run serve, Ctrl+C') server.killGroup('SIGINT');
  else server.kill('SIGTERM');
}

async function untilAnswered(loops: RequestLoops, count: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (loops.answered() < count) {
    if (Date.now() > deadline) throw new Error(`Fewer than ${count} answers within 60 s.`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const isProperRefusal = (answer: LoopAnswer) =>
  answer.status === 503 &&
  answer.contentType.startsWith('application/problem+json') &&
  answer.connection === 'close' &&
  Number(answer.retryAfter) > 0;

/** One stop under load; the answers that are neither a success nor a proper refusal, and the writes made. */
async function stopUnderLoad(env: NodeJS.ProcessEnv, start: Start, label: string) {
  // Starts take long on a loaded machine: the first one on an empty data directory creates and seeds it.
  const server = await startServer(env, { via: start.startsWith('npm') ? 'npm' : 'node', timeoutMs: 180_000 });
  try {
    const token = await signIn(server.url, 'aa');
    const loops = startRequestLoops(server.url, token, CLIENTS, label);
    await untilAnswered(loops, WARM_ANSWERS);
    signal(server, start);
    await loops.done;
    const exit = await server.exited;
    const improper = loops.answers
      .flat()
      .filter((answer) => answer.status >= 300 && !isProperRefusal(answer))
      .map((answer) => `${answer.status} ${answer.connection} ${answer.retryAfter} ${answer.body.slice(0, 200)}`);
    // What the server said while it stopped, when it did not stop cleanly: why is in its last lines.
    const stopLog = exit.code === 0 ? undefined : server.output().slice(-3000);
    return { exit, resets: loops.resets, improper, created: loops.created, stopLog };
  } finally {
    await server.stop();
  }
}

describe.each(['embedded PGlite', 'PostgreSQL'] as const)('stopping the %s server under load', (engine) => {
  let dataDir: string | undefined;
  let database: ScratchDatabase | undefined;
  let env: NodeJS.ProcessEnv = {};

  beforeAll(async () => {
    if (engine === 'embedded PGlite') {
      dataDir = await mkdtemp(path.join(tmpdir(), 'abo-stop-'));
      env = { DATA_DIR: dataDir };
    } else {
      database = await createScratchDatabase(POSTGRES_ADMIN_URL, 'abo_stop');
      env = { DATABASE_URL: database.url, SEED_DEMO: '1', JWT_SECRET: randomBytes(32).toString('hex') };
    }
  });
  afterAll(async () => {
    if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it(`${RUNS} stops with ${CLIENTS} clients busy: no reset, every refusal a 503 to retry, exit 0`, async () => {
    const outcomes = [];
    const created: string[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const start = STARTS[run % STARTS.length] as Start;
      const outcome = await stopUnderLoad(env, start, `stop-${run}`);
      const { exit, resets, improper, stopLog } = outcome;
      outcomes.push({ run, start, exit, resets, improper, stopLog });
      created.push(...outcome.created);
    }
    expect(outcomes).toEqual(
      outcomes.map(({ run, start }) => ({ run, start, exit: { code: 0, signal: null }, resets: [], improper: [] })),
    );
    if (database === undefined) return;
    // What was acknowledged is stored, and nothing else of the clients' writes is: a refusal changed nothing.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>("select name from airline where name like 'stop-%'");
      expect(rows.map(({ name }) => name).sort()).toEqual([...created].sort());
    } finally {
      await client.end();
    }
  });
});
