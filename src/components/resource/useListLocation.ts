import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListArgs } from '../../resources/endpoints';
import { filledFilters, isFiltered, type Filters, type SearchField, type SearchSpec } from '../../resources/search';

const PAGE_PARAM = 'page';

/** `?page=` as a page number: anything but a whole number from 1 up means page 1. */
function parsePage(raw: string | null): number {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** The filters a list's URL query commits: the non-blank values of the search's fields. */
const filtersIn = (fields: readonly SearchField[], params: URLSearchParams): Filters =>
  filledFilters(fields, (name) => params.get(name));

/**
 * What a list asks the API for; undefined when its search is refused (a link with an end date before the start): the
 * search bar says why, and nothing is asked.
 */
export function listArgs(search: SearchSpec | undefined, page: number, filters: Filters, pageSize: number) {
  return search?.validate?.(filters) === undefined ? ({ page, pageSize, filters } satisfies ListArgs) : undefined;
}

/** What a list at this URL query asks for, before the list has rendered (its first visit, resourceScreens). */
export const listArgsAt = (search: SearchSpec | undefined, params: URLSearchParams, pageSize: number) =>
  listArgs(search, parsePage(params.get(PAGE_PARAM)), filtersIn(search?.fields ?? [], params), pageSize);

/**
 * A list's view lives in the URL query (decision D-13): `?page=3&city=Bel`. Reload, Back and a shared link
 * therefore show the same page and the same committed search. Searching or clearing starts again at page 1.
 */
export function useListLocation(fields: readonly SearchField[] = []) {
  const [params, setParams] = useSearchParams();
  const query = params.toString();

  const page = parsePage(params.get(PAGE_PARAM));
  const filters = useMemo(() => filtersIn(fields, new URLSearchParams(query)), [query, fields]);

  const goToPage = useCallback(
    (next: number, { replace = false }: { replace?: boolean } = {}) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next <= 1) updated.delete(PAGE_PARAM);
          else updated.set(PAGE_PARAM, String(next));
          return updated;
        },
        { replace },
      ),
    [setParams],
  );

  const commitFilters = useCallback(
    (values: Filters) => {
      setParams(new URLSearchParams(filledFilters(fields, (name) => values[name])));
    },
    [fields, setParams],
  );

  return { page, filters, isFiltered: isFiltered(filters), goToPage, commitFilters };
}
