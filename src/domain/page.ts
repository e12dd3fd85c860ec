/** One page of a list as the API returns it; an empty list (HTTP 204, decision D-37) becomes `emptyPage`. */
export interface Page<T> {
  data: T[];
  pageNumber: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

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
