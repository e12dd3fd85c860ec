import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SEARCH_COUNT_BOUND } from '../../domain/page';
import type { ListArgs } from '../../resources/endpoints';
import type { DefaultOrder } from '../../resources/sorting';
import { filledFilters, isFiltered, type Filters, type SearchField, type SearchSpec } from '../../resources/search';

const PAGE_PARAM = 'page';
const SORT_PARAM = 'sort';
const QUERY_PARAM = 'q';
const NO_FIELDS: readonly SearchField[] = [];

/** `?page=` as a page number: anything but a whole number from 1 up means page 1. */
function parsePage(raw: string | null): number {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** A text parameter (`sort`, `q`) trimmed; blank means not set. */
const textParam = (params: URLSearchParams, name: string): string | undefined => params.get(name)?.trim() || undefined;

/** The values of secret fields (a password), kept in the history entry's state rather than in the address. */
type SecretFilters = Filters;

/** The secret filters a history entry's state holds, if any. */
function secretsIn(state: unknown): SecretFilters {
  const secrets = (state as { secretFilters?: unknown } | null)?.secretFilters;
  return typeof secrets === 'object' && secrets !== null ? (secrets as SecretFilters) : {};
}

/** The filters a list's URL query and history state commit: the non-blank values of the search's fields. */
const filtersIn = (fields: readonly SearchField[], params: URLSearchParams, secrets: SecretFilters): Filters => {
  const secret = new Set(fields.filter((field) => field.secret).map(({ name }) => name));
  return filledFilters(fields, (name) => (secret.has(name) ? secrets[name] : params.get(name)));
};

/** What a list shows, as its address holds it. */
export interface ListView {
  page: number;
  filters: Filters;
  /** The API's `sort` as the address holds it ('-departureDate,-departureTime'); the key's order when unset. */
  sort?: string;
  /** The quick search's committed words. */
  q?: string;
}

const viewIn = (fields: readonly SearchField[], params: URLSearchParams, secrets: SecretFilters = {}): ListView => ({
  page: parsePage(params.get(PAGE_PARAM)),
  filters: filtersIn(fields, params, secrets),
  sort: textParam(params, SORT_PARAM),
  q: textParam(params, QUERY_PARAM),
});

/** What a list's arguments depend on besides its address: its search and the order it has until people sort it. */
interface ListSpec {
  search?: SearchSpec;
  defaultOrder?: DefaultOrder;
}

/**
 * What a list asks the API for; undefined when its search is refused (a link with an end date before the start): the
 * search bar says why, and nothing is asked. Sort and q join the arguments only when set, so a list without them is
 * cached and asked for as it always was. Without a sort in the address, the list's default order is asked for (D-80).
 */
export function listArgs(
  { search, defaultOrder }: ListSpec,
  { page, filters, sort, q }: ListView,
  pageSize: number,
  exactCount = false,
) {
  if (search?.validate?.(filters) !== undefined) return undefined;
  const order = sort ?? defaultOrder?.sort;
  // A search's page comes without its count, which is asked for next and only so far (D-106, D-110), unless the user
  // asked for the exact figure: then page and count come together, as a plain list's do.
  const uncounted = !exactCount && (isFiltered(filters) || Boolean(q));
  return {
    page,
    pageSize,
    filters,
    ...(order ? { sort: order } : {}),
    ...(q ? { q } : {}),
    ...(uncounted ? { count: false } : {}),
  } satisfies ListArgs;
}

/**
 * What a search's count is asked with once its page is in (D-110): the same search, unordered, one row, counted up to
 * the bound, as a request that can wait behind others' pages (D-111). It is the same for every page of the search, so
 * paging asks for it only once.
 */
export const countArgs = ({ filters, q }: ListArgs): ListArgs => ({
  page: 1,
  pageSize: 1,
  filters,
  ...(q ? { q } : {}),
  countUpTo: SEARCH_COUNT_BOUND,
  canWait: true,
});

/** What a list at this URL query asks for, before the list has rendered (its first visit, resourceScreens). */
export const listArgsAt = (list: ListSpec, params: URLSearchParams, pageSize: number) =>
  listArgs(list, viewIn(list.search?.fields ?? [], params), pageSize);

/**
 * A list's view lives in the URL query (decision D-13): `?city=Bel&q=john&sort=-city&page=3`. Reload, Back and a
 * shared link therefore show the same page, search, quick search and order. A new search, quick search or order starts
 * again at page 1; a search keeps the quick search and the order, as they narrow and arrange whatever is searched.
 * A secret field's value (a password) is never written to the address: it lives in the history entry's state.
 */
export function useListLocation(fields: readonly SearchField[] = NO_FIELDS) {
  const { search, state } = useLocation();
  const navigate = useNavigate();
  const secrets = useMemo(() => secretsIn(state), [state]);
  const view = useMemo(() => viewIn(fields, new URLSearchParams(search), secrets), [search, fields, secrets]);

  /** Shows the list at these parameters (and secret filters), as a new entry of the history unless `replace`. */
  const show = useCallback(
    (params: URLSearchParams, replace = false, secretFilters: SecretFilters = secrets) =>
      // Commas are allowed in a query and read better than '%2C' ('sort=lastName,firstName').
      navigate(`?${params.toString().replace(/%2C/gi, ',')}`, {
        replace,
        state: Object.keys(secretFilters).length > 0 ? { secretFilters } : undefined,
      }),
    [navigate, secrets],
  );

  /** Sets (or, given a blank value, removes) some parameters and goes back to page 1. */
  const restart = useCallback(
    (changes: Record<string, string>) => {
      const updated = new URLSearchParams(search);
      updated.delete(PAGE_PARAM);
      for (const [name, value] of Object.entries(changes)) {
        if (value) updated.set(name, value);
        else updated.delete(name);
      }
      return show(updated);
    },
    [search, show],
  );

  const goToPage = useCallback(
    (next: number, { replace = false }: { replace?: boolean } = {}) => {
      const updated = new URLSearchParams(search);
      if (next <= 1) updated.delete(PAGE_PARAM);
      else updated.set(PAGE_PARAM, String(next));
      return show(updated, replace);
    },
    [search, show],
  );

  const commitFilters = useCallback(
    (values: Filters) => {
      const inAddress = fields.filter((field) => !field.secret);
      const updated = new URLSearchParams(filledFilters(inAddress, (name) => values[name]));
      if (view.q) updated.set(QUERY_PARAM, view.q);
      if (view.sort) updated.set(SORT_PARAM, view.sort);
      const secret = fields.filter((field) => field.secret);
      return show(
        updated,
        false,
        filledFilters(secret, (name) => values[name]),
      );
    },
    [fields, view.q, view.sort, show],
  );

  const commitQuery = useCallback((q: string) => restart({ [QUERY_PARAM]: q.trim() }), [restart]);
  const changeSort = useCallback((sort: string) => restart({ [SORT_PARAM]: sort }), [restart]);
  /** The list as it first shows: no search, no quick search, the key's order, page 1. */
  const resetView = useCallback(() => show(new URLSearchParams(), false, {}), [show]);

  return {
    ...view,
    /** Something narrows the list: a search or a quick search (its empty result is 'No results found'). */
    isFiltered: isFiltered(view.filters) || view.q !== undefined,
    view,
    goToPage,
    commitFilters,
    commitQuery,
    changeSort,
    resetView,
  };
}
