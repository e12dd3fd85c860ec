import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatTable } from '../server/cli/output';
import type { Engine } from '../server/db/connect';
import { rowCounts } from '../server/db/generate/scale';
import { startServerProcess } from '../tools/serverProcess';
import { runApiBench } from './apiBench';
import { runExportBench } from './exportBench';
import { runExportLoadBench } from './exportLoadBench';
import { DEFAULT_ADMIN_URL, prepareBenchDatabase } from './benchDatabase';
import { judge, type EngineRun } from './budgets';
import { LIGHTHOUSE_CHROMIUM_PATH, measureLighthouse, type LighthouseScore } from './lighthouseBench';
import { apiTables, budgetTable, exportLoadTables, exportTables, markdown, spaTables, type Table } from './report';
import { measureChunks, measurePages, type PageWeight } from './spaBench';

// `npm run bench -- [--engines pglite,postgres] [--scales 0.01,0.1,1] [--duration 5] [--warm-up 1] [--connections 10]
// [--no-spa] [--lighthouse-runs 5] [--check]`: measures the SPA's downloads and the API on each engine at each scale, prints the
// tables, writes a markdown report under bench/results, and with --check exits 1 when a budget is missed or was not
// measured.

const RESULTS = path.resolve(__dirname, 'results');

function options(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      engines: { type: 'string', default: 'pglite,postgres' },
      scales: { type: 'string', default: '0.01,0.1,1' },
      duration: { type: 'string', default: '5' },
      'warm-up': { type: 'string', default: '1' },
      connections: { type: 'string', default: '10' },
      'lighthouse-runs': { type: 'string', default: '5' },
      'no-spa': { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
      scenarios: { type: 'string', default: '' },
    },
    strict: true,
  });
  const engines = values.engines.split(',').map((engine) => engine.trim());
  for (const engine of engines) {
    if (engine !== 'pglite' && engine !== 'postgres')
      throw new Error(`Unknown engine '${engine}': pglite or postgres.`);
  }
  const scales = values.scales.split(',').map(Number);
  if (scales.some((scale) => !(scale > 0))) throw new Error(`--scales must be numbers above 0 (got ${values.scales}).`);
  const duration = Number(values.duration);
  const warmUp = Number(values['warm-up']);
  if (!(warmUp >= 0)) throw new Error(`--warm-up must be a number of seconds, 0 or more (got ${values['warm-up']}).`);
  const connections = Number(values.connections);
  const lighthouseRuns = Number(values['lighthouse-runs']);
  if (!(duration >= 1) || !(connections >= 1)) throw new Error('--duration and --connections must be at least 1.');
  if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1)
    throw new Error(`--lighthouse-runs must be a whole number, at least 1 (got ${values['lighthouse-runs']}).`);
  return {
    engines: engines as Engine[],
    scales: [...scales].sort((a, b) => a - b),
    duration,
    warmUp,
    connections,
    lighthouseRuns,
    spa: !values['no-spa'],
    check: values.check,
    ...(values.scenarios.trim() === '' ? {} : { scenarios: values.scenarios.split(',').map((key) => key.trim()) }),
  };
}

const browserVersion = (browser: string) => execFileSync(browser, ['--version'], { encoding: 'utf8' }).trim();

const say = (line: string) => process.stderr.write(`${line}\n`);

async function signIn(url: string, user: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/Authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: user, Password: user }),
  });
  if (!response.ok) throw new Error(`Signing in as ${user} answered ${response.status}.`);
  return response.text();
}

