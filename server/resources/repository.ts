import { CompiledQuery, sql, type Kysely, type RawBuilder, type SqlBool, type Transaction } from 'kysely';
import { prepared } from '../db/statementNaming';
import type { Database } from '../db/schema';
import type { ResourceDefinition } from './definition';
import type { PageRequest } from './paging';
import type { SearchCounts } from './searchCounts';

// The SQL of every resource, from its definition. A page and its total count are one statement (one round trip);
// nested objects come from joins in the same statement, never a query per row.

type Db = Kysely<Database> | Transaction<Database>;
type Row = Record<string, unknown>;

/** camelCase property → snake_case column. */
export const columnOf = (property: string) => property.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const from = (definition: ResourceDefinition) => sql.raw(`${definition.table} t ${definition.selection.joins ?? ''}`);
const columns = (definition: ResourceDefinition) => sql.raw(definition.selection.columns);
const key = (definition: ResourceDefinition) => sql.raw(`t.${definition.idColumn}`);

function toDto(definition: ResourceDefinition, row: Row): unknown {
  return definition.toDto === undefined ? row : definition.toDto(row);
}

/**
 * The statements most requests are (a page of the key order, a record by key), whose text depends on the definition
 * only: written once per definition and run with new values, instead of building and compiling a query per request.
 * Marked to be prepared on PostgreSQL (db/statementNaming.ts).
 */
interface KeyStatements {
  /** $1 table name, $2 page size, $3 offset. */
  page: string;
  /** $1 key. */
  byId: string;
  byIdForUpdate: string;
}

const keyStatements = new WeakMap<ResourceDefinition, KeyStatements>();

function keyStatementsOf(definition: ResourceDefinition): KeyStatements {
  let statements = keyStatements.get(definition);
  if (statements === undefined) {
    const { columns, joins = '' } = definition.selection;
    const from = `${definition.table} t ${joins}`;
    const byId = `select ${columns} from ${from} where t.${definition.idColumn} = $1`;
    statements = {
      page: prepared(`select (select n from row_count where table_name = $1) as total_count, ${columns}
        from ${from} order by t.${definition.idColumn} limit $2 offset $3`),
      byId: prepared(byId),
      byIdForUpdate: prepared(`${byId} for update of t`),
    };
    keyStatements.set(definition, statements);
  }
  return statements;
}

const run = (db: Db, text: string, values: unknown[]) => db.executeQuery<Row>(CompiledQuery.raw(text, values));

/** Every row of the table: the total comes from the trigger-kept `row_count` (migration 0002), not a count. */
export const EVERY_ROW = 'every row';

export async function findPage(
  db: Db,
  definition: ResourceDefinition,
  condition: RawBuilder<SqlBool> | typeof EVERY_ROW,
  page: PageRequest,
  counts?: SearchCounts,
): Promise<{ rows: unknown[]; totalCount: number }> {
  if (condition !== EVERY_ROW) return findSearchPage(db, definition, condition, page, counts);
  const { rows } = await run(db, keyStatementsOf(definition).page, [definition.table, page.pageSize, page.offset]);
  const totalCount = Number(rows[0]?.totalCount ?? 0);
  return { rows: rows.map(({ totalCount: _count, ...row }) => toDto(definition, row)), totalCount };
}

/**
 * A search's page, its table's version and, unless `counts` holds the count at that version, the count: one statement,
 * so all three come from one snapshot. A remembered count is only read when the version it was counted at is still
 * current (PostgreSQL evaluates the uncorrelated subqueries of a CASE only when their branch is taken, so the count is
 * then never run). Inside a transaction nothing is remembered: it may see its own writes, which may yet roll back.
 */
