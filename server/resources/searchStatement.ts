import { INT32_MAX } from '../../src/domain/fields';
import { expressionBuilder, sql, type Compilable } from 'kysely';
import { compileOnce, queryCompiler, type CompiledStatement, type Slots } from '../db/queryCompiler';
import type { Database } from '../db/schema';
import type { Criterion } from './criteria';
import type { ResourceDefinition } from './definition';
import type { DtoRow } from './dtoRows';
import type { FreeText } from './freeText';
import type { SortKey } from './listOptions';
import { filterConditions, joined, versionsRead, type FilterValues } from './searchParts';
import { sortExpression } from './sortFields';
import { atOrAfter, orderKeys } from './sortedOrder';
import { keyOf, tableNameOf } from './sqlNames';

// The statement of a page of a search, or of a list that is sorted or searched by free text. It depends on which criteria
// are given, how many words `q` has, the sort, and how the total is found: each such shape is compiled once per resource
// and then run with new values. Unlike the key lookups it is not prepared: the best plan depends on the term (a
// one-letter term must not use the trigram index), so PostgreSQL plans each run.

export type SearchRow = DtoRow & { rowVersion?: number | null; totalCount?: number | null } & PositionColumns;

/** What a page started from a position also reads: its rows' order values (o0, o1, ...) and the versions it read. */
interface PositionColumns {
  [orderValue: `o${number}`]: string | undefined;
  positionVersions?: string;
}

export interface SearchValues extends FilterValues {
  pageSize: number;
  offset: bigint;
  /** One more than the matches a bounded count counts up to, in the shapes whose count is bounded. */
  countLimit?: number;
  /** The version of the table the remembered count was counted at, in the shapes that remember it. */
  version?: number;
  /** The order values of the row a page starts at (b0, b1, ..., the key last), in the shapes from a position. */
  [boundValue: `b${number}`]: unknown;
}

/**
 * How a page learns its total: counted (with the table's version, to remember it), read from a count remembered at the
 * current version, the table's kept row count (nothing filters the rows), or not at all (`count=false`).
 */
export type Total = 'counted' | 'remembered' | 'rowCount' | 'none';

/**
 * How the rows of free text are found in the key's order. The contains-matches of `q` cannot tell PostgreSQL how many
 * rows match, so it guesses, and either guess is ruinous for some term: walking the key's index and testing each row
 * finds a common word's first page in a few hundred rows but tests all million for a word nothing has (1.8 s at a
 * million passengers); collecting the matches through the trigram indexes costs little for a rare word (0.1 ms) but
 * fetches every one of a common word's 30,000 rows to sort them (45 ms). So the page is looked for in two steps: first among
 * the first keys ('walk', see walkRows), which holds the page whenever the word is common; only if it does not, the word
 * is rare, and its matches are collected ('matches') and sorted. The trigram indexes cannot collect the matches of a
 * word of one or two letters, so a rare one is looked for by walking the whole table ('walkAll'). 'plain' leaves the
 * choice to PostgreSQL.
 */
export type Scan = 'plain' | 'walk' | 'matches' | 'walkAll';

/** The shortest word the trigram indexes find: shorter ones have no trigram. */
export const TRIGRAM = 3;

/**
 * Rows the walk tests. Testing a row costs about 1.7 µs where each row's text is lower-cased as it is read, 0.45 µs
 * where the table keeps it lower-cased (FreeText.lowerCased); collecting a match about 9 µs through the columns'
 * indexes (a heap page each, and each column's ILIKE again), about 2.3 µs through the kept text's own index. A word
 * without a page of matches in W rows has about 11/W of the rows, so at a million rows the worst word costs
 * c·W + 11·10⁶·m/W µs, least at W = √(11·10⁶·m/c): about 7,600 rows when lower-casing (m = 9, c = 1.7) and 7,500 with
 * the kept text (m = 2.3, c = 0.45). Measured on passengers at a million rows, ten type-aheads at once (2026-11-25):
 * walks of 5,000, 7,500, 10,000 and 15,000 rows gave a p50 of 9, 9, 13 and 15 ms and a p99 of 75, 53, 55 and 50 ms.
 */
const walkRows = (text: FreeText) =>
  text.lowerCased !== undefined && (text.related ?? []).length === 0 ? 7_500 : 6_000;

export interface Shape {
  criteria: readonly Criterion[];
  withKeys: boolean;
  words: number;
  sort: readonly SortKey[];
  total: Total;
  /** The count stops at `countLimit` matches (`countUpTo`, D-106): a common word's 35,000 are not all counted. */
  countBound: boolean;
  scan: Scan;
  /** The rows of a first page, written into a prepared statement (see firstPageRows); otherwise placeholders. */
  firstPage: number | undefined;
  /** A deep page of a sorted list, started at a row of the order (sortedDeepPage.ts, D-105); `offset` is then the rest. */
  fromPosition: boolean;
}

/**
 * The rows a first page reads, when its statement may be prepared: no words (a word's plan depends on the word, see
 * Scan) and only equal-to criteria (a flight's tickets; a range's or a fragment's plan depends on its values). With its
 * limit written in, the generic plan PostgreSQL settles on after a few runs is the one it would make each time (a
 * limit placeholder makes it plan for a tenth of the rows): the statement is then planned once per connection rather
 * than per request, which was most of its cost (1.3 ms of 2.1 to sort tickets by passenger name, 2026-11-25). Only
 * sizes up to 100 rows, so that clients cannot make a statement per page size.
 */
