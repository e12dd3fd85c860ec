import { expressionBuilder, sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { ResourceDefinition } from './definition';
import { freeTextCondition, joinOf } from './freeText';
import type { ListOptions } from './listOptions';
import { shownText, type Naming, type SqlText } from './naming';
import type { FoundPage, PageRequest } from './paging';
import { conditionOf, containsPattern, sqlCriteria, sqlValueOf, type SearchFilter } from './searchCondition';
import type { SearchCounts } from './searchCounts';
import { findSearchPage } from './searchPage';
import { keyOf } from './sqlNames';

// Free text without a sort, ranked by relevance (D-78, docs/finding-records.md): a page of the ranked order is the
// page-th slice of tiers concatenated, each record once. Each tier is read up to the page's end plus one row, so
// however many of its records an earlier tier already gave, the slice is whole: the records of an earlier tier take
// at least as many places as they remove from a later one.

type Db = Kysely<Database> | Transaction<Database>;

const eb = expressionBuilder<Database, never>();

/** The last character Unicode has: any text starting with a prefix sorts before the prefix followed by it. */
const LAST_CHARACTER = '\u{10FFFF}';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The definition whose free text is the shown text only (`match=name`), made once so its statements compile once. */
const nameOnly = new WeakMap<ResourceDefinition, ResourceDefinition>();
function withNameText(definition: ResourceDefinition, naming: Naming): ResourceDefinition {
  let variant = nameOnly.get(definition);
  if (variant === undefined && naming.text !== undefined) {
    variant = { ...definition, text: naming.text };
    nameOnly.set(definition, variant);
  }
  return variant ?? definition;
}

/** The search's criteria (and keys) as a condition on `t`, with their values written in. */
function criteriaCondition(definition: ResourceDefinition, filter: SearchFilter): Expression<SqlBool> {
  const compared = sqlCriteria(filter.criteria);
  const values = compared.map(([criterion, value]) => sqlValueOf(criterion, value));
  const keys = filter.keys === undefined ? undefined : { key: keyOf(definition), among: sql<number[]>`${filter.keys}` };
  return conditionOf(
    compared.map(([criterion]) => criterion),
    (index) => values[index],
    keys,
  );
}

/** The table aliased t, inner-joined to the records its shown text reads (their keys are not null). */
function fromShown(db: Db, definition: ResourceDefinition, naming: Naming) {
  let from = db.selectFrom(db.dynamic.table(definition.table).as('t'));
  for (const alias of naming.joins) {
    const { table, column } = joinOf(definition.joins ?? {}, alias);
    from = from.innerJoin(db.dynamic.table(table).as(alias), (join) =>
      join.on(eb(sql.ref(`${alias}.id`), '=', sql.ref(`t.${column}`))),
    ) as unknown as typeof from;
  }
  return from;
}

/** The word is in what names the record: its own shown text, or that of a related record (by key), or the joined text. */
function nameHas(db: Db, definition: ResourceDefinition, naming: Naming, shown: SqlText, word: string) {
  if (naming.found === undefined) return eb(eb.fn('strpos', [shown, sql.val(word)]), '>', 0);
  const { own, related } = naming.found;
  return eb.or([
    eb(eb.fn('strpos', [own, sql.val(word)]), '>', 0),
    ...related.map(({ alias, columns }) => {
      const { table, column } = joinOf(definition.joins ?? {}, alias);
      const having = db
        .selectFrom(db.dynamic.table(table).as('r'))
        .select(sql.ref<number>('r.id').as('id'))
        .where(eb.or(columns.map((name) => eb(sql.ref(`r.${name}`), 'ilike', containsPattern(word)))));
      return eb(sql.ref(`t.${column}`), 'in', having);
    }),
  ]);
}

/**
 * Every match ranked in one statement, for tables a ranking of all matches costs little on (a hundred thousand flights
 * at most): the typed text equal to a shown part, then starting one, then every word starting a word of the shown
 * text, then anywhere; then the naming's order, the similarity (pg_trgm) of the shown text to the typed one, the key.
 */
async function rankEveryMatch(
  db: Db,
  definition: ResourceDefinition,
  naming: Naming,
  filter: SearchFilter,
  options: ListOptions,
  rows: number,
) {
  const words = options.words.map((word) => word.toLowerCase());
  const typed = words.join(' ');
  const shown = shownText(naming);
  const lowerParts = naming.parts.map((part) => sql<string>`lower(${part})`);
  const matches =
    options.within === 'name'
      ? words.map((word) => nameHas(db, definition, naming, shown, word))
      : freeTextCondition(
          definition.text,
          definition.joins ?? {},
          words.length,
          (index) => containsPattern(words[index] ?? ''),
          (index) => words[index],
        );
  const startsPart = sql.join(
    lowerParts.map((part) => sql`${part} like ${`${escapeLike(typed)}%`}`),
    sql` or `,
  );
  const startsWords = sql.join(
    words.map((word) => sql`(' ' || ${shown}) like ${`% ${escapeLike(word)}%`}`),
    sql` and `,
  );
  const rank = sql`case when ${typed} in (${sql.join(lowerParts)}) then 0 when ${startsPart} then 1 when ${startsWords} then 2 else 3 end`;
  let select = fromShown(db, definition, naming)
    .select([keyOf(definition).as('key'), sql<string>`count(*) over ()`.as('total')])
    .where(eb.and([criteriaCondition(definition, filter), ...matches]))
    .orderBy(rank);
  for (const order of naming.order ?? []) select = select.orderBy(order);
  const found = await select
    .orderBy(sql`similarity(${shown}, ${typed})`, 'desc')
    .orderBy(keyOf(definition))
    .limit(rows)
    .execute();
  return { keys: found.map((row) => Number(row.key)), total: Number(found[0]?.total ?? 0) };
}

/**
 * The keys the naming's indexed parts start with the typed text, part after part, each in its index's order
 * (passengers: a million rows). One statement, each part read up to `rows` keys.
 */
async function indexedTiers(
  db: Db,
  definition: ResourceDefinition,
  naming: Naming,
  filter: SearchFilter,
  words: readonly string[],
  rows: number,
): Promise<number[]> {
  const typed = words.join(' ').toLowerCase();
  const key = keyOf(definition);
  const criteria = criteriaCondition(definition, filter);
  const parts = (naming.indexed ?? []).filter(({ oneWord }) => !oneWord || words.length === 1);
  if (parts.length === 0) return [];
  const branches = parts.map(({ text }, tier) => {
    // Written as the index of migration 0013 is: the "C" collation orders by bytes, so 'john smith' comes before
    // 'john smithson'. What starts with the typed text is the range from it to it followed by the last character
    // there is: written as a range rather than a LIKE, PostgreSQL estimates it from the index's statistics and reads
    // the first rows in the index's order (0.25 ms for 'joh' at 100,000 passengers, where a LIKE's bitmap of all 355
    // took 3 to 9 ms).
    const indexed = sql<string>`lower(${text}) collate "C"`;
    return sql`(select ${key} as key, ${sql.lit(tier)} as tier, ${indexed} as o
      from ${sql.table(definition.table)} as t
      where ${criteria} and ${indexed} >= ${typed} and ${indexed} < ${`${typed}${LAST_CHARACTER}`}
      order by ${indexed}, ${key} limit ${rows})`;
  });
  const found = await sql<{ key: number }>`select key from (${sql.join(branches, sql` union all `)}) as u
    order by tier, o collate "C", key`.execute(db);
  return found.rows.map((row) => Number(row.key));
}

/**
 * A page of free text without a sort, in the order of relevance, with its total or whether there is more. The rows
 * are then read by key, as any page's are, and put in the ranked order.
 */
export async function findRankedPage(
  db: Db,
  definition: ResourceDefinition,
  naming: Naming,
  filter: SearchFilter,
  page: PageRequest,
  counts: SearchCounts | undefined,
  options: ListOptions,
): Promise<FoundPage> {
  const start = Number(page.offset);
  const rows = start + page.pageSize + 1;
  let ranked: number[];
  let total: number | undefined;
  let moreThan: number | undefined;
  if (naming.indexed === undefined) {
    ({ keys: ranked, total } = await rankEveryMatch(db, definition, naming, filter, options, rows));
  } else {
    ranked = await indexedTiers(db, definition, naming, filter, options.words, rows);
    // The rest in the key's order, found as any free text is (searchPage.ts); the count is of every match.
    if (new Set(ranked).size < rows || options.count) {
      const searched = options.within === 'name' ? withNameText(definition, naming) : definition;
      const rest = await findSearchPage(db, searched, filter, { page: 1, pageSize: rows, offset: 0n }, counts, {
        ...options,
        sort: [],
        include: [],
      });
      ranked.push(...rest.rows.map((row) => Number(row[definition.idProperty])));
      if ('totalCount' in rest) total = rest.totalCount;
      if ('moreThan' in rest) moreThan = rest.moreThan;
    }
  }
  const order = [...new Set(ranked)];
  const keys = order.slice(start, start + page.pageSize);
  const read =
    keys.length === 0
      ? []
      : (
          await findSearchPage(
            db,
            definition,
            { criteria: new Map(), keys },
            { page: 1, pageSize: keys.length, offset: 0n },
            undefined,
            { sort: [], words: [], count: false, include: [], within: 'all' },
          )
        ).rows;
  const byKey = new Map(read.map((row) => [Number(row[definition.idProperty]), row]));
  const dtos = keys.map((key) => byKey.get(key)).filter((row) => row !== undefined);
  if (options.count && moreThan !== undefined) return { rows: dtos, hasMore: true, moreThan };
  return options.count
    ? { rows: dtos, totalCount: total ?? 0 }
    : { rows: dtos, hasMore: order.length > start + page.pageSize };
}
