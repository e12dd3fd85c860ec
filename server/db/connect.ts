import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { maskUrlPassword } from '../envParsers';
import { prepareMarkedStatements } from './preparedStatements';
import type { Database } from './schema';
import { typeParsers } from './typeParsers';

export type Engine = 'pglite' | 'postgres';

/** An open database: the one Kysely handle every repository takes, whichever engine is behind it. */
export interface DatabaseConnection {
  db: Kysely<Database>;
  engine: Engine;
  /** For people: 'embedded PGlite at /abs/data/pglite' or 'PostgreSQL at host:5432/db' (never a password). */
  description: string;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** Set: a PostgreSQL server. */
  databaseUrl?: string;
  /** Without databaseUrl: the data directory of the embedded database; unset keeps it in memory (tests). */
  dataDir?: string;
  /** Called when an idle PostgreSQL connection breaks (the pool replaces it); defaults to ignoring it. */
  onPoolError?: (error: Error) => void;
}

export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

export async function connectDatabase(options: ConnectOptions): Promise<DatabaseConnection> {
  const connection = options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onPoolError)
    : await openPglite(options.dataDir);
  try {
    await sql`select 1`.execute(connection.db);
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

function kysely(pool: pg.Pool): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseConnection> {
  const directory = dataDir === undefined ? undefined : path.join(dataDir, 'pglite');
  if (directory !== undefined) await mkdir(directory, { recursive: true });
  const pglite = await PGlite.create(directory, { extensions: { pg_trgm } });
  // One connection: inside a transaction, use the transaction's handle, never `db` (it would wait forever).
  const db = kysely(new pg.Pool({ ...createPgConfig(pglite), types: typeParsers }));
  return {
    db,
    engine: 'pglite',
    description: directory === undefined ? 'embedded PGlite in memory' : `embedded PGlite at ${directory}`,
    close: once(async () => {
      await db.destroy();
      await pglite.close();
    }),
  };
}

function openPostgres(databaseUrl: string, onPoolError: (error: Error) => void = () => undefined): DatabaseConnection {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    types: typeParsers,
    max: 10,
    connectionTimeoutMillis: 5000,
    application_name: 'airport-back-office',
  });
  // Without a listener, a connection dropped while idle would crash the process.
  pool.on('error', onPoolError);
  prepareMarkedStatements(pool);
  const db = kysely(pool);
  return { db, engine: 'postgres', description: describePostgres(databaseUrl), close: once(() => db.destroy()) };
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
