import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

// A program the resilience harness starts for real (PostgreSQL, PgBouncer, HAProxy, Redis), signalled by its own pid
// and nothing else. Whatever a test leaves running when its process exits (a failed assertion before `afterAll`, a
// timeout, Ctrl+C) is killed and its directories removed by the safety net at the bottom.

const OUTPUT_LIMIT = 64 * 1024;

export interface OwnedProcess {
  readonly name: string;
  readonly pid: number;
  /** The last 64 KB it printed (stdout and stderr together). */
  output(): string;
  running(): boolean;
  signal(signal: NodeJS.Signals): void;
  /** Resolves when the process has exited (at once if it already has). */
  exited(): Promise<void>;
  /** `signal`, then SIGKILL if it is still running after `graceMs`. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

export interface StartOptions {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Run as this system user (by uid and gid): PostgreSQL and PgBouncer refuse to run as root. */
  user?: { uid: number; gid: number };
}

const running = new Set<ChildProcess>();
const directories = new Set<string>();
const lastWords = new Set<() => void>();

export function startOwnedProcess(options: StartOptions): OwnedProcess {
  let log = '';
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.user ?? {}),
  });
  if (child.pid === undefined) throw new Error(`${options.name}: ${options.command} could not be started`);
  const pid = child.pid;
  running.add(child);
  const append = (chunk: Buffer) => {
    log += chunk.toString();
    if (log.length > OUTPUT_LIMIT) log = log.slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exit = new Promise<void>((resolve) => {
    const done = () => {
      running.delete(child);
      resolve();
    };
    child.once('exit', done);
    child.once('error', (error) => {
      append(Buffer.from(`\n${options.name}: ${error.message}\n`));
      done();
    });
  });
  const isRunning = () => child.exitCode === null && child.signalCode === null && running.has(child);

  return {
    name: options.name,
    pid,
    output: () => log,
    running: isRunning,
    signal: (signal) => {
      if (isRunning()) process.kill(pid, signal);
    },
    exited: () => exit,
    async stop(signal = 'SIGTERM', graceMs = 15_000) {
      if (!isRunning()) return;
      process.kill(pid, signal);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exit, new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
      clearTimeout(timer);
      if (isRunning()) {
        process.kill(pid, 'SIGKILL');
        await exit;
      }
    },
  };
}

/** A directory the safety net removes if the test process exits before the test removes it itself. */
export function removeOnExit(directory: string): void {
  directories.add(directory);
}

/** Synchronous work for the safety net (signals only: nothing asynchronous runs at exit); returns its remover. */
export function atExit(work: () => void): () => void {
  lastWords.add(work);
  return () => lastWords.delete(work);
}

export function removeDirectory(directory: string): void {
  rmSync(directory, { recursive: true, force: true });
  directories.delete(directory);
}

process.once('exit', () => {
  for (const work of lastWords) {
    try {
      work();
    } catch {
      // best effort
    }
  }
  for (const child of running) {
    try {
      // A frozen (SIGSTOPped) process ignores SIGKILL until it runs again; SIGCONT first.
      if (child.pid !== undefined) process.kill(child.pid, 'SIGCONT');
      if (child.pid !== undefined) process.kill(child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
});
