import { api } from '../api/baseApi';
import type { AppDispatch } from '../app/store';

/** What refers to a record, by the referring records' route: { Flights: 105 } (GET /{Entity}/{id}/references). */
export type ReferenceCounts = Record<string, number>;

const referencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    references: build.query<ReferenceCounts, { apiPath: string; id: number }>({
      query: ({ apiPath, id }) => ({
        url: `${apiPath}/${id}/references`,
        context: { id, action: 'check what uses the record' },
      }),
      transformResponse: (response: { references?: ReferenceCounts }) => response.references ?? {},
      // Asked just before a delete, never from the cache: a count from a minute ago may be wrong.
      keepUnusedDataFor: 0,
    }),
  }),
});

/** The counts for one record, asked afresh; rejects with the request's AppError. */
export async function fetchReferences(dispatch: AppDispatch, apiPath: string, id: number): Promise<ReferenceCounts> {
  const request = dispatch(
    referencesApi.endpoints.references.initiate({ apiPath, id }, { subscribe: false, forceRefetch: true }),
  );
  return request.unwrap();
}
