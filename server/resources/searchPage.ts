import type { CompiledQuery, Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { ResourceDefinition } from './definition';
import type { DtoRow } from './dtoRows';
import type { ListOptions } from './listOptions';
import type { FoundPage, PageRequest } from './paging';
import type { SearchFilter } from './searchCondition';
import type { SearchCounts } from './searchCounts';
import { searchValues } from './searchParts';
import {
  firstPageRows,
  searchStatement,
  TRIGRAM,
  type Scan,
  type SearchRow,
  type Shape,
  type Total,
} from './searchStatement';

// A page of a search, or of a list that is sorted or searched by free text, with its total: the statement of its
// shape (searchStatement.ts) run once, or twice for free text in the key's order (see Scan).

type Db = Kysely<Database> | Transaction<Database>;

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
  from?: PageStart,
): Promise<FoundPage & { firstRow?: PageStartRead }> {
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
  // A bounded count counts at least to the page's end, so that a page it answers is always inside what it counted.
  const countUpTo =
    options.countUpTo === undefined ? undefined : Math.max(options.countUpTo, Number(page.offset) + page.pageSize);
  const criteria = compared.map(([criterion]) => criterion);
  const countBound = countUpTo !== undefined && (total === 'counted' || total === 'remembered');
  const shape = {
    criteria,
    withKeys: filter.keys !== undefined,
    words: options.words.length,
    sort: options.sort,
    total,
    countBound,
    firstPage: firstPageRows(criteria, options.words.length, page.offset, wanted),
    fromPosition: from !== undefined,
  };
  const bound = Object.fromEntries((from?.values ?? []).map((value, index) => [`b${index}`, value]));
  const run = (scan: Scan) =>
    db.executeQuery(
      searchStatement(definition, { ...shape, scan }).with({
        ...values,
        ...patterns,
        keys: filter.keys,
        version: known?.version,
        countLimit: countUpTo === undefined ? undefined : countUpTo + 1,
        pageSize: wanted,
        offset: from?.rest ?? page.offset,
        ...bound,
      }),
    );
  const twoSteps = options.words.length > 0 && options.sort.length === 0;
  let { rows } = await run(twoSteps ? 'walk' : 'plain');
  if (twoSteps && rows.length < wanted) {
    const indexed = options.words.some((word) => word.length >= TRIGRAM);
    ({ rows } = await run(indexed ? 'matches' : 'walkAll'));
  }
  const first = rows[0];
  const firstRow = from === undefined || first === undefined ? undefined : startRead(first);
  const dtos = rows.map(({ totalCount: _count, rowVersion: _version, positionVersions: _read, ...row }) =>
    from === undefined ? row : withoutOrderValues(row),
  );
  if (!options.count) return { rows: dtos.slice(0, page.pageSize), hasMore: dtos.length > page.pageSize, firstRow };
  let totalCount = 0;
  if (first !== undefined) {
    if (first.totalCount === null && known !== undefined) totalCount = known.count;
    else {
      totalCount = Number(first.totalCount);
      if (countBound && countUpTo !== undefined && totalCount > countUpTo) {
        return { rows: dtos, hasMore: true, moreThan: countUpTo, firstRow };
      }
      if (cacheKey !== undefined) counts?.set(cacheKey, { version: Number(first.rowVersion), count: totalCount });
    }
  }
  return { rows: dtos, totalCount, firstRow };
}

/** Where a deep sorted page starts: the order values of a row (the key last), and how many rows after it. */
export interface PageStart {
  values: readonly string[];
  rest: bigint;
}

/** The order values of a page's first row, and the versions of the tables its statement read. */
export interface PageStartRead {
  values: string[];
  versions: string;
}

function startRead(row: SearchRow): PageStartRead {
  const values: string[] = [];
  for (let index = 0; row[`o${index}`] !== undefined; index++) values.push(String(row[`o${index}`]));
  return { values, versions: String(row.positionVersions) };
}

const withoutOrderValues = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([name]) => !/^o\d+$/.test(name)));

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
    countBound: false,
    scan: 'plain',
    firstPage: undefined,
    fromPosition: false,
  };
  return searchStatement(definition, shape).with({
    ...values,
    ...patterns,
    keys: filter.keys,
    pageSize: EVERY_MATCH,
    offset: 0n,
  });
}
