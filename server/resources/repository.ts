import { expressionBuilder, sql, type Compilable, type Kysely, type Transaction } from 'kysely';
import { INT32_MAX } from '../../src/domain/fields';
import { compileOnce, queryCompiler, type CompiledStatement, type Slots } from '../db/queryCompiler';
import type { Database } from '../db/schema';
import type { ResourceDefinition } from './definition';
import type { DtoRow } from './dtoRows';
import { PLAIN_LIST, type ListOptions } from './listOptions';
import type { PagePositions } from './pagePositions';
import type { FoundPage, PageRequest } from './paging';
import type { SearchFilter } from './searchCondition';
import { findRankedPage } from './rankedPage';
import { everyMatchStatement, findSearchPage } from './searchPage';
import { DEEP_SORTED_OFFSET, findSortedDeepPage } from './sortedDeepPage';
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
interface DeepPageValues {
  pageSize: number;
  offset: bigint;
  /** A remembered position before the page (pagePositions.ts), used only while the table is at `version`. */
  version: number;
  fromKey: number;
  /** Rows from the remembered position to the page. */
  rest: bigint;
}

interface KeyStatements {
  page: CompiledStatement<{ pageSize: number; offset: bigint }, PageRow>;
  deepPage: CompiledStatement<DeepPageValues, PageRow & { rowVersion: number }>;
  byId: CompiledStatement<{ id: number }, DtoRow>;
  byIdForUpdate: CompiledStatement<{ id: number }, DtoRow>;
}

