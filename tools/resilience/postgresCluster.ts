import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync, chownSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../serverProcess';
import { atExit, removeDirectory, startOwnedProcess, type OwnedProcess } from './ownedProcess';
import { makeTempDir, userToRunAs } from './systemUser';
import { answersQueries, waitFor } from './waitFor';

// A PostgreSQL cluster of its own on a free loopback port, in a temporary directory: the tests stop, restart and
// freeze it, which they must never do to the machine's shared PostgreSQL. Started with the `postgres` binary itself
// (not pg_ctl) so that the child's pid is the postmaster's.

/** The login role that owns the databases the server is given. */
const APP_ROLE = 'abo';

export interface PostgresCluster {
  port: number;
  /** The superuser over TCP with its password: postgres://postgres:…@127.0.0.1:port/postgres */
  adminUrl: string;
  /** A URL for `database` as `user` with `password`, over TCP. */
  urlFor(user: string, password: string, database: string): string;
  /** Runs `text` as the superuser in `database` (default postgres). */
  adminQuery(text: string, database?: string): Promise<pg.QueryResult>;
  /**
   * A database for the server, owned by a login role `abo` with a new random password (made on the first call): what
   * the server gets in production, not the superuser. Answers its URL and the role's password (PgBouncer needs it).
   */
  createAppDatabase(database: string): Promise<{ url: string; user: string; password: string }>;
  /** Starts the postmaster and waits until it accepts connections. */
  start(): Promise<void>;
  /** Fast shutdown (SIGINT): open sessions are ended, the port closes; waits until the postmaster has exited. */
  stop(): Promise<void>;
  /** SIGSTOP to the postmaster and every process it started: connections stay open and nothing answers. */
  freeze(): void;
  /** SIGCONT to everything `freeze` stopped. */
  resume(): void;
  /** Stops it and removes its directory. */
  drop(): Promise<void>;
  /** What the postmaster printed lately (its log goes to stderr). */
  output(): string;
}

function binDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0] !== undefined) return path.join(root, versions[0], 'bin');
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('No PostgreSQL server binaries found (install postgresql, or set PG_BIN_DIR)');
  }
}

/** The pids whose parent is `parent`, read from /proc. */
function childrenOf(parent: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid …": the command name may hold spaces and parentheses, so split after the last ')'.
      const [, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(ppid) === parent) children.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

const signalQuietly = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
};

export async function createPostgresCluster(prefix = 'abo-resilience-pg'): Promise<PostgresCluster> {
  const bin = binDir();
  const user = userToRunAs('postgres');
  const home = makeTempDir(prefix, user);
  const dataDir = path.join(home, 'data');
  const password = randomBytes(18).toString('base64url');
  const passwordFile = path.join(home, 'superuser-password');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (user !== undefined) chownSync(passwordFile, user.uid, user.gid);
  const port = await freePort();

  // Sessions over the socket in `home` need no password (the harness's own setup); TCP, which every program under
  // test uses, requires SCRAM as a production server would.
  execFileSync(
    path.join(bin, 'initdb'),
    [
      '-D',
      dataDir,
      '-U',
      'postgres',
      `--pwfile=${passwordFile}`,
      '--auth-local=trust',
      '--auth-host=scram-sha-256',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
      '--no-instructions',
    ],
    { stdio: 'pipe', ...(user ?? {}) },
  );

  let postmaster: OwnedProcess | undefined;
  let frozen: number[] = [];
  let cancelSafetyNet: (() => void) | undefined;
  const adminUrl = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  const urlFor = (role: string, secret: string, database: string) =>
    `postgres://${encodeURIComponent(role)}:${encodeURIComponent(secret)}@127.0.0.1:${port}/${database}`;

  const adminQuery = async (text: string, database = 'postgres') => {
    const client = new pg.Client({ host: home, port, user: 'postgres', database });
    await client.connect();
    try {
      return await client.query(text);
    } finally {
      await client.end();
    }
  };

  const resume = () => {
    for (const pid of frozen) signalQuietly(pid, 'SIGCONT');
    frozen = [];
  };

  const start = async () => {
    if (postmaster?.running()) throw new Error('The cluster is already running');
    postmaster = startOwnedProcess({
      name: 'postgres',
      command: path.join(bin, 'postgres'),
      args: [
        '-D',
        dataDir,
        '-c',
        `port=${port}`,
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        `unix_socket_directories=${home}`,
        // Throw-away data: durability is not under test, speed of the run is.
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
        '-c',
        'max_connections=100',
        '-c',
        'shared_buffers=64MB',
        '-c',
        'logging_collector=off',
      ],
      user,
    });
    const pid = postmaster.pid;
    // At exit, whatever is left of this cluster goes: its backends too, which a stopped postmaster cannot end.
    cancelSafetyNet = atExit(() => {
      for (const child of [...frozen, ...childrenOf(pid)]) {
        signalQuietly(child, 'SIGCONT');
        signalQuietly(child, 'SIGKILL');
      }
    });
    const running = postmaster;
    await waitFor(
      async () => {
        if (!running.running()) throw new Error('exited');
        return answersQueries(adminUrl, 1000);
      },
      { timeoutMs: 30_000, intervalMs: 50, describe: () => `PostgreSQL did not start:\n${running.output()}` },
    );
  };

  const stop = async () => {
    if (postmaster === undefined || !postmaster.running()) return;
    resume();
    await postmaster.stop('SIGINT', 30_000);
    cancelSafetyNet?.();
  };

  let appPassword: string | undefined;
  const createAppDatabase = async (database: string) => {
    if (appPassword === undefined) {
      appPassword = randomBytes(12).toString('hex');
      await adminQuery(`create role ${APP_ROLE} login password '${appPassword}'`);
    }
    await adminQuery(`create database ${database} owner ${APP_ROLE}`);
    return { url: urlFor(APP_ROLE, appPassword, database), user: APP_ROLE, password: appPassword };
  };

  return {
    port,
    adminUrl,
    urlFor,
    adminQuery,
    createAppDatabase,
    start,
    stop,
    freeze() {
      if (postmaster === undefined || !postmaster.running()) throw new Error('The cluster is not running');
      // The postmaster first, so that it starts no new process while its children are being stopped.
      process.kill(postmaster.pid, 'SIGSTOP');
      frozen = [postmaster.pid];
      for (const child of childrenOf(postmaster.pid)) {
        process.kill(child, 'SIGSTOP');
        frozen.push(child);
      }
    },
    resume,
    async drop() {
      await stop();
      removeDirectory(home);
    },
    output: () => postmaster?.output() ?? '',
  };
}
