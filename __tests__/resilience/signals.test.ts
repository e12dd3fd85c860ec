import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPEAT_WINDOW_MS } from '../../server/gracefulStop';
import { createScratchDatabase, type ScratchDatabase } from '../../tools/scratchDatabase';
import type { ServerProcess } from '../../tools/serverProcess';
import {
  POSTGRES_ADMIN_URL,
  signInsArrived,
  signInsAtOnce,
  stalledRequest,
  startServer,
  type Answer,
} from './support/serverUnderLoad';

// Stopping the server as people and supervisors do, with 40 slow requests in flight: Ctrl+C in a terminal (SIGINT to
// the whole foreground process group: npm and the server both get it, and npm forwards it once more) and SIGTERM to
// npm alone (npm as a container's main process) or to the server itself (systemd). Every request in flight gets its
// normal answer, the process started exits 0, and nothing of its process group is left running.

jest.setTimeout(120_000);

const IN_FLIGHT = 40;

type Stop = 'Ctrl+C' | 'SIGTERM';

function deliver(server: ServerProcess, stop: Stop): void {
  if (stop === 'Ctrl+C') server.killGroup('SIGINT');
  else server.kill('SIGTERM');
}

async function stopUnderLoad(server: ServerProcess, stop: Stop): Promise<Answer[]> {
  const offset = server.output().length;
  const answers = signInsAtOnce(server.url, IN_FLIGHT);
  await signInsArrived(server, IN_FLIGHT, offset);
  deliver(server, stop);
  return answers;
}

async function expectCleanStop(server: ServerProcess, answers: Answer[]): Promise<void> {
  expect(await server.exited).toEqual({ code: 0, signal: null });
  expect(answers.filter((answer) => !('status' in answer) || answer.status !== 200)).toEqual([]);
  expect(server.groupMembers()).toEqual([]);
  expect(server.output()).toContain('"msg":"stopped"');
}

describe('stopping the embedded-database server', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'abo-signals-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  // Each case starts on the data directory the one before stopped: a clean stop also leaves it free.
  it.each([
    ['npm run serve', 'Ctrl+C'],
    ['npm run serve', 'SIGTERM'],
    ['the server process', 'Ctrl+C'],
    ['the server process', 'SIGTERM'],
  ] as const)('%s, %s: finishes the requests in flight and exits 0', async (how, stop) => {
    const server = await startServer({ DATA_DIR: dataDir }, { via: how === 'npm run serve' ? 'npm' : 'node' });
    try {
      const answers = await stopUnderLoad(server, stop);
      await expectCleanStop(server, await answers);
    } finally {
      await server.stop();
    }
  });

  it('npm run serve, Ctrl+C twice: the repeat at once is ignored, a deliberate one later stops at once (exit 1)', async () => {
    const server = await startServer({ DATA_DIR: dataDir }, { via: 'npm' });
    const offset = server.output().length;
    const stalled = await stalledRequest(server.url);
    try {
      await signInsArrived(server, 1, offset);
      server.killGroup('SIGINT');
      // npm forwards its SIGINT to the server a few milliseconds after the terminal's; two signals that close together
      // may reach the server as one, so one more copy makes sure it sees a repeat.
      await new Promise((resolve) => setTimeout(resolve, 100));
      process.kill(server.serverPid, 'SIGINT');
      // The stop waits for the request whose body never comes; the repeats did not cut it short.
      await new Promise((resolve) => setTimeout(resolve, REPEAT_WINDOW_MS + 500));
      expect(server.groupMembers()).not.toEqual([]);
      expect(server.output()).toContain('already stopping: the repeated signal changes nothing');

      const secondAt = Date.now();
      server.killGroup('SIGINT');
      expect(await server.exited).toEqual({ code: 1, signal: null });
      expect(Date.now() - secondAt).toBeLessThan(2_000);
      expect(server.groupMembers()).toEqual([]);
      expect(server.output()).toContain('stopping at once, without finishing the requests in flight');
    } finally {
      stalled.destroy();
      await server.stop();
    }

    // The data directory is free again at once.
    const next = await startServer({ DATA_DIR: dataDir });
    try {
      next.kill('SIGTERM');
      expect(await next.exited).toEqual({ code: 0, signal: null });
    } finally {
      await next.stop();
    }
  });
});

describe('stopping the PostgreSQL server', () => {
  let database: ScratchDatabase;
  beforeAll(async () => {
    database = await createScratchDatabase(POSTGRES_ADMIN_URL, 'abo_signals');
  });
  afterAll(() => database?.drop());

  it('npm run serve, Ctrl+C: finishes the requests in flight and exits 0', async () => {
    const env = { DATABASE_URL: database.url, SEED_DEMO: '1', JWT_SECRET: randomBytes(32).toString('hex') };
    const server = await startServer(env, { via: 'npm' });
    try {
      const answers = await stopUnderLoad(server, 'Ctrl+C');
      await expectCleanStop(server, await answers);
    } finally {
      await server.stop();
    }
  });
});