const anyExpression = expressionBuilder<Database, never>();

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
    // The page's first key is found by walking the key's index alone, without reading any row (an index-only scan,
    // where the table's visibility map allows): page 50,000 skips half a million index entries, not half a million
    // rows with their joins. Past the end the walk finds no key, and the page is empty.
    const firstKey = queryCompiler
      .selectFrom(queryCompiler.dynamic.table(definition.table).as('k'))
      .select(sql.ref<number>(`k.${definition.idProperty}`).as('key'))
      .orderBy(sql.ref(`k.${definition.idProperty}`))
      .limit(1);
    const version = queryCompiler
      .selectFrom('rowCount')
      .select('version')
      .where('tableName', '=', tableNameOf(definition.table));
    const remembered = (slots: Slots<DeepPageValues>) => anyExpression(version, '=', slots.version);
    const keyColumn = sql.ref<number>(`k.${definition.idProperty}`);
    statements = {
      // Only a page deep enough to be worth it: the pages before it are the statement below.
      deepPage: compileOnce(
        (slots) =>
          definition.rows<Compilable<PageRow & { rowVersion: number }>>((select) =>
            select
              .select([total.as('totalCount'), version.as('rowVersion')])
              .where(
                key,
                '>=',
                firstKey
                  .where(
                    keyColumn,
                    '>=',
                    anyExpression
                      .case()
                      .when(remembered(slots))
                      .then(slots.fromKey)
                      .else(sql.lit(-INT32_MAX - 1))
                      .end(),
                  )
                  .offset(
                    anyExpression.cast<bigint>(
                      anyExpression.case().when(remembered(slots)).then(slots.rest).else(slots.offset).end(),
                      'bigint',
                    ),
                  ),
              )
              .orderBy(key)
              .limit(slots.pageSize),
          ),
        prepared,
      ),
      page: compileOnce(
        (slots) =>
          definition.rows<Compilable<PageRow>>((select) =>
            select
              .select(total.as('totalCount'))
              .where(key, '>=', firstKey.offset(slots.offset))
              .orderBy(key)
              .limit(slots.pageSize),
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

const NO_FILTER: SearchFilter = { criteria: new Map() };

/**
 * A page of the list or of a search. Page 1, a sort, free text or a search is a statement of its shape (searchPage.ts);
 * the later pages of the list in the key's order start from a walk of the key's index (the statements above), deep
 * pages of a sort from a row of its order (sortedDeepPage.ts).
 */
export function findPage(
  db: Db,
  definition: ResourceDefinition,
  filter: SearchFilter | typeof EVERY_ROW,
  page: PageRequest,
  counts?: SearchCounts,
): Promise<{ rows: DtoRow[]; totalCount: number }>;
export function findPage(
  db: Db,
  definition: ResourceDefinition,
  filter: SearchFilter | typeof EVERY_ROW,
  page: PageRequest,
  counts: SearchCounts | undefined,
  options: ListOptions,
  positions?: PagePositions,
): Promise<FoundPage>;
export async function findPage(
  db: Db,
  definition: ResourceDefinition,
  filter: SearchFilter | typeof EVERY_ROW,
  page: PageRequest,
  counts?: SearchCounts,
  options: ListOptions = PLAIN_LIST,
  positions?: PagePositions,
): Promise<FoundPage> {
  const resource = withIncluded(definition, options.include);
  // Page 1 too is a statement of its shape: with its limit written in (searchPage.ts, firstPageRows) PostgreSQL plans
  // it once per connection. The key statement below, whose limit and offset are placeholders, is planned at every run
  // (0.3 to 0.6 ms of 0.4 to 0.7 for page 1 of a million passengers, 2026-11-25).
  // Free text without a sort is ranked by what names the records (D-78); with a sort, it keeps the sort.
  if (options.words.length > 0 && options.sort.length === 0 && resource.naming !== undefined) {
    const searched = filter === EVERY_ROW ? NO_FILTER : filter;
    return findRankedPage(db, resource, resource.naming, searched, page, counts, options);
  }
  if (options.sort.length > 0 && page.offset >= DEEP_SORTED_OFFSET && positions !== undefined && !db.isTransaction) {
    const searched = filter === EVERY_ROW ? NO_FILTER : filter;
    return findSortedDeepPage(db, resource, searched, page, counts, options, positions.sorted);
  }
  const keyOrder = filter === EVERY_ROW && options.sort.length === 0 && options.words.length === 0 && options.count;
  if (!keyOrder || page.offset === 0n) {
    return findSearchPage(db, resource, filter === EVERY_ROW ? NO_FILTER : filter, page, counts, options);
  }
  if (page.offset >= DEEP_OFFSET && positions !== undefined && !db.isTransaction) {
    return findDeepPage(db, resource, page, positions);
  }
  const statement = keyStatementsOf(resource).page.with({ pageSize: page.pageSize, offset: page.offset });
  const { rows } = await db.executeQuery(statement);
  const totalCount = Number(rows[0]?.totalCount ?? 0);
  return { rows: rows.map(({ totalCount: _count, ...row }) => row), totalCount };
}

/** The statement of every row of the list or search, in its order, with the named nested objects filled (exports). */
export function everyRowStatement(
  definition: ResourceDefinition,
  filter: SearchFilter | typeof EVERY_ROW,
  options: ListOptions,
) {
  return everyMatchStatement(
    exportVariant(definition) ?? withIncluded(definition, options.include),
    filter === EVERY_ROW ? NO_FILTER : filter,
    options,
  );
}

const exportVariants = new WeakMap<ResourceDefinition, ResourceDefinition>();

/** The resource with its export rows (joins) as its rows, made once so that its statements compile once. */
function exportVariant(definition: ResourceDefinition): ResourceDefinition | undefined {
  if (definition.exportRows === undefined) return undefined;
  let variant = exportVariants.get(definition);
  if (variant === undefined) exportVariants.set(definition, (variant = { ...definition, rows: definition.exportRows }));
  return variant;
}

/** Offsets from which a page starts from a remembered position: a walk of fewer index entries costs under a millisecond. */
const DEEP_OFFSET = 10_000n;

async function findDeepPage(db: Db, definition: ResourceDefinition, page: PageRequest, positions: PagePositions) {
  const table = tableNameOf(definition.table);
  const from = positions.nearest(table, page.offset);
  const statement = keyStatementsOf(definition).deepPage.with({
    pageSize: page.pageSize,
    offset: page.offset,
    version: from?.version ?? -1,
    fromKey: from?.key ?? 0,
    rest: from === undefined ? page.offset : page.offset - from.offset,
  });
  const { rows } = await db.executeQuery(statement);
  const first = rows[0];
  if (first !== undefined) {
    positions.remember(table, Number(first.rowVersion), page.offset, Number(first[definition.idProperty]));
  }
  const totalCount = Number(first?.totalCount ?? 0);
  return { rows: rows.map(({ totalCount: _count, rowVersion: _version, ...row }) => row), totalCount };
}

const included = new WeakMap<ResourceDefinition, Map<string, ResourceDefinition>>();

/**
 * The resource as rows with the named nested objects filled (a ticket's flight with its destination): a definition
 * of its own, made once per set of names, so its statements are compiled and prepared once like any resource's.
 */
function withIncluded(definition: ResourceDefinition, names: readonly string[]): ResourceDefinition {
  if (names.length === 0 || definition.include === undefined) return definition;
  const key = names.join(',');
  let byNames = included.get(definition);
  if (byNames === undefined) included.set(definition, (byNames = new Map()));
  let variant = byNames.get(key);
  if (variant === undefined) {
    variant = { ...definition, rows: definition.include.rows(names) };
    byNames.set(key, variant);
  }
  return variant;
}

/** Reads one record with the named nested objects filled (see withIncluded). */
export const findByIdIncluding = (db: Db, definition: ResourceDefinition, id: number, names: readonly string[]) =>
  findById(db, withIncluded(definition, names), id);

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
