import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';

// The row count and a checksum of every table of the schema, to prove that a rejected request changed nothing. The
// tables are read from the catalogue, so a table added by a later migration is covered too.

export type TableSnapshot = Record<string, { rowCount: number; checksum: string }>;

const tableNames = new WeakMap<Kysely<Database>, Promise<string[]>>();

async function listTables(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ tableName: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  return rows.map((row) => row.tableName);
}

/** One statement: for each table its row count and the md5 of all its rows as text, in a fixed order. */
export async function snapshotTables(db: Kysely<Database>): Promise<TableSnapshot> {
  let names = tableNames.get(db);
  if (names === undefined) {
    names = listTables(db);
    tableNames.set(db, names);
  }
  const parts = (await names).map(
    (name) => sql`select ${name} as table_name, count(*)::int as row_count,
      md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as checksum from ${sql.id(name)} t`,
  );
  const { rows } = await sql<{ tableName: string; rowCount: number; checksum: string }>`${sql.join(
    parts,
    sql` union all `,
  )}`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.tableName, { rowCount: row.rowCount, checksum: row.checksum }]));
}
