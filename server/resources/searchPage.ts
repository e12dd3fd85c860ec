import { INT32_MAX } from '../../src/domain/fields';
import {
  expressionBuilder,
  sql,
  type Compilable,
  type CompiledQuery,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
  type Transaction,
} from 'kysely';
import { compileOnce, queryCompiler, type CompiledStatement, type Slots } from '../db/queryCompiler';
import type { Database } from '../db/schema';
import type { Criterion } from './criteria';
import type { ResourceDefinition } from './definition';
import type { DtoRow } from './dtoRows';
import { freeTextCondition, joinOf, type FreeText } from './freeText';
import type { ListOptions, SortKey } from './listOptions';
import type { FoundPage, PageRequest } from './paging';
import { conditionOf, containsPattern, sqlCriteria, sqlValueOf, type SearchFilter } from './searchCondition';
import type { SearchCounts } from './searchCounts';
import { sortExpression } from './sortFields';
import { keyOf, tableNameOf } from './sqlNames';

// A page of a search, or of a list that is sorted or searched by free text. Its statement depends on which criteria
// are given, how many words `q` has, the sort, and how the total is found: each such shape is compiled once per resource
// and then run with new values. Unlike the key lookups it is not prepared: the best plan depends on the term (a
// one-letter term must not use the trigram index), so PostgreSQL plans each run.

type Db = Kysely<Database> | Transaction<Database>;

type SearchRow = DtoRow & { rowVersion?: number | null; totalCount?: number | null };

interface SearchValues {
  /** The criteria's values, in their order: v0, v1, ... */
  [criterionValue: `v${number}`]: unknown;
  /** The ILIKE patterns of the words of `q`, in their order: p0, p1, ...; and the words themselves: w0, w1, ... */
  [wordPattern: `p${number}`]: unknown;
  [word: `w${number}`]: unknown;
  pageSize: number;
  offset: bigint;
  /** The keys the rows must have, in the shapes with keys. */
  keys?: number[];
  /** The version of the table the remembered count was counted at, in the shapes that remember it. */
  version?: number;
}

/**
 * How a page learns its total: counted (with the table's version, to remember it), read from a count remembered at the
 * current version, the table's kept row count (nothing filters the rows), or not at all (`count=false`).
 */
type Total = 'counted' | 'remembered' | 'rowCount' | 'none';

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
type Scan = 'plain' | 'walk' | 'matches' | 'walkAll';

/** The shortest word the trigram indexes find: shorter ones have no trigram. */
const TRIGRAM = 3;

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

interface Shape {
  criteria: readonly Criterion[];
  withKeys: boolean;
  words: number;
  sort: readonly SortKey[];
  total: Total;
  scan: Scan;
  /** The rows of a first page, written into a prepared statement (see firstPageRows); otherwise placeholders. */
  firstPage: number | undefined;
  /** A deep page of an ascending sort of the whole table, started from its first row's place (see deepSortedPage). */
  fromPlace: boolean;
}

/** Offsets from which a sorted page of the whole table starts from its first row's place. */
const DEEP_SORTED_OFFSET = 1_000n;

/**
 * Whether the page is a deep page of the whole table in an ascending order of its own columns (passengers by name, page
 * 50,000). Such a page finds the sort values and key of its first row by walking the order's index alone, then reads
 * its rows from there: `(lower(last_name), lower(first_name), id) >= (the first row's)`. An offset over the rows would
 * read every row before the page from the table (1.7 s for page 50,000 of passengers by name; 80 ms this way, with the
 * covering index of migration 0007). The row comparison needs one direction throughout: the key, which breaks ties, is
 * always ascending, so descending sorts keep the offset.
 */
function deepSortedPage(options: ListOptions, filtered: boolean, offset: bigint): boolean {
  return (
    !filtered &&
    offset >= DEEP_SORTED_OFFSET &&
    options.sort.length > 0 &&
    options.sort.every(({ field, descending }) => !descending && field.column.startsWith('t.'))
  );
}

/**
 * The rows a first page reads, when its statement may be prepared: no words (a word's plan depends on the word, see
 * Scan) and only equal-to criteria (a flight's tickets; a range's or a fragment's plan depends on its values). With its
 * limit written in, the generic plan PostgreSQL settles on after a few runs is the one it would make each time (a
 * limit placeholder makes it plan for a tenth of the rows): the statement is then planned once per connection rather
 * than per request, which was most of its cost (1.3 ms of 2.1 to sort tickets by passenger name, 2026-11-25). Only
 * sizes up to 100 rows, so that clients cannot make a statement per page size.
 */
