import type { TypedUseInfiniteQuery } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import type { AppBaseQuery } from '../api/baseQuery';
import type { Page } from '../domain/page';
import type { ResourceMeta } from './meta';
import type { SearchOption } from './search';

/** The choices a picker has so far, and how to get more (decision D-27). */
export interface RelationOptions {
  options: readonly SearchOption[];
  /** The first page is on its way. */
  loading: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
  /** Every page has been loaded. */
  exhausted: boolean;
  failed: boolean;
  loadMore: () => void;
  /** Asks again for what failed: the first page, or the next one. */
  retry: () => void;
}

/** Where a reference field's choices come from: another resource's records, a page at a time. */
export interface RelationSource {
  /** The empty choice, e.g. 'Select Airline'. */
  prompt: string;
  /** What the source holds, for notes such as 'No airlines available' (lower case, plural). */
  plural: string;
  /** A hook: the options loaded so far; nothing is requested while `enabled` is false (edit forms). */
  useOptions: (enabled: boolean) => RelationOptions;
}

interface RelationConfig<R> {
  /** The source resource: its names make the prompt ('Select Airline') and the notes ('No airlines available'). */
  meta: Pick<ResourceMeta, 'label' | 'pluralLabel'>;
  /** The source resource's `options` infinite query hook (resources/endpoints.ts). */
  useInfiniteQuery: TypedUseInfiniteQuery<Page<R>, void, number, AppBaseQuery>;
  idOf: (record: R) => number;
  optionLabel: (record: R) => string;
}

/** The options of every loaded page, in page order, each id once: a record that moved to a later page stays put. */
export function mergeById<R>(
  pages: readonly Page<R>[],
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

/** A relation source over a resource's `options` endpoint. */
export function relationSource<R>(config: RelationConfig<R>): RelationSource {
  const { meta, useInfiniteQuery, idOf, optionLabel } = config;
  return {
    prompt: `Select ${meta.label}`,
    plural: meta.pluralLabel.toLowerCase(),
    useOptions(enabled) {
      const query = useInfiniteQuery(undefined, { skip: !enabled });
      const { data, isLoading, isFetchingNextPage, hasNextPage, isError, isFetchNextPageError } = query;
      const options = useMemo(() => mergeById(data?.pages ?? [], idOf, optionLabel), [data]);
      return {
        options,
        loading: isLoading,
        loadingMore: isFetchingNextPage,
        exhausted: data !== undefined && !hasNextPage,
        failed: isError,
        loadMore: () => void query.fetchNextPage(),
        retry: () => void (isFetchNextPageError ? query.fetchNextPage() : query.refetch()),
      };
    },
  };
}
