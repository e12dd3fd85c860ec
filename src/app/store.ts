import { combineSlices, configureStore, createAction, createDynamicMiddleware } from '@reduxjs/toolkit';
import { listViewsReducer } from '../listViews/listViewsSlice';
import { paginationReducer } from '../pagination/paginationSlice';
import { sessionReducer } from '../session/sessionSlice';
import { themeReducer } from '../theme/themeSlice';
import { persistToStorage } from './persistence';

/**
 * Slices that join the store when their code loads. The RTK Query API is one (src/api/baseApi.ts adds itself here): the
 * sign-in page works without it, so the first download of the home page leaves it out (docs/performance.md).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by module augmentation (RTK's pattern)
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices({
  session: sessionReducer,
  theme: themeReducer,
  pagination: paginationReducer,
  listViews: listViewsReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

/** Where lazily loaded middleware (the API's) joins every store. */
export const dynamicMiddleware = createDynamicMiddleware();

const lazySliceArrived = createAction('app/lazySliceArrived');

// A store only runs a newly injected slice's reducer at its next action, and a screen may read the slice before
// dispatching anything, so every store is sent one action when a slice arrives. The app makes one store, a test file a
// few dozen: they are simply kept.
const stores = new Set<{ dispatch: (action: ReturnType<typeof lazySliceArrived>) => unknown }>();

/** Called by a lazily loaded module right after it joined `rootReducer`. */
export function lazySlicesInjected(): void {
  for (const store of stores) store.dispatch(lazySliceArrived());
}

/** Builds the store from what localStorage holds now; the app makes one, tests make one per render. */
export function makeStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(dynamicMiddleware.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  stores.add(store);
  persistToStorage(store);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
