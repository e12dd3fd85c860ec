import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect, sql, type PostgresPool } from 'kysely';
import pg from 'pg';
import { maskUrlPassword } from '../envParsers';
import type { PreparedStatementMode } from '../envSchema';
import { openExportPool, type CopyCsv } from './exportPool';
import { GuardedPool, type LimitsScope } from './guardedPool';
import { kyselyPlugins } from './kyselyPlugins';
import { isBehindTransactionPooler } from './poolerDetection';
import { StatementNaming } from './statementNaming';
import type { Database } from './schema';
import { typeParsers } from './typeParsers';

export type Engine = 'pglite' | 'postgres';

/** An open database: the one Kysely handle every repository takes, whichever engine is behind it. */
export interface DatabaseConnection {
  db: Kysely<Database>;
  /** What exports of every row read through: a few connections of their own on PostgreSQL, `db` itself embedded. */
  exportDb: Kysely<Database>;
  /** PostgreSQL only: CSV that PostgreSQL writes itself, through the exports' connections (D-108). */
  copyCsv?: CopyCsv;
  engine: Engine;
  /** For people: 'embedded PGlite at /abs/data/pglite' or 'PostgreSQL at host:5432/db' (never a password). */
  description: string;
  /** Work done once the database answers, before the connection is handed out (PostgreSQL: pooler detection). */
  settle?(): Promise<void>;
  /**
   * From now on a statement, or the wait for a connection, fails after the query timeout and is cancelled in
   * PostgreSQL, which also enforces the timeout and an idle-in-transaction limit itself (D-96, D-98; the embedded
   * database runs in this process and has neither). The server calls it once it serves requests: migrations before
   * that, and the tools' bulk loads, may rightly take minutes.
   */
  limitQueryTime(): void;
  /** The connection pool as it is now: open connections, idle ones, and requests waiting for one. */
  poolStats(): PoolStats;
  /** The embedded database only: its data directory as one file, from which `image` starts copies of it. */
  dumpImage?(): Promise<Blob>;
  close(): Promise<void>;
}

interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

const statsOf = (pool: pg.Pool): PoolStats => ({
  total: pool.totalCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
});

export interface ConnectOptions {
  /** Set: a PostgreSQL server. */
  databaseUrl?: string;
  /** Without databaseUrl: the data directory of the embedded database; unset keeps it in memory (tests). */
  dataDir?: string;
  /**
   * Without databaseUrl and dataDir: start the in-memory database as a copy of this image (`dumpImage`), which skips
   * creating a cluster (seconds) and whatever the image's database already holds (the tests' migrated templates).
   */
  image?: Blob;
  /** Called when an idle PostgreSQL connection breaks (the pool replaces it); defaults to ignoring it. */
  onPoolError?: (error: Error) => void;
  /** How PostgreSQL is used; each has a default fit for the tools and tests. */
  postgres?: Partial<PostgresOptions>;
}

export interface PostgresOptions {
  poolSize: number;
  /** Connections of the exports' own pool (exportPool.ts), on top of poolSize. */
  exportConnections: number;
  /**
   * The longest opening a connection may take; after limitQueryTime() also the longest a statement, or the wait for a
   * free connection, may take before it fails with a DatabaseFault.
   */
  queryTimeoutMs: number;
  preparedStatements: PreparedStatementMode;
  /** Told, for the log, when named statements are turned off and why. */
  onNamedStatementsOff: (reason: string) => void;
  /**
   * After limitQueryTime(): the longest a transaction of the server may stay open with nothing to do before
   * PostgreSQL ends its session (IDLE_IN_TRANSACTION_FACTOR times the query timeout unless set).
   */
  idleInTransactionMs?: number;
}

/** Named in pg_stat_activity: which sessions are the server's. */
export const APPLICATION_NAME = 'airport-back-office';

/**
 * A transaction of the server waits between its statements only for this process (a password hashed, the next batch
 * of an export asked for): twice the query timeout is far beyond that, and short enough that a transaction left
 * open by a stalled reader or a stalled process gives its locks and its connection back (D-98).
 */
const IDLE_IN_TRANSACTION_FACTOR = 2;

const POSTGRES_DEFAULTS: PostgresOptions = {
  poolSize: 10,
  exportConnections: 2,
  queryTimeoutMs: 5000,
  preparedStatements: 'auto',
  onNamedStatementsOff: () => undefined,
};

