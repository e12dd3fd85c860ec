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
