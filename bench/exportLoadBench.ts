import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { planeTickets } from '../server/resources/definitions/planeTickets';
import { parseListOptions } from '../server/resources/listOptions';
import { EVERY_ROW, everyRowStatement } from '../server/resources/repository';
import { measureScenario, type ApiBenchOptions } from './apiBench';
import { SCENARIOS } from './apiScenarios';

// What exports cost the database and everyone else (docs/exports.md): PostgreSQL's own \copy of the rows an export of
// every ticket reads, as the yardstick of its CSV; and list page 1 while ten exports of every ticket have readers that
// read nothing (D-101). Each measurement starts once the server is quiet again (`untilQuiet`), so that the work one
// leaves behind (a spool being written, a statement ending) is not charged to the next.

export interface ExportLoad {
  /** \copy of the CSV export's statement to a pipe that counts its bytes (PostgreSQL only). */
  copy?: { rows: number; seconds: number; rowsPerSecond: number; bytes: number };
  /** List page 1's p50 alone, and while ten exports with stalled readers are open. */
  stalled: { aloneP50: number; duringP50: number; failures: number };
}

const STALLED_EXPORTS = 10;

const execute = promisify(execFile);

/** The server's processor time so far in clock ticks, from /proc (Linux). */
async function cpuTicks(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11]) + Number(fields[12]);
}

/** Sessions of the database, other than the one asking, running a statement now: the server's, autovacuum's. */
async function databaseWorking(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ working: number }>(
    `select count(*)::int as working from pg_stat_activity
      where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
  );
  return rows[0]?.working ?? 0;
}

/**
 * Waits (at most 30 s) until the server used under a tenth of a core over half a second, and, given its database,
 * (at most 60 s in all) until no statement runs there either: an export that PostgreSQL copies out (D-108) works in
 * the database while the server sits idle.
 */
export async function untilQuiet(pid: number, databaseUrl?: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    const before = await cpuTicks(pid);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // 100 ticks a second: half a second at a tenth of a core is 5.
    if ((await cpuTicks(pid)) - before < 5 || Date.now() > started + 30_000) break;
  }
  if (databaseUrl === undefined) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    while ((await databaseWorking(client)) > 0 && Date.now() < started + 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await client.end();
  }
}

/** \copy of the SQL an export of every ticket runs (the list's order, its export columns), to a byte counter. */
async function measureCopy(databaseUrl: string) {
  const statement = everyRowStatement(planeTickets, EVERY_ROW, parseListOptions(planeTickets, {}));
  // Its parameters are the limit and offset of 'every row': numbers, written into the SQL for psql.
  const sql = statement.sql.replace(/\$(\d+)/g, (_match, index: string) => {
    const value = statement.parameters[Number(index) - 1];
    if (typeof value !== 'number' && typeof value !== 'bigint') throw new Error('\\copy takes numbers only here.');
    return String(value);
  });
  const command = `\\copy (${sql.replace(/\s+/g, ' ')}) to stdout with (format csv)`;
  const started = performance.now();
  // Counted by wc, not by this process: the benchmark's own process, after its load scenarios, reads a large stream
  // at a fraction of its pace (download.ts), and the yardstick must be read as fast as the export it measures.
  const { stdout } = await execute('bash', [
    '-c',
    'set -o pipefail; psql "$1" -X -q -v ON_ERROR_STOP=1 -c "$2" | wc -l -c',
    'copy',
    databaseUrl,
    command,
  ]).catch((error: { stderr?: string }) => {
    throw new Error(`\\copy failed: ${error.stderr?.trim() ?? String(error)}`);
  });
  const [rows, bytes] = stdout.trim().split(/\s+/).map(Number) as [number, number];
  const seconds = (performance.now() - started) / 1000;
  return { rows, seconds, rowsPerSecond: rows / seconds, bytes };
}

/** Ten exports of every ticket whose readers take the answer's head and nothing more; the returned function ends them. */
async function openStalledExports(options: ApiBenchOptions): Promise<() => void> {
  const controllers: AbortController[] = [];
  await Promise.all(
    Array.from({ length: STALLED_EXPORTS }, async () => {
      const controller = new AbortController();
      controllers.push(controller);
      const response = await fetch(`${options.url}/api/v1/PlaneTickets/export/csv?getAll=true`, {
        headers: { authorization: `Bearer ${options.tokens.admin}` },
        signal: controller.signal,
      });
      if (response.status !== 200) throw new Error(`A stalled export answered ${response.status}.`);
    }),
  );
  return () => controllers.forEach((controller) => controller.abort());
}

export async function runExportLoadBench(
  options: ApiBenchOptions & { serverPid: number; databaseUrl?: string },
): Promise<ExportLoad> {
  await untilQuiet(options.serverPid, options.databaseUrl);
  const copy = options.databaseUrl === undefined ? undefined : await measureCopy(options.databaseUrl);
  const listPage = SCENARIOS.find((scenario) => scenario.key === 'list-page-1');
  if (listPage === undefined) throw new Error('The list-page-1 scenario is missing.');
  const short = { ...options, duration: Math.min(options.duration, 5) };
  await untilQuiet(options.serverPid, options.databaseUrl);
  const alone = await measureScenario(short, listPage);
  const endExports = await openStalledExports(options);
  try {
    // What is measured is ten readers who stopped: their files first fill the sockets' buffers (at a small scale, the
    // whole file does), and their rows reach the spools (at most 60 s of it: PostgreSQL copies them out, D-108), before the list is asked.
    await untilQuiet(options.serverPid, options.databaseUrl);
    const during = await measureScenario(short, listPage);
    return { copy, stalled: { aloneP50: alone.p50, duringP50: during.p50, failures: during.failures } };
  } finally {
    endExports();
    await untilQuiet(options.serverPid, options.databaseUrl);
  }
}