function firstPageRows(criteria: readonly Criterion[], words: number, offset: bigint, rows: number) {
  const preparable = offset === 0n && words === 0 && criteria.every(({ match }) => match === 'equals');
  return preparable && rows <= 101 ? rows : undefined;
}

const shapes = new WeakMap<ResourceDefinition, Map<string, CompiledStatement<SearchValues, SearchRow>>>();

const anyExpression = expressionBuilder<Database, never>();

const shapeKey = ({ criteria, withKeys, words, sort, total, scan, firstPage, fromPlace }: Shape) =>
  JSON.stringify([
    criteria.map(({ column, match }) => `${column} ${match}`),
    withKeys,
    words,
    sort.map(({ name, descending }) => (descending ? `-${name}` : name)),
    total,
    scan,
    firstPage,
    fromPlace,
  ]);

function searchStatement(definition: ResourceDefinition, shape: Shape): CompiledStatement<SearchValues, SearchRow> {
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
  const keys = shape.withKeys ? { key, among: slots.keys } : undefined;
  const criteria = conditionOf(shape.criteria, (index) => slots[`v${index}`], keys);
  const freeText = (tested: boolean) =>
    freeTextCondition(
      definition.text,
      definition.joins ?? {},
      shape.words,
      (index) => slots[`p${index}`],
      (index) => slots[`w${index}`],
      tested,
    );
  const condition = anyExpression.and([criteria, ...freeText(false)]);
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
  if (shape.fromPlace) {
    const ofRow = (alias: string) => [
      ...shape.sort.map(({ field }) => sortExpression({ ...field, column: `${alias}.${field.column.slice(2)}` })),
      sql.ref<number>(`${alias}.${definition.idProperty}`),
    ];
    let firstRow = queryCompiler
      .selectFrom(queryCompiler.dynamic.table(definition.table).as('k'))
      .select(ofRow('k').map((expression, index) => sql`${expression}`.as(`s${index}`)));
    for (const expression of ofRow('k')) firstRow = firstRow.orderBy(expression);
    pageCondition = anyExpression.and([
      pageCondition,
      sql<SqlBool>`(${sql.join(ofRow('t'))}) >= (${firstRow.offset(slots.offset).limit(1)})`,
    ]);
  }
  const tableName = tableNameOf(definition.table);
  const version = queryCompiler.selectFrom('rowCount').select('version').where('tableName', '=', tableName);
  const count = queryCompiler
    .selectFrom(queryCompiler.dynamic.table(definition.table).as('t'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(condition);
  const kept = queryCompiler.selectFrom('rowCount').select('n').where('tableName', '=', tableName);
  return definition.rows<Compilable<SearchRow>>((rows) => {
    let page = joined(rows, definition, shape).where(pageCondition);
    for (const { field, descending } of shape.sort) {
      page = page.orderBy(sortExpression(field), descending ? 'desc' : 'asc');
    }
    // Ordered by an expression of the key, the matches cannot be read in the key index's order (see Scan).
    page = page.orderBy(shape.scan === 'matches' ? sql`${key} + 0` : key);
    page =
      shape.firstPage !== undefined
        ? page.limit(sql.lit(shape.firstPage))
        : shape.fromPlace
          ? page.limit(slots.pageSize)
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

/**
 * The rows joined to the records the page's order needs (tickets by their passenger's name), and, when a walk tests
 * each row's text, to the records whose text counts. The rows show related records through subqueries by key
 * (dtoRows.ts); a join is only there to order or test by them.
 */
function joined<S extends SelectQueryBuilder<{ t: object }, 't', DtoRow>>(
  rows: S,
  definition: ResourceDefinition,
  shape: Shape,
): S {
  const aliases = new Set(shape.sort.map(({ field }) => field.column.slice(0, field.column.indexOf('.'))));
  if (shape.scan === 'walk' || shape.scan === 'walkAll') {
    for (const { alias } of definition.text.related ?? []) aliases.add(alias);
  }
  aliases.delete('t');
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
 * A page of a search or of a sorted or free-text list, with its total: one statement, so the rows, the table's version
 * and the count come from one snapshot. A remembered count is only read when the version it was counted at is still
 * current, and then never counted again. Inside a transaction nothing is remembered: it may see its own writes, which
 * may yet roll back. Without `options.count` one row more than the page is read, to say whether more exist.
 */
export async function findSearchPage(
  db: Db,
  definition: ResourceDefinition,
  filter: SearchFilter,
  page: PageRequest,
  counts: SearchCounts | undefined,
  options: ListOptions,
): Promise<FoundPage> {
  const { compared, values, patterns } = searchValues(filter, options);
  const filtered = compared.length > 0 || filter.keys !== undefined || options.words.length > 0;
  const remember = options.count && filtered && counts !== undefined && !db.isTransaction;
  const cacheKey = remember
    ? JSON.stringify([
        definition.table,
        compared.map(([{ column, match }]) => [column, match]),
        values,
        patterns,
        filter.keys,
      ])
    : undefined;
  const known = cacheKey === undefined ? undefined : counts?.get(cacheKey);
  const total: Total = !options.count
    ? 'none'
    : !filtered
      ? 'rowCount'
      : known !== undefined
        ? 'remembered'
        : 'counted';
  // Without the count, one row more than the page says whether there are more.
  const wanted = options.count ? page.pageSize : page.pageSize + 1;
  const criteria = compared.map(([criterion]) => criterion);
  const shape = {
    criteria,
    withKeys: filter.keys !== undefined,
    words: options.words.length,
    sort: options.sort,
    total,
    firstPage: firstPageRows(criteria, options.words.length, page.offset, wanted),
    fromPlace: deepSortedPage(options, filtered, page.offset),
  };
  const run = (scan: Scan) =>
    db.executeQuery(
      searchStatement(definition, { ...shape, scan }).with({
        ...values,
        ...patterns,
        keys: filter.keys,
        version: known?.version,
        pageSize: wanted,
        offset: page.offset,
      }),
    );
  const twoSteps = options.words.length > 0 && options.sort.length === 0;
  let { rows } = await run(twoSteps ? 'walk' : 'plain');
  if (twoSteps && rows.length < wanted) {
    const indexed = options.words.some((word) => word.length >= TRIGRAM);
    ({ rows } = await run(indexed ? 'matches' : 'walkAll'));
  }
  const dtos = rows.map(({ totalCount: _count, rowVersion: _version, ...row }) => row);
  if (!options.count) return { rows: dtos.slice(0, page.pageSize), hasMore: dtos.length > page.pageSize };
  const first = rows[0];
  let totalCount = 0;
  if (first !== undefined) {
    if (first.totalCount === null && known !== undefined) totalCount = known.count;
    else {
      totalCount = Number(first.totalCount);
      if (cacheKey !== undefined) counts?.set(cacheKey, { version: Number(first.rowVersion), count: totalCount });
    }
  }
  return { rows: dtos, totalCount };
}

/** The values a search's statement is run with: its criteria's (v0, v1, ...) and its words' (p0, w0, ...). */
function searchValues(filter: SearchFilter, options: ListOptions) {
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

/** More rows than any table holds: a limit that lets every matching row through. */
const EVERY_MATCH = Number.MAX_SAFE_INTEGER;

/**
 * The statement of every row a list or search shows, in its order, unpaged: what an export reads through a cursor
 * (exports/exportRows.ts). PostgreSQL chooses the plan (Scan 'plain'): with no limit to reach early, reading the
 * matches and sorting them is what the two-step search ends with anyway.
 */
export function everyMatchStatement(
  definition: ResourceDefinition,
  filter: SearchFilter,
  options: ListOptions,
): CompiledQuery<DtoRow> {
  const { compared, values, patterns } = searchValues(filter, options);
  const shape: Shape = {
    criteria: compared.map(([criterion]) => criterion),
    withKeys: filter.keys !== undefined,
    words: options.words.length,
    sort: options.sort,
    total: 'none',
    scan: 'plain',
    firstPage: undefined,
    fromPlace: false,
  };
  return searchStatement(definition, shape).with({
    ...values,
    ...patterns,
    keys: filter.keys,
    pageSize: EVERY_MATCH,
    offset: 0n,
  });
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
