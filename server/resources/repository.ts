import type { Compilable, Kysely, Transaction } from 'kysely';
import { compileOnce, queryCompiler, type CompiledStatement } from '../db/queryCompiler';
import type { Database } from '../db/schema';
import type { ResourceDefinition } from './definition';
import type { DtoRow } from './dtoRows';
import type { PageRequest } from './paging';
import type { SearchFilter } from './searchCondition';
import { findSearchPage } from './searchPage';
import type { SearchCounts } from './searchCounts';
import { keyOf, tableNameOf } from './sqlNames';

// The reads of every resource, from its definition. A page and its total count are one statement (one round trip);
// nested objects come from joins in the same statement, never a query per row.

type Db = Kysely<Database> | Transaction<Database>;

type PageRow = DtoRow & { totalCount: number | null };

/**
 * The statements most requests are (a page of the key order, a record by key): their text depends on the definition
 * only, so each is compiled once per definition and then run with new values. Marked to be prepared on PostgreSQL
 * (db/statementNaming.ts): their plans do not depend on their values.
 */
interface KeyStatements {
  page: CompiledStatement<{ pageSize: number; offset: bigint }, PageRow>;
  byId: CompiledStatement<{ id: number }, DtoRow>;
  byIdForUpdate: CompiledStatement<{ id: number }, DtoRow>;
}

const keyStatements = new WeakMap<ResourceDefinition, KeyStatements>();

function keyStatementsOf(definition: ResourceDefinition): KeyStatements {
  let statements = keyStatements.get(definition);
  if (statements === undefined) {
    const key = keyOf(definition);
    // The unfiltered total is the trigger-kept row count (migration 0002), not a count of every row.
    const total = queryCompiler
      .selectFrom('rowCount')
      .select('n')
      .where('tableName', '=', tableNameOf(definition.table));
    const prepared = { prepared: true };
    statements = {
      page: compileOnce(
        (slots) =>
          definition.rows<Compilable<PageRow>>((select) =>
            select.select(total.as('totalCount')).orderBy(key).limit(slots.pageSize).offset(slots.offset),
          ),
        prepared,
      ),
      byId: compileOnce(
        (slots) => definition.rows<Compilable<DtoRow>>((select) => select.where(key, '=', slots.id)),
        prepared,
      ),
      byIdForUpdate: compileOnce(
        (slots) => definition.rows<Compilable<DtoRow>>((select) => select.where(key, '=', slots.id).forUpdate('t')),
        prepared,
      ),
    };
    keyStatements.set(definition, statements);
  }
  return statements;
}

/** Every row of the table: the total comes from the trigger-kept `row_count` (migration 0002), not a count. */
export const EVERY_ROW = 'every row';

export async function findPage(
  db: Db,
  definition: ResourceDefinition,
  filter: SearchFilter | typeof EVERY_ROW,
  page: PageRequest,
  counts?: SearchCounts,
): Promise<{ rows: DtoRow[]; totalCount: number }> {
  if (filter !== EVERY_ROW) return findSearchPage(db, definition, filter, page, counts);
  const statement = keyStatementsOf(definition).page.with({ pageSize: page.pageSize, offset: page.offset });
  const { rows } = await db.executeQuery(statement);
  const totalCount = Number(rows[0]?.totalCount ?? 0);
  return { rows: rows.map(({ totalCount: _count, ...row }) => row), totalCount };
}

export async function findById(
  db: Db,
  definition: ResourceDefinition,
  id: number,
  lock = false,
): Promise<DtoRow | undefined> {
  const statements = keyStatementsOf(definition);
  const { rows } = await db.executeQuery((lock ? statements.byIdForUpdate : statements.byId).with({ id }));
  return rows[0];
}
