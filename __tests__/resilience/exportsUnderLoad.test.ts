import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { connectDatabase } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import { seedDemoData } from '../../server/db/seed/seedDemoData';
import { createScratchDatabase } from '../../tools/scratchDatabase';
import { POSTGRES_ADMIN_URL, signIn, startServer } from './support/serverUnderLoad';

// No client's pace holds the database (D-101, D-102), with the real server on each engine: one export whose reader
// reads nothing and ten more at once, while a client asks for list page 1 again and again. Every list answer is a 200
// (none a 503), the slowest within a generous bound, every export whole, and the stalled reader dropped.

const PASSENGERS = 40_000;
const EXPORTS = 10;
/**
 * How long a reader may take nothing before it is dropped. Beside CI's other lanes, this test's own readers, in one
 * busy process, went 3 s without reading and were dropped too: the bound is for the one who stalls on purpose.
 */
const STALL_SECONDS = 10;

/** A database with the demo data and PASSENGERS more passengers, for the server to start on. */
async function prepare(env: { DATABASE_URL?: string; DATA_DIR?: string }) {
  const connection = await connectDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrate(connection.db);
    await seedDemoData(connection.db);
    // The free-text indexes are dropped first: this database is the test's own, and filling them took a minute.
    const { rows } = await sql<{ name: string }>`
      select indexname as name from pg_indexes where tablename = 'passenger' and indexdef like '%gin%'`.execute(
      connection.db,
    );
    for (const { name } of rows) await sql`drop index ${sql.id(name)}`.execute(connection.db);
    await sql`
      insert into passenger (first_name, last_name, uprn, passport, address, phone)
      select 'Many', 'Row' || n, '9' || lpad(n::text, 12, '0'), 'Q' || lpad(n::text, 8, '0'),
        n || repeat(' Long Street', 15), '555-0100'
      from generate_series(1, ${PASSENGERS}) as n`.execute(connection.db);
  } finally {
    await connection.close();
  }
}

/** An export of every passenger as CSV; `stall` takes the answer's head and reads nothing more. */
function exportPassengers(url: string, token: string, stall: boolean) {
  return new Promise<{ status: number; lines: number }>((resolve, reject) => {
    const request = http.get(
      `${url}/api/v1/Passengers/export/csv?getAll=true`,
      { headers: { authorization: `Bearer ${token}` } },
      (response) => {
        if (stall) {
          response.pause();
          resolve({ status: response.statusCode ?? 0, lines: 0 });
          return;
        }
        let lines = 0;
        response.on('data', (chunk: Buffer) => {
          for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, lines }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** List page 1 again and again until `done`; each answer's status and time. */
async function askForTheList(url: string, token: string, done: () => boolean) {
  const answers: { status: number; ms: number }[] = [];
  while (!done()) {
    const started = performance.now();
    const response = await fetch(`${url}/api/v1/Airlines?page=1`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    answers.push({ status: response.status, ms: performance.now() - started });
  }
  return answers;
}

describe.each([
  // On the embedded database an export holds the one connection while it reads its rows (seconds here): the list
  // waits for that, never for a reader.
  ['PGlite', 'pglite', 20_000],
  ['PostgreSQL', 'postgres', 5_000],
] as const)('exports on %s', (_name, engine, p99BoundMs) => {
  let env: Record<string, string>;
  let cleanUp: () => Promise<void>;

  beforeAll(async () => {
    if (engine === 'postgres') {
      const scratch = await createScratchDatabase(POSTGRES_ADMIN_URL, 'abo_exports');
      env = { DATABASE_URL: scratch.url, JWT_SECRET: 'x'.repeat(40), SEED_DEMO: '1' };
      cleanUp = scratch.drop;
    } else {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'abo-exports-'));
      env = { DATA_DIR: dataDir };
      cleanUp = () => rm(dataDir, { recursive: true, force: true });
    }
    await prepare(env);
  }, 240_000);
  afterAll(() => cleanUp());

  it('keeps answering the list while one reader stalls and ten export at once', async () => {
    const server = await startServer({
      ...env,
      LOG_LEVEL: 'warn',
      EXPORT_STALL_SECONDS: String(STALL_SECONDS),
      EXPORTS_PER_USER_MAX: String(EXPORTS + 1),
    });
    try {
      const admin = await signIn(server.url, 'aa');
      const user = await signIn(server.url, 'uu');
      const stalled = await exportPassengers(server.url, admin, true);
      expect(stalled.status).toBe(200);
      let finished = false;
      const listing = askForTheList(server.url, user, () => finished);
      const exports = await Promise.all(
        Array.from({ length: EXPORTS }, () => exportPassengers(server.url, admin, false)),
      ).finally(() => (finished = true));
      const answers = await listing;

      for (const { status, lines } of exports) {
        expect(status).toBe(200);
        // The header and every passenger (the demo's and the added ones), each a line.
        expect(lines).toBeGreaterThan(PASSENGERS);
      }
      expect(new Set(exports.map(({ lines }) => lines)).size).toBe(1);
      expect(answers.length).toBeGreaterThan(0);
      expect(answers.filter(({ status }) => status !== 200)).toEqual([]);
      const times = answers.map(({ ms }) => ms).sort((a, b) => a - b);
      const p99 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)] ?? Infinity;
      expect(p99).toBeLessThan(p99BoundMs);
      // The reader who read nothing was dropped, and said so in the log.
      const deadline = Date.now() + STALL_SECONDS * 1000 + 15_000;
      while (!server.output().includes('took nothing for') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(server.output()).toContain(`took nothing for ${STALL_SECONDS * 1000} ms: dropped`);
    } finally {
      await server.stop();
    }
  }, 240_000);
});
