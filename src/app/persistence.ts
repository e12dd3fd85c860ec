import type { Store } from '@reduxjs/toolkit';
import { LIST_VIEWS_KEY, type listViewsReducer } from '../listViews/listViewsSlice';
import { ROWS_PER_PAGE_KEY, type paginationReducer } from '../pagination/paginationSlice';
import type { SessionState } from '../session/sessionSlice';
import { writeStoredSession } from '../session/sessionStorage';
import { THEME_KEY, type ThemeState } from '../theme/themeSlice';

interface PersistedState {
  session: SessionState;
  theme: ThemeState;
  pagination: ReturnType<typeof paginationReducer>;
  listViews: ReturnType<typeof listViewsReducer>;
}

/**
 * Mirrors the persisted slices whenever they change: session, theme and rows per page into localStorage (the keys of
 * decision D-06), the lists' last views into sessionStorage (one tab's own).
 */
export function persistToStorage(store: Store<PersistedState>): () => void {
  let previous = store.getState();
  // The initial state may already differ from storage: an expired session is dropped at load and must go from there too.
  writeStoredSession(previous.session.session);
  return store.subscribe(() => {
    const current = store.getState();
    if (current.session.session !== previous.session.session) writeStoredSession(current.session.session);
    if (current.theme.chosen !== previous.theme.chosen && current.theme.chosen) {
      localStorage.setItem(THEME_KEY, current.theme.chosen);
    }
    if (current.pagination.rowsPerPage !== previous.pagination.rowsPerPage) {
      localStorage.setItem(ROWS_PER_PAGE_KEY, String(current.pagination.rowsPerPage));
    }
    if (current.listViews.views !== previous.listViews.views) {
      sessionStorage.setItem(LIST_VIEWS_KEY, JSON.stringify(current.listViews.views));
    }
    previous = current;
  });
}