async function findSearchPage(
  db: Db,
  definition: ResourceDefinition,
  condition: RawBuilder<SqlBool>,
  page: PageRequest,
  counts: SearchCounts | undefined,
): Promise<{ rows: unknown[]; totalCount: number }> {
  const count = sql<number>`select count(*) from ${sql.raw(definition.table)} t where ${condition}`;
  const remember = counts !== undefined && !db.isTransaction;
  const compiled = remember ? count.compile(db) : undefined;
  const cacheKey = compiled && `${compiled.sql}\n${JSON.stringify(compiled.parameters)}`;
  const known = cacheKey === undefined ? undefined : counts?.get(cacheKey);
  const version = sql`(select version from row_count where table_name = ${definition.table})`;
  const total =
    known === undefined ? sql`(${count})` : sql`case when ${version} = ${known.version} then null else (${count}) end`;
  const { rows } = await sql<Row>`
    select ${version} as row_version, ${total} as total_count, ${columns(definition)}
    from ${from(definition)}
    where ${condition}
    order by ${key(definition)}
    limit ${page.pageSize} offset ${page.offset}`.execute(db);
  const first = rows[0];
  let totalCount = 0;
  if (first !== undefined) {
    if (first.totalCount === null && known !== undefined) totalCount = known.count;
    else {
      totalCount = Number(first.totalCount);
      if (cacheKey !== undefined) counts?.set(cacheKey, { version: Number(first.rowVersion), count: totalCount });
    }
  }
  return {
    rows: rows.map(({ totalCount: _count, rowVersion: _version, ...row }) => toDto(definition, row)),
    totalCount,
  };
}

/** The keys and one column of the rows matching `condition`, e.g. the password hashes of candidate users. */
export async function findKeysWith(
  db: Db,
  definition: ResourceDefinition,
  condition: RawBuilder<SqlBool>,
  column: string,
): Promise<{ id: number; value: unknown }[]> {
  const { rows } = await sql<{ id: number; value: unknown }>`
    select ${key(definition)} as id, ${sql.raw(`t.${column}`)} as value
    from ${sql.raw(definition.table)} t where ${condition} order by ${key(definition)}`.execute(db);
  return rows;
}

export async function findById(db: Db, definition: ResourceDefinition, id: number, lock = false): Promise<unknown> {
  const statements = keyStatementsOf(definition);
  const { rows } = await run(db, lock ? statements.byIdForUpdate : statements.byId, [id]);
  return rows[0] === undefined ? undefined : toDto(definition, rows[0]);
}

/** Inserts the column values (by property name) and returns the new key. */
export async function insertRow(db: Db, definition: ResourceDefinition, values: Row): Promise<number> {
  const names = Object.keys(values);
  const { rows } = await sql<{ id: number }>`
    insert into ${sql.raw(definition.table)} (${sql.raw(names.map(columnOf).join(', '))})
    values (${sql.join(names.map((name) => values[name]))})
    returning ${sql.raw(definition.idColumn)} as id`.execute(db);
  const inserted = rows[0];
  if (inserted === undefined) throw new Error(`insert into ${definition.table} returned no key`);
  return inserted.id;
}

export async function updateRow(db: Db, definition: ResourceDefinition, id: number, values: Row): Promise<void> {
  const assignments = Object.entries(values).map(([name, value]) => sql`${sql.raw(columnOf(name))} = ${value}`);
  await sql`update ${sql.raw(definition.table)} set ${sql.join(assignments)}
    where ${sql.raw(definition.idColumn)} = ${id}`.execute(db);
}

export async function deleteRow(db: Db, definition: ResourceDefinition, id: number): Promise<void> {
  await sql`delete from ${sql.raw(definition.table)} where ${sql.raw(definition.idColumn)} = ${id}`.execute(db);
}

export async function isReferenced(db: Db, definition: ResourceDefinition, id: number): Promise<boolean> {
  if (definition.referencedBy.length === 0) return false;
  const checks = definition.referencedBy.map(
    ({ table, column }) => sql`exists (select 1 from ${sql.raw(table)} where ${sql.raw(column)} = ${id})`,
  );
  const { rows } = await sql<{ referenced: boolean }>`select ${sql.join(checks, sql` or `)} as referenced`.execute(db);
  return rows[0]?.referenced === true;
}

/** Which of the given parent keys (table → id) do not exist, in one statement. */
export async function missingParents(db: Db, parents: { table: string; id: number }[]): Promise<boolean[]> {
  if (parents.length === 0) return [];
  const checks = parents.map(
    ({ table, id }, index) =>
      sql`not exists (select 1 from ${sql.raw(table)} where id = ${id}) as ${sql.raw(`missing_${index}`)}`,
  );
  const { rows } = await sql<Row>`select ${sql.join(checks)}`.execute(db);
  return parents.map((_parent, index) => rows[0]?.[`missing${index}`] === true);
}
