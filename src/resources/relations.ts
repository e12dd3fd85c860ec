import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { skipToken } from '@reduxjs/toolkit/query';
import type { TypedUseInfiniteQuery, TypedUseQuery } from '@reduxjs/toolkit/query/react';
import { useEffect, useMemo } from 'react';
import type { AppBaseQuery } from '../api/baseQuery';
import { useAppDispatch } from '../app/hooks';
import type { RootState } from '../app/store';
import type { UncountedPage } from '../domain/page';
import type { ResourceMeta } from './meta';
import type { SearchOption } from './search';

/** The records a picker offers for what was typed in it, and how to get more. */
export interface RelationOptions {
  options: readonly SearchOption[];
  /** The first page for this term is on its way. */
  loading: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
  /** The server has more records for this term than are listed ('Load More' asks for them). */
  hasMore: boolean;
  failed: boolean;
  loadMore: () => void;
  /** Asks again for what failed: the first page, or the next one. */
  retry: () => void;
  /**
   * Keeps the listed record with this id as if it had been asked for by id, for as long as something shows it: the
   * picker naming its choice again (drawn anew once a search is committed) then asks nothing.
   */
  keep: (value: string) => void;
}

/** The name of a record known only by its id (a filter in a shared link, a read-only id on an edit form). */
interface RelationLabel {
  label?: string;
  failed: boolean;
}

/** Where a reference field's choices come from: another resource's records, searched a page at a time. */
export interface RelationSource {
  /** What one record is ('Airline'): the prompt 'Select Airline', and a record named by its id ('Airline 3'). */
  label: string;
  /** What the source holds, in notes such as 'No more airlines' (lower case, plural). */
  plural: string;
  /** A hook: the options for `term` (trimmed; blank: every record); nothing is asked while `enabled` is false. */
  useOptions: (term: string, enabled: boolean) => RelationOptions;
  /** A hook: the option label of the record with this id, asked by id; nothing is asked for undefined. */
  useLabel: (id: string | undefined) => RelationLabel;
}

interface RelationConfig<R> {
  /** The source resource: its names make the prompts and the notes. */
  meta: Pick<ResourceMeta, 'label' | 'pluralLabel'>;
  /** The source resource's `options` infinite query hook (resources/endpoints.ts). */
  useInfiniteQuery: TypedUseInfiniteQuery<UncountedPage<R>, string, number, AppBaseQuery>;
  /** The source resource's `get` query hook. */
  useGet: TypedUseQuery<R, number, AppBaseQuery>;
  idOf: (record: R) => number;
  optionLabel: (record: R) => string;
  /** Aborts the request for a term's options still on its way, whoever started it (the picker's hook). */
  abortOptions: (term: string) => AppThunk;
  /** Puts a record in the `get` endpoint's cache, as if it had been asked for by id; left out when it cannot. */
  cacheRecord?: (record: R) => UnknownAction;
}

type AppThunk = ThunkAction<void, RootState, unknown, UnknownAction>;

/** The options of every loaded page, in page order, each id once: a record that moved to a later page stays put. */
export function mergeById<R>(
  pages: readonly { data: readonly R[] }[],
  idOf: (record: R) => number,
  label: (record: R) => string,
): SearchOption[] {
  const seen = new Set<number>();
  return pages.flatMap((page) =>
    page.data.flatMap((record) => {
      const id = idOf(record);
      if (seen.has(id)) return [];
      seen.add(id);
      return [{ value: String(id), label: label(record) }];
    }),
  );
}

/** An id as the API takes it: a whole number from 1 up; anything else (a mistyped link) is asked for never. */
const recordId = (raw: string | undefined) => (raw !== undefined && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

/**
 * Aborts the request for `term` once the picker has moved on to another term, or is gone: the query hook only stops
 * listening to it, and the server would go on searching for words nobody waits for any more.
 */
function useAbortWhenLeft(term: string, enabled: boolean, abort: (term: string) => AppThunk) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!enabled) return undefined;
    return () => {
      dispatch(abort(term));
    };
  }, [dispatch, abort, term, enabled]);
}

/** What a request aborted by useAbortWhenLeft leaves in its cache entry (createAsyncThunk's abort). */
const isAbort = (error: object | undefined) => error !== undefined && 'name' in error && error.name === 'AbortError';

/** A relation source over a resource's `options` and `get` endpoints. */
export function relationSource<R>(config: RelationConfig<R>): RelationSource {
  const { meta, useInfiniteQuery, useGet, idOf, optionLabel, abortOptions, cacheRecord } = config;
  return {
    label: meta.label,
    plural: meta.pluralLabel.toLowerCase(),
    useOptions(term, enabled) {
      const dispatch = useAppDispatch();
      const query = useInfiniteQuery(term, { skip: !enabled });
      useAbortWhenLeft(term, enabled, abortOptions);
      // The pages of this term only: while another term's answer is awaited, the previous term's options are not offered.
      const { currentData, isFetching, isFetchingNextPage, hasNextPage, isError, isFetchNextPageError } = query;
      const options = useMemo(() => mergeById(currentData?.pages ?? [], idOf, optionLabel), [currentData]);
      // A term come back to after its request was aborted is asked for again (its first page) or offers 'Load More'
      // again (a further page): nothing failed.
      const aborted = isError && isAbort(query.error);
      return {
        options,
        loading: enabled && currentData === undefined && (isFetching || aborted),
        loadingMore: isFetchingNextPage,
        hasMore: currentData !== undefined && hasNextPage,
        failed: isError && !aborted,
        loadMore: () => void query.fetchNextPage(),
        retry: () => void (isFetchNextPageError ? query.fetchNextPage() : query.refetch()),
        keep(value) {
          const record = currentData?.pages.flatMap((page) => page.data).find((row) => String(idOf(row)) === value);
          if (record !== undefined && cacheRecord) dispatch(cacheRecord(record));
        },
      };
    },
    useLabel(raw) {
      const id = recordId(raw);
      const { currentData, isError } = useGet(id ?? skipToken);
      return {
        label: currentData === undefined ? undefined : optionLabel(currentData),
        failed: isError || (raw !== undefined && id === null),
      };
    },
  };
}
