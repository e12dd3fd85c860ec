import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startServerProcess } from '../../../tools/serverProcess';

// A server's first start on an empty data directory creates the embedded database, migrates it and seeds the demo
// data: about twice as long as a start on a directory that holds them. The browser tests' global setup does that
// first start once; each test file's server then starts on a copy of the directory it left.

// Jest starts its workers after the global setup, so they inherit where the template is.
const TEMPLATE_DIR = 'ABO_E2E_DATA_TEMPLATE';

/** Creates, migrates and seeds the embedded database in `dataDir` with a first start of the server. */
async function seedDemoData(dataDir: string): Promise<void> {
  // Stopped as a supervisor stops it: the server closes the database and releases the directory's lock.
  const server = await startServerProcess({ DATA_DIR: dataDir });
  await server.stop();
}

export async function prepareDataTemplate(): Promise<void> {
  const directory = await mkdtemp(path.join(tmpdir(), 'abo-e2e-template-'));
  process.env[TEMPLATE_DIR] = directory;
  await seedDemoData(directory);
}

export async function removeDataTemplate(): Promise<void> {
  const directory = process.env[TEMPLATE_DIR];
  if (directory !== undefined) await rm(directory, { recursive: true, force: true });
}

/** Fills `dataDir` with a copy of the template, where there is one (a file run outside the global setup has none). */
export async function copyDataTemplate(dataDir: string): Promise<void> {
  const template = process.env[TEMPLATE_DIR];
  if (template !== undefined) await cp(template, dataDir, { recursive: true });
}

const ROOT = path.resolve(__dirname, '../../..');

/**
 * Replaces the demo records in `dataDir` with a generated data set at `scale` (0.01: 10,000 passengers and tickets,
 * 1,000 flights), as staff would with `npm run db:generate -- --scale 0.01 --replace`. The demo accounts stay (the
 * generator keeps API users and travel classes), so the tests still sign in as og, aa and uu.
 */
export async function generateDataSet(dataDir: string, scale: number): Promise<void> {
  // Without a template the directory is empty: a first start gives it the demo accounts.
  if (process.env[TEMPLATE_DIR] === undefined) await seedDemoData(dataDir);
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'server/cli/generate.ts', '--scale', String(scale), '--replace'],
    // NODE_OPTIONS: Jest's own (--experimental-vm-modules) is not the generator's.
    { cwd: ROOT, env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: dataDir }, timeout: 120_000 },
  );
}
