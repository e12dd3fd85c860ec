import { chownSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../serverProcess';
import { programPath } from './programs';
import { removeDirectory, startOwnedProcess } from './ownedProcess';
import { makeTempDir, userToRunAs } from './systemUser';
import { answersQueries, waitFor } from './waitFor';

// Debian's PgBouncer started from the production example, deploy/pgbouncer/pgbouncer.ini. The generated file names
// the test's database, includes the example, and then overrides only what a test must: where it listens, where its
// files are, and who may read its statistics. The example ends with its [pgbouncer] section, so the lines after the
// include continue that section, and a later value of a setting replaces an earlier one. A second [pgbouncer] header
// would not do: PgBouncer 1.18 resets the whole section to its defaults when the header appears again (seen with
// SHOW CONFIG while writing this harness).

const EXAMPLE_INI = path.resolve(__dirname, '../../deploy/pgbouncer/pgbouncer.ini');

export interface PgBouncerOptions {
  /** The PostgreSQL behind it. */
  serverPort: number;
  /** The database clients ask for, and the one it stands for on the server. */
  database: string;
  /** The role clients sign in as (SCRAM, as in the example); it may also read SHOW POOLS and SHOW STATS. */
  user: { name: string; password: string };
}

export interface PgBouncer {
  port: number;
  /** A client URL for the options' user and database. */
  url: string;
  /** Runs a SHOW command on PgBouncer's console database. */
  show(what: string): Promise<Record<string, unknown>[]>;
  output(): string;
  stop(): Promise<void>;
}

const quoted = (value: string) => `"${value.replaceAll('"', '""')}"`;

export async function startPgBouncer(options: PgBouncerOptions): Promise<PgBouncer> {
  const runAs = userToRunAs('postgres');
  const home = makeTempDir('abo-resilience-pgbouncer', runAs);
  const port = await freePort();
  const { user, database } = options;

  const userlist = path.join(home, 'userlist.txt');
  const ini = path.join(home, 'pgbouncer.ini');
  writeFileSync(userlist, `${quoted(user.name)} ${quoted(user.password)}\n`, { mode: 0o600 });
  writeFileSync(
    ini,
    [
      ';; Written by tools/resilience/pgbouncer.ts for one test run.',
      '[databases]',
      `${database} = host=127.0.0.1 port=${options.serverPort} dbname=${database}`,
      `%include ${EXAMPLE_INI}`,
      ";; Still the example's [pgbouncer] section: these replace its values.",
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'pidfile =',
      'logfile =',
      `auth_file = ${userlist}`,
      'admin_users =',
      `stats_users = ${user.name}`,
      '',
    ].join('\n'),
  );
  if (runAs !== undefined) for (const file of [userlist, ini]) chownSync(file, runAs.uid, runAs.gid);

  const child = startOwnedProcess({ name: 'pgbouncer', command: programPath('pgbouncer'), args: [ini], user: runAs });
  const url = `postgres://${encodeURIComponent(user.name)}:${encodeURIComponent(user.password)}@127.0.0.1:${port}/${database}`;
  const show = async (what: string) => {
    const client = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/pgbouncer') });
    await client.connect();
    try {
      return (await client.query(`SHOW ${what}`)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  };

  try {
    // Through PgBouncer to PostgreSQL and back: the whole path a server instance will use.
    await waitFor(
      async () => {
        if (!child.running()) throw new Error('exited');
        return answersQueries(url, 2000);
      },
      { timeoutMs: 20_000, describe: () => `PgBouncer did not start:\n${child.output()}` },
    );
  } catch (error) {
    await child.stop();
    removeDirectory(home);
    throw error;
  }

  return {
    port,
    url,
    show,
    output: child.output,
    async stop() {
      await child.stop('SIGTERM', 10_000);
      removeDirectory(home);
    },
  };
}
