import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { kyselyPlugins } from './kyselyPlugins';
import type { Database } from './schema';
import { typeParsers } from './typeParsers';

// The exports' own few PostgreSQL connections (D-101): an export of every row reads for seconds to minutes, and ten of
// them on the shared pool took all of its connections while list pages got 503s. Apart, they can never take more
// than this pool's size, and the shared pool stays whole for the requests someone is waiting for now.
//
// Its statements carry their own time limit (SET LOCAL statement_timeout, set by the export's transaction), not the
// shared pool's query timeout, which is sized for a page and would stop a read of a million rows half-way.

/**
 * The rows of a statement (its values written in, no parameters) as CSV that PostgreSQL writes itself, in pieces as
 * they come, from one snapshot: COPY ... TO STDOUT (D-108). Stopping the iteration stops the copy.
 */
export type CopyCsv = (statement: string, statementTimeoutMs: number) => AsyncGenerator<Buffer>;

export interface ExportPool {
  db: Kysely<Database>;
  copyCsv: CopyCsv;
  close(): Promise<void>;
}

function copier(pool: pg.Pool): CopyCsv {
  return async function* copyCsv(statement, statementTimeoutMs) {
    const client = await pool.connect();
    let finished = false;
    try {
      await client.query('begin isolation level repeatable read read only');
      // Dates as 2026-01-31 and numbers in their fewest digits, whatever the role's or database's settings say, as the
      // DTOs that Node's CSV writer reads have them (cellSql.ts).
      await client.query(
        `set local statement_timeout = ${Math.trunc(statementTimeoutMs)}; set local datestyle = 'ISO, YMD'; ` +
          'set local extra_float_digits = 1',
      );
      for await (const piece of client.query(copyTo(`copy (${statement}) to stdout with (format csv)`))) {
        yield piece as Buffer;
      }
      await client.query('commit');
      finished = true;
    } finally {
      // A copy stopped half-way leaves its connection in the middle of the protocol: it is closed, not reused, and
      // PostgreSQL ends the copy and its transaction with it.
      client.release(finished ? undefined : true);
    }
  };
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
  return { db, copyCsv: copier(pool), close: () => db.destroy() };
}
