import { expressionBuilder, sql, type Compilable, type Kysely, type Transaction } from 'kysely';
import { compileOnce, queryCompiler, type CompiledStatement } from '../db/queryCompiler';
import type { Database } from '../db/schema';
import type { Criterion } from './criteria';
import type { ResourceDefinition } from './definition';
import type { DtoRow } from './dtoRows';
import type { PageRequest } from './paging';
import { conditionOf, sqlCriteria, sqlValueOf, type SearchFilter } from './searchCondition';
import type { SearchCounts } from './searchCounts';
import { keyOf, tableNameOf } from './sqlNames';

// A search's page. Its statement depends on which criteria are given and whether the count is remembered: each such
// shape is compiled once per resource and then run with new values. Unlike the key lookups it is not prepared: the
// best plan depends on the term (a one-letter term must not use the trigram index), so PostgreSQL plans each run.

type Db = Kysely<Database> | Transaction<Database>;

type SearchRow = DtoRow & { rowVersion: number | null; totalCount: number | null };

interface SearchValues {
  /** The criteria's values, in their order: v0, v1, ... */
  [criterionValue: `v${number}`]: unknown;
  pageSize: number;
  offset: bigint;
  /** The keys the rows must have, in the shapes with keys. */
  keys?: number[];
  /** The version of the table the remembered count was counted at, in the shapes that remember it. */
  version?: number;
}

const shapes = new WeakMap<ResourceDefinition, Map<string, CompiledStatement<SearchValues, SearchRow>>>();

const anyExpression = expressionBuilder<Database, never>();

function searchStatement(
  definition: ResourceDefinition,
  criteria: Criterion[],
  withKeys: boolean,
  remembered: boolean,
): CompiledStatement<SearchValues, SearchRow> {
  const shape = [...criteria.map(({ column, match }) => `${column} ${match}`), withKeys, remembered].join(',');
  let byShape = shapes.get(definition);
  if (byShape === undefined) shapes.set(definition, (byShape = new Map()));
  let statement = byShape.get(shape);
  if (statement === undefined) {
    const key = keyOf(definition);
    statement = compileOnce<SearchValues, SearchRow>(
      (slots) => {
        const keys = withKeys ? { key, among: slots.keys } : undefined;
        const condition = conditionOf(criteria, (index) => slots[`v${index}`], keys);
        const count = queryCompiler
          .selectFrom(queryCompiler.dynamic.table(definition.table).as('t'))
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where(condition);
        const version = queryCompiler
          .selectFrom('rowCount')
          .select('version')
          .where('tableName', '=', tableNameOf(definition.table));
        // PostgreSQL evaluates the uncorrelated subqueries of a CASE only when their branch is taken.
        const total = remembered
          ? anyExpression.case().when(version, '=', slots.version).then(sql.lit(null)).else(count).end()
          : count;
        return definition.rows<Compilable<SearchRow>>((select) =>
          select
            .select([version.as('rowVersion'), total.as('totalCount')])
            .where(condition)
            .orderBy(key)
            .limit(slots.pageSize)
            .offset(slots.offset),
        );
      },
      { prepared: false },
    );
    byShape.set(shape, statement);
  }
  return statement;
}

/**
 * A search's page, its table's version and, unless `counts` holds the count at that version, the count: one statement,
 * so all three come from one snapshot. A remembered count is only read when the version it was counted at is still
 * current, and then never counted again. Inside a transaction nothing is remembered: it may see its own writes, which
 * may yet roll back.
 */
export async function findSearchPage(
  db: Db,
  definition: ResourceDefinition,
  filter: SearchFilter,
  page: PageRequest,
  counts: SearchCounts | undefined,
): Promise<{ rows: DtoRow[]; totalCount: number }> {
  const compared = sqlCriteria(filter.criteria);
  const values = Object.fromEntries(
    compared.map(([criterion, value], index) => [`v${index}`, sqlValueOf(criterion, value)]),
  ) satisfies Record<`v${number}`, unknown>;
  const remember = counts !== undefined && !db.isTransaction;
  const cacheKey = remember
    ? JSON.stringify([definition.table, compared.map(([{ column, match }]) => [column, match]), values, filter.keys])
    : undefined;
  const known = cacheKey === undefined ? undefined : counts?.get(cacheKey);
  const criteria = compared.map(([criterion]) => criterion);
  const statement = searchStatement(definition, criteria, filter.keys !== undefined, known !== undefined);
  const { rows } = await db.executeQuery(
    statement.with({
      ...values,
      keys: filter.keys,
      version: known?.version,
      pageSize: page.pageSize,
      offset: page.offset,
    }),
  );
  const first = rows[0];
  let totalCount = 0;
  if (first !== undefined) {
    if (first.totalCount === null && known !== undefined) totalCount = known.count;
    else {
      totalCount = Number(first.totalCount);
      if (cacheKey !== undefined) counts?.set(cacheKey, { version: Number(first.rowVersion), count: totalCount });
    }
  }
  return { rows: rows.map(({ totalCount: _count, rowVersion: _version, ...row }) => row), totalCount };
}

/** The keys and one column of the rows matching the criteria, e.g. the password hashes of candidate users. */
export async function findKeysWith(
  db: Db,
  definition: ResourceDefinition,
  filter: SearchFilter,
  column: string,
): Promise<{ id: number; value: unknown }[]> {
  const compared = sqlCriteria(filter.criteria);
  const values = compared.map(([criterion, value]) => sqlValueOf(criterion, value));
  const condition = conditionOf(
    compared.map(([criterion]) => criterion),
    (index) => values[index],
  );
  const key = keyOf(definition);
  return db
    .selectFrom(db.dynamic.table(definition.table).as('t'))
    .select([key.as('id'), sql.ref<unknown>(`t.${column}`).as('value')])
    .where(condition)
    .orderBy(key)
    .execute();
}
