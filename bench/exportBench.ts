import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { measureScenario, type ApiBenchOptions } from './apiBench';
import { SCENARIOS } from './apiScenarios';
import type { Download } from './download';
import { untilQuiet } from './exportLoadBench';

// Exports of every plane ticket (docs/exports.md): how fast each format streams, how soon its first byte comes, how
// much the server's memory grows meanwhile, and what a long export costs everyone else (list page 1 during it).

type ExportFormatName = 'csv' | 'excel' | 'pdf';

export interface ExportMeasurement {
  format: ExportFormatName;
  rows: number;
  bytes: number;
  seconds: number;
  rowsPerSecond: number;
  /** From the request to the first bytes of the file. */
  firstByteMs: number;
  /** The server's resident memory at its highest during the export, over what it was before. */
  rssGrowthMb: number;
}

export interface ExportRun {
  exports: ExportMeasurement[];
  /** List page 1's p50 alone, and while a CSV export of every ticket runs on the same server. */
  listPage: { aloneP50: number; duringP50: number };
}

const FORMATS: readonly ExportFormatName[] = ['csv', 'excel', 'pdf'];
const EXPORT_PATH = (format: ExportFormatName) => `/api/v1/PlaneTickets/export/${format}?getAll=true`;

/** The server's resident set in MB, from /proc (Linux). */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

const execute = promisify(execFile);
const root = path.resolve(__dirname, '..');

/** A download by a process of its own (download.ts), so that what is timed is the server and not this process. */
async function downloadApart(url: string, token: string): Promise<Download> {
  const { stdout } = await execute(process.execPath, ['--import', 'tsx', 'bench/download.ts', url, token], {
    cwd: root,
    // The benchmark's own options (a test runner's, a heap size) are not the reader's.
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  return JSON.parse(stdout) as Download;
}

async function measureExport(url: string, token: string, pid: number, format: ExportFormatName) {
  const before = await rssMb(pid);
  let highest = before;
  const sampler = setInterval(() => {
    rssMb(pid).then(
      (now) => (highest = Math.max(highest, now)),
      () => undefined,
    );
  }, 100);
  try {
    const { status, bytes, seconds, firstByteMs, headers } = await downloadApart(`${url}${EXPORT_PATH(format)}`, token);
    if (status !== 200) throw new Error(`Exporting the tickets as ${format} answered ${status}.`);
    const rows = Number(headers['x-export-rows']);
    return { format, rows, bytes, seconds, rowsPerSecond: rows / seconds, firstByteMs, rssGrowthMb: highest - before };
  } finally {
    clearInterval(sampler);
  }
}

/** Each format's export of every ticket, one after another; then list page 1 alone and during a CSV export. */
export async function runExportBench(
  options: ApiBenchOptions & { serverPid: number; databaseUrl?: string },
): Promise<ExportRun> {
  const exports: ExportMeasurement[] = [];
  for (const format of FORMATS) {
    // The last scenario's work (or the last export's ending) is done before this one starts.
    await untilQuiet(options.serverPid, options.databaseUrl);
    exports.push(await measureExport(options.url, options.tokens.admin, options.serverPid, format));
  }
  await untilQuiet(options.serverPid, options.databaseUrl);
  const listPage = SCENARIOS.find((scenario) => scenario.key === 'list-page-1');
  if (listPage === undefined) throw new Error('The list-page-1 scenario is missing.');
  // A few seconds each: the export of a million tickets as CSV outlasts the measurement beside it.
  const short = { ...options, duration: Math.min(options.duration, 5) };
  const alone = await measureScenario(short, listPage);
  const running = measureExport(options.url, options.tokens.admin, options.serverPid, 'csv');
  await new Promise((resolve) => setTimeout(resolve, 500));
  const during = await measureScenario(short, listPage);
  await running;
  await untilQuiet(options.serverPid, options.databaseUrl);
  return { exports, listPage: { aloneP50: alone.p50, duringP50: during.p50 } };
}
