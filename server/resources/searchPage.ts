import { INT32_MAX } from '../../src/domain/fields';
import { expressionBuilder, sql, type Compilable, type Kysely, type Transaction } from 'kysely';
import { compileOnce, queryCompiler, type CompiledStatement, type Slots } from '../db/queryCompiler';
import type { Database } from '../db/schema';
import type { Criterion } from './criteria';
import type { ResourceDefinition } from './definition';
import type { DtoRow } from './dtoRows';
import { freeTextCondition } from './freeText';
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
 * the first WALK_ROWS keys ('walk'), which holds the page whenever the word is common; only if it does not, the word
 * is rare, and its matches are collected ('matches') and sorted. The trigram indexes cannot collect the matches of a
 * word of one or two letters, so a rare one is looked for by walking the whole table ('walkAll'). 'plain' leaves the
 * choice to PostgreSQL.
 */
type Scan = 'plain' | 'walk' | 'matches' | 'walkAll';

/** The shortest word the trigram indexes find: shorter ones have no trigram. */
const TRIGRAM = 3;

/**
 * Rows the walk tests. Testing a row costs about 1 µs, collecting a match through the indexes about 4 µs (a heap page
 * each): a word without a page of matches in W rows has about 11/W of the rows, so the worst word costs W + 44·10⁶/W µs
 * at a million rows, least at W ≈ 6,600. 6,000: at most about 13 ms, where 3,000 cost a word such as 'haa' (3,421
 * matches) 18 ms.
 */
const WALK_ROWS = 6_000;

interface Shape {
  criteria: readonly Criterion[];
  withKeys: boolean;
  words: number;
  sort: readonly SortKey[];
  total: Total;
  scan: Scan;
}

const shapes = new WeakMap<ResourceDefinition, Map<string, CompiledStatement<SearchValues, SearchRow>>>();

const anyExpression = expressionBuilder<Database, never>();

const shapeKey = ({ criteria, withKeys, words, sort, total, scan }: Shape) =>
  JSON.stringify([
    criteria.map(({ column, match }) => `${column} ${match}`),
    withKeys,
    words,
    sort.map(({ name, descending }) => (descending ? `-${name}` : name)),
    total,
    scan,
  ]);

function searchStatement(definition: ResourceDefinition, shape: Shape): CompiledStatement<SearchValues, SearchRow> {
  const name = shapeKey(shape);
  let byShape = shapes.get(definition);
  if (byShape === undefined) shapes.set(definition, (byShape = new Map()));
  let statement = byShape.get(name);
  if (statement === undefined) {
    // Not even a sorted list without a filter is prepared: a prepared statement's generic plan does not know its
    // limit, and plans for every row (sorting all tickets by their passenger's name to return ten: 50 ms at 10,000).
    statement = compileOnce<SearchValues, SearchRow>((slots) => searchSelect(definition, shape, slots), {
      prepared: false,
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
      .offset(WALK_ROWS - 1)
      .limit(1);
    // A table of fewer rows is walked to its end.
    // The walk bounds the rows of the page, never the count.
    pageCondition = anyExpression.and([
      criteria,
      ...freeText(true),
      anyExpression(key, '<=', anyExpression.fn.coalesce(lastWalked, sql.lit(INT32_MAX))),
    ]);
  }
  const tableName = tableNameOf(definition.table);
  const version = queryCompiler.selectFrom('rowCount').select('version').where('tableName', '=', tableName);
  const count = queryCompiler
    .selectFrom(queryCompiler.dynamic.table(definition.table).as('t'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(condition);
  const kept = queryCompiler.selectFrom('rowCount').select('n').where('tableName', '=', tableName);
  return definition.rows<Compilable<SearchRow>>((select) => {
    let page = select.where(pageCondition);
    for (const { field, descending } of shape.sort) {
      page = page.orderBy(sortExpression(field), descending ? 'desc' : 'asc');
    }
    // Ordered by an expression of the key, the matches cannot be read in the key index's order (see Scan).
    page = page
      .orderBy(shape.scan === 'matches' ? sql`${key} + 0` : key)
      .limit(slots.pageSize)
      .offset(slots.offset);
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
  const shape = {
    criteria: compared.map(([criterion]) => criterion),
    withKeys: filter.keys !== undefined,
    words: options.words.length,
    sort: options.sort,
    total,
  };
  // Without the count, one row more than the page says whether there are more.
  const wanted = options.count ? page.pageSize : page.pageSize + 1;
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
