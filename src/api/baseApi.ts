import type { Middleware, WithSlice } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { dynamicMiddleware, lazySlicesInjected, rootReducer } from '../app/store';
import { resourceList } from '../resources/resourceList';
import { parseToken } from '../session/parseToken';
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

/** Who a token speaks for: a refreshed token of the same user and role is the same session (D-87). */
const holderOf = (token: string | null) => {
  const parsed = token === null ? null : parseToken(token);
  return parsed === null ? null : `${parsed.role}:${parsed.userName}`;
};

/**
 * The cache belongs to one signed-in user: whenever the token changes to another user's or role's, or to none
 * (sign-in, sign-out, expiry, another tab), nothing fetched for the previous one may show, so the cache is emptied in
 * the same dispatch, before anything renders. A refreshed token keeps it: the screens and forms stay as they are.
 */
const emptyCacheOnNewToken: Middleware<object, { session: SessionState }> = (store) => (next) => (action) => {
  const before = selectToken(store.getState());
  const result = next(action);
  const after = selectToken(store.getState());
  if (after !== before && (before === null || after === null || holderOf(before) !== holderOf(after))) {
    store.dispatch(api.util.resetApiState());
  }
  return result;
};

// This module loads with the first screen that talks to the API (or the sign-in form's first use), not with the app.
rootReducer.inject(api);
dynamicMiddleware.addMiddleware(api.middleware, emptyCacheOnNewToken);
lazySlicesInjected();