export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

export async function connectDatabase(options: ConnectOptions): Promise<DatabaseConnection> {
  const connection = options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onPoolError, { ...POSTGRES_DEFAULTS, ...options.postgres })
    : await openPglite(options.dataDir, options.image);
  try {
    await sql`select 1`.execute(connection.db);
    await connection.settle?.();
  } catch (error) {
    await connection.close().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnavailableError(`Cannot reach the database (${connection.description}): ${reason}`);
  }
  return connection;
}

/** Runs `close` once, however often it is called (main.ts and tests may both close). */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

function kysely(pool: PostgresPool): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: kyselyPlugins() });
}

async function openPglite(dataDir: string | undefined, image: Blob | undefined): Promise<DatabaseConnection> {
  const directory = dataDir === undefined ? undefined : path.join(dataDir, 'pglite');
  if (directory !== undefined && image !== undefined) throw new Error('An image starts an in-memory database only.');
  if (directory !== undefined) await mkdir(directory, { recursive: true });
  const pglite = await PGlite.create(directory, { extensions: { pg_trgm }, loadDataDir: image });
  // One connection: inside a transaction, use the transaction's handle, never `db` (it would wait forever).
  const pool = new pg.Pool({ ...createPgConfig(pglite), types: typeParsers });
  // Guarded too, without timers or cancels (nothing can interrupt PGlite): an abandoned request stops sending.
  const db = kysely(new GuardedPool(pool, { naming: new StatementNaming('off'), interruptible: false }));
  return {
    db,
    exportDb: db,
    engine: 'pglite',
    description: directory === undefined ? 'embedded PGlite in memory' : `embedded PGlite at ${directory}`,
    poolStats: () => statsOf(pool),
    dumpImage: () => pglite.dumpDataDir('none'),
    limitQueryTime: () => undefined,
    close: once(async () => {
      await db.destroy();
      await pglite.close();
    }),
  };
}

function openPostgres(
  databaseUrl: string,
  onPoolError: (error: Error) => void = () => undefined,
  options: PostgresOptions,
): DatabaseConnection & { settle(): Promise<void> } {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    types: typeParsers,
    max: options.poolSize,
    // A connection that takes longer to open fails; the wait for a free one is limited by GuardedPool once serving.
    connectionTimeoutMillis: options.queryTimeoutMs,
    application_name: APPLICATION_NAME,
  });
  // Without a listener, a connection dropped while idle would crash the process.
  pool.on('error', onPoolError);
  const naming = new StatementNaming(options.preparedStatements, options.onNamedStatementsOff);
  const guarded = new GuardedPool(pool, { naming, interruptible: true });
  const db = kysely(guarded);
  // Unknown until settle() has looked: limits per transaction are right behind a pooler and directly alike.
  let limitsScope: LimitsScope = options.preparedStatements === 'on' ? 'session' : 'transaction';
  const exports = openExportPool(databaseUrl, options.exportConnections, options.queryTimeoutMs, onPoolError);
  return {
    db,
    exportDb: exports.db,
    copyCsv: exports.copyCsv,
    engine: 'postgres',
    description: describePostgres(databaseUrl),
    poolStats: () => statsOf(pool),
    limitQueryTime: () =>
      guarded.limit(options.queryTimeoutMs, {
        limits: {
          statementTimeoutMs: options.queryTimeoutMs,
          idleInTransactionMs: options.idleInTransactionMs ?? IDLE_IN_TRANSACTION_FACTOR * options.queryTimeoutMs,
        },
        scope: limitsScope,
      }),
    close: once(async () => {
      await exports.close();
      await db.destroy();
    }),
    async settle() {
      if (options.preparedStatements !== 'auto' || options.poolSize < 2) return;
      if (await isBehindTransactionPooler(pool)) {
        naming.turnOff('the database is reached through a pooler in transaction mode (such as PgBouncer)');
      } else limitsScope = 'session';
    },
  };
}

function describePostgres(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    const port = url.port === '' ? '5432' : url.port;
    return `PostgreSQL at ${url.hostname}:${port}${url.pathname}`;
  } catch {
    return `PostgreSQL at ${maskUrlPassword(databaseUrl)}`;
  }
}
