/** One page of a list as the API returns it; an empty list (HTTP 204, decision D-37) becomes `emptyPage`. */
export interface Page<T> {
  data: T[];
  pageNumber: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

/**
 * A search's page counted only up to a bound (`countUpTo`, D-106): more than `moreThan` records match, and `hasMore`
 * says whether the next page has rows. Counting every match of a common word among a million rows is most of a
 * search's cost; staff see 'More than 1,000 results' and may ask for the exact figure.
 */
export interface BoundedPage<T> {
  data: T[];
  pageNumber: number;
  pageSize: number;
  hasMore: boolean;
  moreThan: number;
}

/**
 * What a list screen's request answers: the exact count, a bounded one for a search, or none: a search's page is asked
 * for without its count, which is asked for next (D-110).
 */
export type ListResult<T> = Page<T> | BoundedPage<T> | UncountedPage<T>;

export const isBoundedPage = <T>(page: ListResult<T>): page is BoundedPage<T> => 'moreThan' in page;

export const isCountedPage = <T>(page: ListResult<T>): page is Page<T> => 'totalCount' in page;

/** How far the list screens count a search's matches before they say 'More than ...'. */
export const SEARCH_COUNT_BOUND = 1_000;

export const emptyPage = <T>(pageSize: number): Page<T> => ({
  data: [],
  pageNumber: 1,
  pageSize,
  totalCount: 0,
  totalPages: 0,
});

/**
 * A page asked for with `count=false`: whether a next page has rows instead of the exact count of every match, which
 * is most of the cost of a search among a million rows (pickers need ten records and whether there are more).
 */
export interface UncountedPage<T> {
  data: T[];
  pageNumber: number;
  pageSize: number;
  hasMore: boolean;
}

export const emptyUncountedPage = <T>(pageSize: number): UncountedPage<T> => ({
  data: [],
  pageNumber: 1,
  pageSize,
  hasMore: false,
});
