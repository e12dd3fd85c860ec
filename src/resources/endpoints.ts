import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import type { AppBaseQuery, AppRequest } from '../api/baseQuery';
import { createdTags, deletedTags, listTags, rowTag, updatedTags, type TagType } from '../api/tags';
import type { FieldSet, FieldValues } from '../domain/fields';
import { emptyPage, emptyUncountedPage, type ListResult, type UncountedPage } from '../domain/page';
import { wording, type ResourceMeta } from './meta';
import { isFiltered, type Filters, type SearchSpec } from './search';

export type AppEndpointBuilder = EndpointBuilder<AppBaseQuery, TagType, 'api'>;

/**
 * What a list screen asks for: a page, its size, the committed search filters (blank ones left out), the order (the
 * API's `sort`, e.g. '-departureDate,-departureTime') and the quick search's words (`q`). Sort and q are sent only when
 * set, so a list without them asks exactly what it always asked.
 */
export interface ListArgs {
  page: number;
  pageSize: number;
  filters?: Filters;
  sort?: string;
  q?: string;
  /** Count only up to this many matches (D-106); the answer may then be a BoundedPage. */
  countUpTo?: number;
  /** No count at all, only whether more rows follow (D-62): the answer is then an UncountedPage. */
  count?: false;
  /** Asked as less urgent than the default (RFC 9218 `Priority: u=5`, D-111): the server answers it after the pages. */
  canWait?: true;
}

/** RFC 9218's Priority of a request that can wait behind the ones someone waits for now (D-111). */
const LESS_URGENT = { priority: 'u=5' };

/** Pickers load other resources' records in pages of this size. */
const OPTIONS_PAGE_SIZE = 10;

export interface UpdateArgs<S extends FieldSet> {
  id: number;
  values: FieldValues<S>;
}

export interface EndpointConfig<T, S extends FieldSet> {
  meta: ResourceMeta;
  tag: TagType;
  /** The API's collection path, e.g. 'Airlines'. */
  apiPath: string;
  idOf: (record: T) => number;
  /** The editable fields, whose wire names make the request bodies. */
  fields?: S;
  search?: SearchSpec;
  /** Extra properties an update body needs besides `Id` (API users also need `ApiUserId`, decision D-42). */
  updateIds?: (id: number) => Record<string, number>;
  /** Query parameters every list request carries, on the plain list and the search alike (a ticket's `include`). */
  listParams?: Readonly<Record<string, string>>;
  /** Query parameters the request for one record carries (a ticket's `include`), for its details and its edit form. */
  getParams?: Readonly<Record<string, string>>;
}

/** The request body of a create or an update: each value under its wire name (`FirstName`, `UPRN`, ...). */
function toWire<S extends FieldSet>(fields: S, values: FieldValues<S>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [field.wire, values[name]]));
}

/**
 * The endpoints every editable resource has, with the one tag recipe (api/tags.ts). Lists normalise the
 * API's answers: 204 (nothing there) and a search's 404 (the reference API's "no hits") are an empty page (D-15).
 */
export function crudEndpoints<T, S extends FieldSet>(build: AppEndpointBuilder, config: EndpointConfig<T, S>) {
  const { tag, apiPath, search } = config;
  const words = wording(config.meta);
  const fields = config.fields ?? ({} as S);

  return {
    list: build.query<ListResult<T>, ListArgs>({
      async queryFn({ page, pageSize, filters, sort, q, countUpTo, count, canWait }, _api, _extra, baseQuery) {
        const searching = search !== undefined && isFiltered(filters);
        const request: AppRequest = searching ? search.request(filters) : { url: apiPath };
        const result = await baseQuery({
          ...request,
          params: {
            ...request.params,
            page,
            pageSize,
            ...config.listParams,
            ...(sort ? { sort } : {}),
            ...(q ? { q } : {}),
            ...(countUpTo === undefined ? {} : { countUpTo }),
            ...(count === false ? { count } : {}),
          },
          ...(canWait ? { headers: LESS_URGENT } : {}),
          context: { action: words.listAction },
        });
        if (result.error) {
          return searching && result.error.status === 404 ? { data: emptyPage<T>(pageSize) } : { error: result.error };
        }
        return { data: (result.data as ListResult<T> | null) ?? emptyPage<T>(pageSize) };
      },
      providesTags: (result) => listTags(tag, result?.data.map(config.idOf) ?? []),
    }),
    /**
     * Pages of records to choose from in another resource's picker (a flight's airline), for what was typed there
     * (`q`; blank: every record): page 1 first, then one more page per 'Load More' while the server says there is
     * more. Pages are asked with `count=false` (D-62): a picker needs ten records and whether more exist, not the
     * exact number of matches among a million, which is most of a search's cost. A page past the end answers 204.
     */
    options: build.infiniteQuery<UncountedPage<T>, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _pages, lastPage) => (last.hasMore ? lastPage + 1 : undefined),
      },
      query: ({ queryArg: term, pageParam }) => ({
        url: apiPath,
        // `match=name`: the words are looked for only in what an option shows, in the order of relevance (D-78).
        params: {
          page: pageParam,
          pageSize: OPTIONS_PAGE_SIZE,
          count: false,
          ...(term ? { q: term, match: 'name' } : {}),
        },
        context: { action: words.listAction },
      }),
      transformResponse: (response: UncountedPage<T> | null) => response ?? emptyUncountedPage<T>(OPTIONS_PAGE_SIZE),
      providesTags: (result) => listTags(tag, result?.pages.flatMap((page) => page.data.map(config.idOf)) ?? []),
    }),
    get: build.query<T, number>({
      query: (id) => ({
        url: `${apiPath}/${id}`,
        params: config.getParams,
        context: { id, action: words.recordAction('fetch') },
      }),
      providesTags: (_result, _error, id) => rowTag(tag, id),
    }),
    create: build.mutation<T, FieldValues<S>>({
      query: (values) => ({
        url: apiPath,
        method: 'POST',
        body: toWire(fields, values),
        context: { action: words.recordAction('create') },
      }),
      invalidatesTags: (_result, error) => (error ? [] : createdTags(tag)),
    }),
    update: build.mutation<void, UpdateArgs<S>>({
      query: ({ id, values }) => ({
        url: `${apiPath}/${id}`,
        method: 'PUT',
        body: { Id: id, ...config.updateIds?.(id), ...toWire(fields, values) },
        context: { id, action: words.recordAction('update') },
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : updatedTags(tag, id)),
    }),
    remove: build.mutation<void, number>({
      query: (id) => ({
        url: `${apiPath}/${id}`,
        method: 'DELETE',
        context: { id, action: words.recordAction('delete') },
      }),
      invalidatesTags: (_result, error, id) => (error ? [] : deletedTags(tag, id)),
    }),
    /** Brings a deleted record back under its id (Undo, the Activity screen); the answer is the record. */
    restore: build.mutation<T, number>({
      query: (id) => ({
        url: `${apiPath}/${id}/restore`,
        method: 'POST',
        context: { id, action: words.recordAction('restore') },
      }),
      invalidatesTags: (_result, error, id) => (error ? [] : deletedTags(tag, id)),
    }),
  };
}