export function firstPageRows(criteria: readonly Criterion[], words: number, offset: bigint, rows: number) {
  const preparable = offset === 0n && words === 0 && criteria.every(({ match }) => match === 'equals');
  return preparable && rows <= 101 ? rows : undefined;
}

const shapes = new WeakMap<ResourceDefinition, Map<string, CompiledStatement<SearchValues, SearchRow>>>();

const anyExpression = expressionBuilder<Database, never>();

const shapeKey = ({ criteria, withKeys, words, sort, total, countBound, scan, firstPage, fromPosition }: Shape) =>
  JSON.stringify([
    criteria.map(({ column, match }) => `${column} ${match}`),
    withKeys,
    words,
    sort.map(({ name, descending }) => (descending ? `-${name}` : name)),
    total,
    countBound,
    scan,
    firstPage,
    fromPosition,
  ]);

export function searchStatement(
  definition: ResourceDefinition,
  shape: Shape,
): CompiledStatement<SearchValues, SearchRow> {
  const name = shapeKey(shape);
  let byShape = shapes.get(definition);
  if (byShape === undefined) shapes.set(definition, (byShape = new Map()));
  let statement = byShape.get(name);
  if (statement === undefined) {
    // Only a first page with its limit written in is prepared: a generic plan that does not know its limit plans for
    // every row (sorting all tickets by their passenger's name to return ten: 50 ms at 10,000).
    statement = compileOnce<SearchValues, SearchRow>((slots) => searchSelect(definition, shape, slots), {
      prepared: shape.firstPage !== undefined,
    });
    byShape.set(name, statement);
  }
  return statement;
}

function searchSelect(definition: ResourceDefinition, shape: Shape, slots: Slots<SearchValues>) {
  const key = keyOf(definition);
  const { criteria, freeText, condition } = filterConditions(definition, shape, slots);
  let pageCondition = shape.scan === 'walkAll' ? anyExpression.and([criteria, ...freeText(true)]) : condition;
  if (shape.scan === 'walk') {
    const lastWalked = queryCompiler
      .selectFrom(queryCompiler.dynamic.table(definition.table).as('k'))
      .select(sql.ref<number>(`k.${definition.idProperty}`).as('key'))
      .orderBy(sql.ref(`k.${definition.idProperty}`))
      .offset(walkRows(definition.text) - 1)
      .limit(1);
    // A table of fewer rows is walked to its end.
    // The walk bounds the rows of the page, never the count.
    pageCondition = anyExpression.and([
      criteria,
      ...freeText(true),
      anyExpression(key, '<=', anyExpression.fn.coalesce(lastWalked, sql.lit(INT32_MAX))),
    ]);
  }
  const order = orderKeys(definition, shape.sort);
  if (shape.fromPosition) {
    const bound = order.map((_key, index) => slots[`b${index}`]);
    pageCondition = anyExpression.and([pageCondition, atOrAfter(order, bound, true)]);
  }
  const tableName = tableNameOf(definition.table);
  const version = queryCompiler.selectFrom('rowCount').select('version').where('tableName', '=', tableName);
  const matches = queryCompiler.selectFrom(queryCompiler.dynamic.table(definition.table).as('t')).where(condition);
  const count = shape.countBound
    ? queryCompiler
        .selectFrom(matches.select(sql.lit(1).as('one')).limit(slots.countLimit).as('m'))
        .select((eb) => eb.fn.countAll<number>().as('count'))
    : matches.select((eb) => eb.fn.countAll<number>().as('count'));
  const kept = queryCompiler.selectFrom('rowCount').select('n').where('tableName', '=', tableName);
  return definition.rows<Compilable<SearchRow>>((rows) => {
    const testsText = shape.scan === 'walk' || shape.scan === 'walkAll';
    let page = joined(rows, definition, shape.sort, testsText).where(pageCondition);
    if (shape.fromPosition) {
      // The rows' order values and what the page read, for the page's first row to be remembered (sortedDeepPage.ts).
      page = page.select([
        ...order.map(({ expression }, index) => sql<string>`(${expression})::text`.as(`o${index}`)),
        versionsRead(definition, shape.sort, shape.words).as('positionVersions'),
      ]);
    }
    for (const { field, descending } of shape.sort) {
      page = page.orderBy(sortExpression(field), descending ? 'desc' : 'asc');
    }
    // Ordered by an expression of the key, the matches cannot be read in the key index's order (see Scan).
    page = page.orderBy(shape.scan === 'matches' ? sql`${key} + 0` : key);
    page =
      shape.firstPage !== undefined
        ? page.limit(sql.lit(shape.firstPage))
        : page.limit(slots.pageSize).offset(slots.offset);
    switch (shape.total) {
      case 'none':
        return page;
      case 'rowCount':
        return page.select(kept.as('totalCount'));
      case 'counted':
        return page.select([version.as('rowVersion'), count.as('totalCount')]);
      case 'remembered':
        // PostgreSQL evaluates the uncorrelated subqueries of a CASE only when their branch is taken.
        return page.select([
          version.as('rowVersion'),
          anyExpression.case().when(version, '=', slots.version).then(sql.lit(null)).else(count).end().as('totalCount'),
        ]);
    }
  });
}
