import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { kyselyPlugins } from './kyselyPlugins';
import type { Database } from './schema';
import { typeParsers } from './typeParsers';

// The exports' own few PostgreSQL connections (D-101): an export of every row reads for seconds to minutes, and ten of
// them on the shared pool took all of its connections while list pages got 503s. Apart, they can never take more
// than this pool's size, and the shared pool stays whole for the requests someone is waiting for now.
//
// Its statements carry their own time limit (SET LOCAL statement_timeout, set by the export's transaction), not the
// shared pool's query timeout, which is sized for a page and would stop a read of a million rows half-way.

export interface ExportPool {
  db: Kysely<Database>;
  close(): Promise<void>;
}

export function openExportPool(
  databaseUrl: string,
  size: number,
  connectTimeoutMs: number,
  onPoolError: (error: Error) => void,
): ExportPool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    types: typeParsers,
    max: size,
    connectionTimeoutMillis: connectTimeoutMs,
    // Named apart in pg_stat_activity, so an operator sees which sessions are exports.
    application_name: 'airport-back-office-export',
  });
  // Without a listener, a connection dropped while idle would crash the process.
  pool.on('error', onPoolError);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: kyselyPlugins() });
  return { db, close: () => db.destroy() };
}
