import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

// An unfiltered list's total is its table's kept row count (migrations 0002 and 0003), not a count. A table whose
// triggers were never created would list its rows under a total of 0, with no error anywhere: so the server does not
// start until every resource's table keeps its count.

/** The trigger functions that keep a table's row count and version. */
const KEEPERS = ['row_count_inserted', 'row_count_deleted', 'row_count_truncated', 'row_version_updated'];

export class MissingRowCountError extends Error {
  override name = 'MissingRowCountError';
  constructor(readonly tables: string[]) {
    super(
      tables
        .map(
          (table) =>
            `The table "${table}" does not keep its row count, so its list would show a total of 0: ` +
            `add a migration that runs select keep_row_count('${table}');`,
        )
        .join('\n'),
    );
  }
}

/** Fails with a MissingRowCountError naming each table (SQL name) that lacks its row_count row or a trigger. */
export async function assertRowCountsKept(db: Kysely<Database>, tables: string[]): Promise<void> {
  const { rows } = await sql<{ tableName: string; kept: boolean }>`
    select t.name as table_name,
      exists (select 1 from row_count r where r.table_name = t.name)
        and (select count(distinct p.proname) from pg_trigger g join pg_proc p on p.oid = g.tgfoid
             where g.tgrelid = to_regclass(quote_ident(t.name)) and p.proname = any(${KEEPERS}::text[])) = ${KEEPERS.length}
        as kept
    from unnest(${tables}::text[]) as t(name)`.execute(db);
  const missing = rows.filter((row) => !row.kept).map((row) => row.tableName);
  if (missing.length > 0) throw new MissingRowCountError(missing);
}
