import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../../tools/chromium';
import { startServerProcess, type ServerProcess } from '../../../tools/serverProcess';
import { copyDataTemplate, generateDataSet } from './dataTemplate';

export type RunningServer = ServerProcess;

export interface DataSetOptions {
  /** Generated records at this scale (server/db/generate/scale.ts) in place of the demo records; the demo accounts stay. */
  generatedScale?: number;
}

/**
 * Starts the real server on a free port with an embedded database of its own (the demo data set, or a generated one),
 * removed on stop.
 */
async function startServer({ generatedScale }: DataSetOptions): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'abo-e2e-'));
  try {
    await copyDataTemplate(dataDir);
    if (generatedScale !== undefined) await generateDataSet(dataDir, generatedScale);
    const server = await startServerProcess({ DATA_DIR: dataDir });
    return {
      ...server,
      stop: async () => {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * One server and one browser for a test file: started before its tests (the server first, so a browser that fails to
 * start still leaves a server to stop) and stopped after them. Read `server` and `browser` inside hooks and tests.
 */
export function serverAndBrowserForThisFile(dataSet: DataSetOptions = {}): {
  readonly server: RunningServer;
  readonly browser: Browser;
} {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(dataSet);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The ${what} of this test file has not started.`);
    return value;
  };
  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}
