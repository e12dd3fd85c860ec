import { LRUCache } from 'lru-cache';

// How many rows a search matched, and at which version of its table (migration 0003): counting the matches of a
// contains-search among a million passengers is most of its cost, and staff page through results and repeat searches.
// A remembered count is only used while its table's version is unchanged, so totalCount stays exact; the versions live
// in the database, so every instance behind a load balancer stays exact too. Bounded: old searches fall out.

export interface CountedAt {
  version: number;
  count: number;
}

export type SearchCounts = LRUCache<string, CountedAt>;

/** Entries are a few hundred bytes: ten thousand searches hold a few megabytes. */
const SEARCH_COUNTS_MAX = 10_000;

export const createSearchCounts = (max = SEARCH_COUNTS_MAX): SearchCounts => new LRUCache<string, CountedAt>({ max });
