import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api/baseApi';
import { paginationReducer } from '../pagination/paginationSlice';
import { sessionReducer } from '../session/sessionSlice';
import { themeReducer } from '../theme/themeSlice';
import { persistToStorage } from './persistence';

const reducer = {
  session: sessionReducer,
  theme: themeReducer,
  pagination: paginationReducer,
  [api.reducerPath]: api.reducer,
};

/** Builds the store from what localStorage holds now; the app makes one, tests make one per render. */
export function makeStore() {
  const store = configureStore({
    reducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  persistToStorage(store);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
