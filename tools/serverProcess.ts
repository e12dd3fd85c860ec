import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

// The real server (`npm run serve`'s entry point) as a child process on a free loopback port: the browser tests and the
// benchmark both drive it from outside, as people and clients do.

export interface ServerProcess {
  url: string;
  /** Everything it printed so far. */
  output: () => string;
  /** SIGTERM, then SIGKILL if it has not stopped within 15 s. */
  stop: () => Promise<void>;
}

const root = path.resolve(__dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early (code ${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become ready within ${timeoutMs} ms:\n${output()}`);
}

/** Starts the server with `env` on top of this process's environment (DATA_DIR or DATABASE_URL, ...). */
export async function startServerProcess(env: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log;

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    let deadline: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((resolve) => (deadline = setTimeout(resolve, 15_000)))]);
    clearTimeout(deadline);
    if (child.exitCode === null) child.kill('SIGKILL');
  };

  try {
    await waitUntilReady(url, child, output, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, output, stop };
}
