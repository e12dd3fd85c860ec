import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

// The real server as a child process on a loopback port, started as production starts it: node itself running
// server/main.ts with tsx as an in-process loader (no tsx command in between to relay, or not relay, signals), or
// through `npm run serve`. The browser tests, the benchmark and the resilience tests drive it from outside, as people,
// clients and supervisors do.

export interface ServerProcess {
  url: string;
  /** Everything it printed so far. */
  output: () => string;
  /** SIGTERM, then SIGKILL (to its process group, when it has one) if it has not stopped within 15 s. */
  stop: () => Promise<void>;
  port: number;
  /** The process spawned: npm with `via: 'npm'`, else the server itself. */
  pid: number;
  /** The node process running server/main.ts (npm's child with `via: 'npm'`). */
  serverPid: number;
  /** Sends `signal` to the spawned process only (npm alone, with `via: 'npm'`). */
  kill: (signal: NodeJS.Signals) => void;
  /** Sends `signal` to the whole process group, as a terminal does on Ctrl+C. Needs `processGroup: true`. */
  killGroup: (signal: NodeJS.Signals) => void;
  /** How the spawned process ended. */
  exited: Promise<ProcessExit>;
  /** The processes still in its process group (empty once all have ended). Needs `processGroup: true`; Linux. */
  groupMembers: () => number[];
}

interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcessOptions {
  /**
   * How long to wait for /readyz. Default 3 minutes: a first start on an empty data directory creates, migrates and
   * seeds it (9 s alone), and beside CI's other lanes one took over a minute. A server that fails ends the wait at once.
   */
  timeoutMs?: number;
  /** Default: a free one. */
  port?: number;
  /** 'node' (default): `node --import tsx server/main.ts`; 'npm': `npm run serve`. */
  via?: 'node' | 'npm';
  /** Its own process group, as a terminal's foreground job has (and out of the reach of the test runner's Ctrl+C). */
  processGroup?: boolean;
  /** Another command line that starts the server (e.g. a systemd unit's ExecStart), run in `cwd` (default: the root). */
  command?: readonly string[];
  cwd?: string;
  /** Start from an empty environment plus PATH, as a service manager does, instead of this process's. */
  cleanEnvironment?: boolean;
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

/** Field `index` (0 = the state, field 3) of /proc/<pid>/stat after the command name, or undefined. */
function procStatField(pid: number, index: number): number | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[index]);
  } catch {
    return undefined;
  }
}

function livePids(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

/** The processes whose process group is `pgid` (Linux). */
function processGroupMembers(pgid: number): number[] {
  return livePids().filter((pid) => procStatField(pid, 2) === pgid);
}

function childrenOf(parent: number): number[] {
  return livePids().filter((pid) => procStatField(pid, 1) === parent);
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

const isServer = (pid: number): boolean => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server/main.ts');
  } catch {
    return false;
  }
};

async function waitUntilReady(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early (code ${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not become ready within ${timeoutMs} ms:\n${output()}`);
}

/** The command that runs the server directly, as production does (also the systemd unit's ExecStart). */
const SERVER_COMMAND = [process.execPath, '--import', 'tsx', 'server/main.ts'] as const;

/**
 * Starts the server with `env` on top of this process's environment (DATA_DIR or DATABASE_URL, ...). The second
 * argument is the readiness timeout in milliseconds, or options.
 */
export async function startServerProcess(
  env: NodeJS.ProcessEnv,
  timeoutOrOptions: number | ServerProcessOptions = {},
): Promise<ServerProcess> {
  const options = typeof timeoutOrOptions === 'number' ? { timeoutMs: timeoutOrOptions } : timeoutOrOptions;
  const { timeoutMs = 180_000, via = 'node', processGroup = false } = options;
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const [command, ...args] = options.command ?? (via === 'npm' ? ['npm', 'run', 'serve'] : SERVER_COMMAND);
  if (command === undefined) throw new Error('An empty command line.');
  const inherited = options.cleanEnvironment ? { PATH: process.env.PATH } : process.env;
  const child = spawn(command, args, {
    cwd: options.cwd ?? root,
    // NODE_OPTIONS: a test runner's own (Jest's --experimental-vm-modules) is not the server's.
    env: { ...inherited, NODE_OPTIONS: '', LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: processGroup,
  });
  if (child.pid === undefined) throw new Error(`Could not start ${command}.`);
  const pid = child.pid;
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log;

  const exited = new Promise<ProcessExit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const kill = (signal: NodeJS.Signals) => void child.kill(signal);
  const killGroup = (signal: NodeJS.Signals) => {
    if (!processGroup) throw new Error('killGroup needs a server started with processGroup: true.');
    process.kill(-pid, signal);
  };
  const groupMembers = () => (processGroup ? processGroupMembers(pid) : []);
  let serverPid = pid;

  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (running()) {
      child.kill('SIGTERM');
      let deadline: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (deadline = setTimeout(resolve, 15_000)))]);
      clearTimeout(deadline);
    }
    if (processGroup) {
      for (const member of groupMembers()) killQuietly(member);
      return;
    }
    if (running()) child.kill('SIGKILL');
    // npm's child, left running if npm ended without it.
    if (serverPid !== pid && isServer(serverPid)) killQuietly(serverPid);
  };

  try {
    await waitUntilReady(url, child, output, timeoutMs);
    if (via === 'npm') {
      const children = childrenOf(pid);
      if (children.length !== 1) throw new Error(`npm (${pid}) has ${children.length} child processes, not one.`);
      serverPid = children[0] as number;
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, output, stop, port, pid, serverPid, kill, killGroup, exited, groupMembers };
}
