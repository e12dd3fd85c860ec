import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../../../tools/serverProcess';

export type RunningServer = ServerProcess;

/** Starts the real server on a free port with a fresh embedded database (the demo data set), removed on stop. */
export async function startServer(): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'abo-e2e-'));
  try {
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
