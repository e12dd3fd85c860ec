import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../../../tools/serverProcess';

// A server's first start on an empty data directory creates the embedded database, migrates it and seeds the demo
// data: about twice as long as a start on a directory that holds them. The browser tests' global setup does that
// first start once; each test file's server then starts on a copy of the directory it left.

// Jest starts its workers after the global setup, so they inherit where the template is.
const TEMPLATE_DIR = 'ABO_E2E_DATA_TEMPLATE';

export async function prepareDataTemplate(): Promise<void> {
  const directory = await mkdtemp(path.join(tmpdir(), 'abo-e2e-template-'));
  process.env[TEMPLATE_DIR] = directory;
  // Stopped as a supervisor stops it: the server closes the database and releases the directory's lock.
  const server = await startServerProcess({ DATA_DIR: directory });
  await server.stop();
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
