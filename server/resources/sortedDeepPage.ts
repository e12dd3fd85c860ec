import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { ResourceDefinition } from './definition';
import type { ListOptions } from './listOptions';
import type { FoundPage, PageRequest } from './paging';
import type { SearchFilter } from './searchCondition';
import type { SearchCounts } from './searchCounts';
import { findSearchPage, type PageStart } from './searchPage';
import { searchValues } from './searchParts';
import type { NearPositions, SortedPositions } from './sortedPositions';
import { walkedValues, walkTo, type WalkFrom } from './sortedWalk';

// A deep page of a sorted list or search (D-105). An offset over the order reads every row before the page with its
// columns and nested records (page 50,000 of passengers by name: half a million rows). Instead the page starts at a
// row of the order: a remembered position when one is near, else the row at the page's offset, found by walking the
// order alone from the nearest position (or the list's start); the page is then a range of the order's index. Each
// step reads the versions of the tables it depends on, and a step whose versions differ from the position's is not
// used, so the page is always the one an offset over the order gives.

type Db = Kysely<Database> | Transaction<Database>;

/** Offsets from which a sorted page starts at a row of its order rather than after an offset. */
export const DEEP_SORTED_OFFSET = 1_000n;

/**
 * Rows a page may read past a remembered position before it instead of walking to its own first row: the rows an
 * offset skips are read whole, with their nested records, so only a few pages' worth (the next page, the one after).
 */
const DIRECT_REST = 100n;

export async function findSortedDeepPage(
  db: Db,
  definition: ResourceDefinition,
  filter: SearchFilter,
  page: PageRequest,
  counts: SearchCounts | undefined,
  options: ListOptions,
  positions: SortedPositions,
): Promise<FoundPage> {
  const { compared, values, patterns } = searchValues(filter, options);
  const list = JSON.stringify([
    definition.table,
    options.sort.map(({ name, descending }) => (descending ? `-${name}` : name)),
    compared.map(([{ column, match }]) => [column, match]),
    values,
    patterns,
    filter.keys,
  ]);

  /** The page from a row of the order, kept only when it read the versions the row was found at. */
  const pageFrom = async (start: PageStart, versions: string): Promise<FoundPage | undefined> => {
    const { firstRow, ...found } = await findSearchPage(db, definition, filter, page, counts, options, start);
    if (firstRow === undefined || firstRow.versions !== versions) return undefined;
    positions.remember(list, versions, { offset: page.offset, values: firstRow.values });
    return found;
  };

  const near = positions.nearest(list, page.offset);
  if (near?.before !== undefined && page.offset - near.before.offset <= DIRECT_REST) {
    const start = { values: near.before.values, rest: page.offset - near.before.offset };
    const found = await pageFrom(start, near.version);
    if (found !== undefined) return found;
  }

  const walk = async (from: WalkFrom, rest: bigint, bound: readonly string[]) => {
    const shape = {
      criteria: compared.map(([criterion]) => criterion),
      withKeys: filter.keys !== undefined,
      words: options.words.length,
      sort: options.sort,
      from,
    };
    const { rows } = await db.executeQuery(
      walkTo(definition, shape, { ...values, ...patterns, keys: filter.keys, rest, bound }),
    );
    return rows[0];
  };
  const fromNear = near === undefined ? undefined : nearestWalk(near, page.offset);
  let row = fromNear === undefined ? undefined : await walk(fromNear.from, fromNear.rest, fromNear.position.values);
  if (near !== undefined && fromNear !== undefined && (row === undefined || row.versions !== near.version)) {
    // The list changed since its positions were found: none of them holds.
    positions.forget(list);
    row = undefined;
  }
  row ??= await walk('start', page.offset, []);
  // Past the end: the page an offset gives is empty too.
  if (row === undefined) return options.count ? { rows: [], totalCount: 0 } : { rows: [], hasMore: false };
  const found = await pageFrom({ values: walkedValues(row), rest: 0n }, row.versions);
  // The table changed between the walk and the page: one statement over the offset, from one snapshot.
  return found ?? findSearchPage(db, definition, filter, page, counts, options);
}

/** The shortest walk from a remembered position, when it is shorter than a walk from the list's start. */
function nearestWalk(near: NearPositions, offset: bigint) {
  const { before, after } = near;
  const fromBefore =
    before === undefined ? undefined : { from: 'before' as const, rest: offset - before.offset, position: before };
  // Back from a position after the page: its nearest row before it is the first walked.
  const fromAfter =
    after === undefined ? undefined : { from: 'after' as const, rest: after.offset - 1n - offset, position: after };
  const shortest = [fromBefore, fromAfter]
    .filter((walk) => walk !== undefined)
    .sort((a, b) => (a.rest < b.rest ? -1 : 1))[0];
  return shortest !== undefined && shortest.rest < offset ? shortest : undefined;
}
