import { skipToken } from '@reduxjs/toolkit/query';
import type { TypedUseInfiniteQuery, TypedUseQuery } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import type { AppBaseQuery } from '../api/baseQuery';
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
}

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

/** A relation source over a resource's `options` and `get` endpoints. */
export function relationSource<R>(config: RelationConfig<R>): RelationSource {
  const { meta, useInfiniteQuery, useGet, idOf, optionLabel } = config;
  return {
    label: meta.label,
    plural: meta.pluralLabel.toLowerCase(),
    useOptions(term, enabled) {
      const query = useInfiniteQuery(term, { skip: !enabled });
      // The pages of this term only: while another term's answer is awaited, the previous term's options are not offered.
      const { currentData, isFetching, isFetchingNextPage, hasNextPage, isError, isFetchNextPageError } = query;
      const options = useMemo(() => mergeById(currentData?.pages ?? [], idOf, optionLabel), [currentData]);
      return {
        options,
        loading: enabled && currentData === undefined && isFetching,
        loadingMore: isFetchingNextPage,
        hasMore: currentData !== undefined && hasNextPage,
        failed: isError,
        loadMore: () => void query.fetchNextPage(),
        retry: () => void (isFetchNextPageError ? query.fetchNextPage() : query.refetch()),
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
