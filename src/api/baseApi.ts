import type { Middleware, WithSlice } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { dynamicMiddleware, lazySlicesInjected, rootReducer } from '../app/store';
import { resourceList } from '../resources/resourceList';
import { selectToken, type SessionState } from '../session/sessionSlice';
import { createBaseQuery } from './baseQuery';

/** Every cache tag of the product, one per resource (named by its key), the status report's and the audit trail's. */
export const TAG_TYPES = [...resourceList.map((resource) => resource.key), 'Health' as const, 'AuditLog' as const];

/** The only createApi of the app: each feature injects its endpoints, so one cache holds every entity's data. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

declare module '../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK's pattern: the API's state joins RootState
  export interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

/**
 * The cache belongs to one token: whenever the token changes (sign-in, sign-out, expiry, another tab), nothing fetched
 * for the previous one may show, so the cache is emptied in the same dispatch, before anything renders.
 */
const emptyCacheOnNewToken: Middleware<object, { session: SessionState }> = (store) => (next) => (action) => {
  const before = selectToken(store.getState());
  const result = next(action);
  if (selectToken(store.getState()) !== before) store.dispatch(api.util.resetApiState());
  return result;
};

// This module loads with the first screen that talks to the API (or the sign-in form's first use), not with the app.
rootReducer.inject(api);
dynamicMiddleware.addMiddleware(api.middleware, emptyCacheOnNewToken);
lazySlicesInjected();
