import { expressionBuilder, sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { queryCompiler, type Slots } from '../db/queryCompiler';
import type { Database } from '../db/schema';
import type { Criterion } from './criteria';
import type { ResourceDefinition } from './definition';
import type { DtoRow } from './dtoRows';
import { freeTextCondition, joinOf } from './freeText';
import type { ListOptions, SortKey } from './listOptions';
import { conditionOf, containsPattern, sqlCriteria, sqlValueOf, type SearchFilter } from './searchCondition';
import { keyOf, tableNameOf } from './sqlNames';

// What the statements of a search share (searchPage.ts, sortedWalk.ts): the values they run with, the condition of
// the criteria and the words, the joins an order or a walk of the text needs, and the versions of what they read.

/** The values of a search's statement: its criteria's (v0, v1, ...) and its words' ILIKE patterns and words. */
export interface FilterValues {
  [criterionValue: `v${number}`]: unknown;
  [wordPattern: `p${number}`]: unknown;
  [word: `w${number}`]: unknown;
  /** The keys the rows must have, in the shapes with keys. */
  keys?: number[];
}

/** What of a filter shapes its statement: which criteria are given, with keys or not, how many words. */
export interface FilterShape {
  criteria: readonly Criterion[];
  withKeys: boolean;
  words: number;
}

const anyExpression = expressionBuilder<Database, never>();

/** The values a search's statement is run with: its criteria's (v0, v1, ...) and its words' (p0, w0, ...). */
export function searchValues(filter: SearchFilter, options: ListOptions) {
  const compared = sqlCriteria(filter.criteria);
  const values = Object.fromEntries(
    compared.map(([criterion, value], index) => [`v${index}`, sqlValueOf(criterion, value)]),
  ) satisfies Record<`v${number}`, unknown>;
  const patterns = Object.fromEntries(
    options.words.flatMap((word, index) => [
      [`p${index}`, containsPattern(word)],
      [`w${index}`, word],
    ]),
  ) satisfies Record<`p${number}` | `w${number}`, unknown>;
  return { compared, values, patterns };
}

/**
 * The criteria's condition, and the words' as collected through the indexes or (`tested`) as a test of rows being
 * read (freeText.ts).
 */
export function filterConditions(definition: ResourceDefinition, shape: FilterShape, slots: Slots<FilterValues>) {
  const keys = shape.withKeys ? { key: keyOf(definition), among: slots.keys } : undefined;
  const criteria = conditionOf(shape.criteria, (index) => slots[`v${index}`], keys);
  const freeText = (tested: boolean): Expression<SqlBool>[] =>
    freeTextCondition(
      definition.text,
      definition.joins ?? {},
      shape.words,
      (index) => slots[`p${index}`],
      (index) => slots[`w${index}`],
      tested,
    );
  return { criteria, freeText, condition: anyExpression.and([criteria, ...freeText(false)]) };
}

const sortAliases = (sort: readonly SortKey[]) =>
  sort.map(({ field }) => field.column.slice(0, field.column.indexOf('.'))).filter((alias) => alias !== 't');

/**
 * The rows joined to the records the page's order needs (tickets by their passenger's name), and, when a walk tests
 * each row's text (`testsText`), to the records whose text counts. The rows show related records through subqueries
 * by key (dtoRows.ts); a join is only there to order or test by them.
 */
export function joined<S extends SelectQueryBuilder<{ t: object }, 't', DtoRow>>(
  rows: S,
  definition: ResourceDefinition,
  sort: readonly SortKey[],
  testsText: boolean,
): S {
  const aliases = new Set(sortAliases(sort));
  if (testsText) for (const { alias } of definition.text.related ?? []) aliases.add(alias);
  let select = rows as SelectQueryBuilder<{ t: object }, 't', DtoRow>;
  for (const alias of aliases) {
    const { table, column } = joinOf(definition.joins ?? {}, alias);
    // Inner joins: the keys are not null, and PostgreSQL may then start from the joined table's index to read the
    // page in its order.
    select = select.innerJoin(queryCompiler.dynamic.table(table).as(alias), (join) =>
      join.on(anyExpression(sql.ref(`${alias}.id`), '=', sql.ref(`t.${column}`))),
    ) as unknown as SelectQueryBuilder<{ t: object }, 't', DtoRow>;
  }
  return select as S;
}

/**
 * The versions of every table a sorted page's rows and order depend on (migration 0003), as one text: its own table,
 * the records its sort joins, and with words the records whose text counts. A renamed airline moves flights sorted by
 * airline name without changing the flights' table.
 */
export function versionsRead(definition: ResourceDefinition, sort: readonly SortKey[], words: number) {
  const aliases = new Set(sortAliases(sort));
  if (words > 0) for (const { alias } of definition.text.related ?? []) aliases.add(alias);
  const tables = new Set([
    tableNameOf(definition.table),
    ...[...aliases].map((alias) => tableNameOf(joinOf(definition.joins ?? {}, alias).table)),
  ]);
  return queryCompiler
    .selectFrom('rowCount')
    .select(sql<string>`string_agg(version::text, ',' order by table_name)`.as('versions'))
    .where('tableName', 'in', [...tables].sort());
}
