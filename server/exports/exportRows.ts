import { CompiledQuery, type Kysely, type QueryResult } from 'kysely';
import type { Database } from '../db/schema';
import { interactiveRequestsBusy } from '../http/requestsInFlight';
import type { DtoRow } from '../resources/dtoRows';

/** Rows fetched per round trip: large enough that the round trips cost little, small enough to hold ~1 MB at most. */
const BATCH_ROWS = 1_000;

/** The longest one statement of an export's read may take, unless told: a million tickets take seconds. */
const EXPORT_STATEMENT_TIMEOUT_MS = 600_000;

/**
 * Every row of `statement`, in batches, through a cursor (docs/exports.md): the server holds one batch at a time
 * however many rows match, and the rows come from one snapshot (REPEATABLE READ), so an export that runs while
 * others write is still one consistent list. The cursor lives in a transaction of its own, so it works behind a
 * transaction pooler too. Stopping the iteration (a client that went away) closes the cursor and ends the transaction:
 * PostgreSQL stops reading at once.
 */
export async function* rowsInBatches(
  db: Kysely<Database>,
  statement: CompiledQuery<DtoRow>,
  batchRows = BATCH_ROWS,
  statementTimeoutMs = EXPORT_STATEMENT_TIMEOUT_MS,
): AsyncGenerator<DtoRow[]> {
  const trx = await db.startTransaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute();
  let committed = false;
  let next: Promise<QueryResult<DtoRow>> | undefined;
  try {
    // The rows are read at the database's speed into a spool (D-101, D-103), so the plan that returns all of them
    // soonest is the one wanted: PostgreSQL plans a cursor for its first tenth (cursor_tuple_fraction 0.1), which for
    // a million tickets was a nested loop of a million random passenger and flight lookups, 2 to 4 MB/s against
    // \copy's 22 to 25. SET LOCAL ends with the transaction, so it holds behind a transaction pooler too, as does the
    // statement's own time limit: the shared pool's query timeout is for a page, not for this (exportPool.ts).
    await trx.executeQuery(CompiledQuery.raw('set local cursor_tuple_fraction = 1', []));
    await trx.executeQuery(CompiledQuery.raw(`set local statement_timeout = ${Math.trunc(statementTimeoutMs)}`, []));
    await trx.executeQuery(
      CompiledQuery.raw(`declare export_rows no scroll cursor for ${statement.sql}`, [...statement.parameters]),
    );
    const fetch = CompiledQuery.raw(`fetch forward ${batchRows} from export_rows`, []);
    const read = (): Promise<QueryResult<DtoRow>> => trx.executeQuery<DtoRow>(fetch);
    next = read();
    while (next !== undefined) {
      const rows: DtoRow[] = (await next).rows;
      const more: boolean = rows.length === batchRows;
      // The next batch is asked for before this one is handed on, so PostgreSQL reads it while the format writes this
      // one: the two take turns otherwise, and an export took their sum (about as long in each, 2026-11-27). Not while
      // interactive requests are being answered: the export gives way to them then (exportDocument.ts), and a cursor
      // that read ahead would go on taking a core from them meanwhile.
      next = more && !interactiveRequestsBusy() ? read() : undefined;
      if (rows.length > 0) yield rows;
      if (more && next === undefined) next = read();
    }
    await trx.commit().execute();
    committed = true;
  } finally {
    // A batch asked for that nobody will take: it must end before the rollback, and its failure is no one's to see.
    await next?.catch(() => undefined);
    // A broken connection cannot roll back; the pool discards it, and PostgreSQL ends the transaction with it.
    if (!committed)
      await trx
        .rollback()
        .execute()
        .catch(() => undefined);
  }
}