/** How long one GET takes to answer in full; a failure is a broken run, not a figure. */
async function timeOneRequest(url: string, token: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}.`);
  return performance.now() - started;
}

/** How long a server the benchmark starts may take to become ready. */
const SERVER_START_MS = 180_000;

/** The SPA's figures, from a server on the demo data set. */
async function benchSpa(
  lighthouseRuns: number,
): Promise<{ pages: PageWeight[]; scores: LighthouseScore[]; tables: Table[] }> {
  say('SPA: loading the home page and a list page in Chromium, then Lighthouse on both...');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'abo-bench-spa-'));
  // A fresh embedded database is created, migrated and seeded first: seconds alone, over a minute once on a CI machine
  // running three lanes of tests beside it (2026-11-25).
  const server = await startServerProcess({ DATA_DIR: dataDir }, SERVER_START_MS);
  try {
    const credentials = { user: 'aa', password: 'aa' };
    const pages = await measurePages(server.url, credentials);
    const scores = await measureLighthouse(server.url, credentials, lighthouseRuns);
    return { pages, scores, tables: spaTables(pages, await measureChunks(), scores) };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function benchEngine(engine: Engine, run: ReturnType<typeof options>): Promise<EngineRun> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
  const result: EngineRun = { engine, runs: [] };
  for (const scale of run.scales) {
    const passengers = rowCounts(scale).passenger;
    say(`API on ${engine}, ${passengers.toLocaleString('en-US')} passengers: generating the data...`);
    let lastTable = '';
    const database = await prepareBenchDatabase(engine, scale, adminUrl, (progress) => {
      if (progress.phase === 'load' && progress.done === progress.total && progress.subject !== lastTable) {
        lastTable = progress.subject;
        say(`  ${progress.subject}: ${progress.total.toLocaleString('en-US')} rows`);
      }
    });
    try {
      const server = await startServerProcess(
        // Ten exports of one user at once, for the stalled readers' scenario: the limits that would queue them are off.
        {
          ...database.env,
          JWT_SECRET: randomBytes(32).toString('hex'),
          EXPORTS_RUNNING_MAX: '10',
          EXPORTS_PER_USER_MAX: '10',
        },
        SERVER_START_MS,
      );
      try {
        say(`  measuring ${run.duration} s per scenario...`);
        const tokens = { user: await signIn(server.url, 'uu'), admin: await signIn(server.url, 'aa') };
        // The first home page after a start, as the first person signed in that morning loads it: before any
        // scenario has warmed what it reads (the data rules were read for seconds at start; D-99).
        const firstDashboardMs = await timeOneRequest(`${server.url}/api/v1/Dashboard`, tokens.user);
        const benchOptions = {
          url: server.url,
          tokens,
          size: { passengers },
          duration: run.duration,
          warmUp: run.warmUp,
          connections: run.connections,
          ...(run.scenarios === undefined ? {} : { scenarios: run.scenarios }),
        };
        const measurements = await runApiBench(benchOptions);
        say('  exporting every ticket as CSV, Excel and PDF...');
        const exports = await runExportBench({
          ...benchOptions,
          serverPid: server.serverPid,
          databaseUrl: database.env.DATABASE_URL,
        });
        say("  PostgreSQL's \\copy of the same rows, and list page 1 beside ten stalled exports...");
        const exportLoad = await runExportLoadBench({
          ...benchOptions,
          serverPid: server.serverPid,
          databaseUrl: database.env.DATABASE_URL,
        });
        result.runs.push({ scale, passengers, measurements, exports, exportLoad, firstDashboardMs });
        // A failed request is a finding: what the server logged about it (at warn and above) says why.
        if (measurements.some((row) => row.failures > 0)) {
          say(`  the server's log of this run:\n${server.output().trim() || '  (empty)'}`);
        }
      } finally {
        await server.stop();
      }
    } finally {
      await database.dispose();
    }
  }
  return result;
}

async function main(argv: string[]): Promise<number> {
  const run = options(argv);
  const started = new Date();
  const spa = run.spa ? await benchSpa(run.lighthouseRuns) : undefined;
  const engines: EngineRun[] = [];
  for (const engine of run.engines) engines.push(await benchEngine(engine, run));

  const verdicts = judge(spa?.pages, spa?.scores, engines);
  const tables = [
    ...(spa?.tables ?? []),
    ...apiTables(engines),
    ...exportTables(engines),
    ...exportLoadTables(engines),
    budgetTable(verdicts),
  ];
  for (const table of tables) {
    process.stdout.write(`\n${table.title}\n${formatTable(table.header, table.rows)}\n`);
  }

  const stamp = started.toISOString().slice(0, 16).replace(/[:T]/g, '-');
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const preamble = [
    `Run on ${started.toISOString()} on ${machine}.`,
    ...(spa
      ? [
          `Lighthouse: ${run.lighthouseRuns} run(s) per page in ${LIGHTHOUSE_CHROMIUM_PATH} (${browserVersion(LIGHTHOUSE_CHROMIUM_PATH)}).`,
        ]
      : []),
    `Engines: ${run.engines.join(', ')}; scales: ${run.scales.join(', ')}; ${run.duration} s per scenario after ${run.warmUp} s of warm-up, ${run.connections} connections.`,
  ];
  await mkdir(RESULTS, { recursive: true });
  const file = path.join(RESULTS, `${stamp}.md`);
  await writeFile(file, markdown('Benchmark', preamble, tables));
  say(`\nReport: ${path.relative(process.cwd(), file)}`);

  // Errors measure nothing: a scenario that failed requests is a broken benchmark (or server), whatever the budgets.
  const failing = engines.flatMap((engine) =>
    engine.runs.flatMap((r) =>
      r.measurements.filter((row) => row.failures > 0).map((row) => `${engine.engine} ${r.passengers} ${row.label}`),
    ),
  );
  if (failing.length > 0) {
    say(`Requests failed in: ${failing.join('; ')}.`);
    return 1;
  }
  const missed = verdicts.filter((verdict) => verdict.ok !== true);
  if (run.check && missed.length > 0) {
    say(`${missed.length} budget(s) missed or not measured.`);
    return 1;
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    say(`Error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  },
);
