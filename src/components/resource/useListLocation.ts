import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filledFilters, isFiltered, type Filters, type SearchField } from '../../resources/search';

const PAGE_PARAM = 'page';

/** `?page=` as a page number: anything but a whole number from 1 up means page 1. */
export function parsePage(raw: string | null): number {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/**
 * A list's view lives in the URL query (ARCHITECTURE.md 5.4): `?page=3&city=Bel`. Reload, Back and a shared link
 * therefore show the same page and the same committed search. Searching or clearing starts again at page 1.
 */
export function useListLocation(fields: readonly SearchField[] = []) {
  const [params, setParams] = useSearchParams();
  const query = params.toString();

  const page = parsePage(params.get(PAGE_PARAM));
  const filters = useMemo<Filters>(() => {
    const current = new URLSearchParams(query);
    return filledFilters(fields, (name) => current.get(name));
  }, [query, fields]);

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
