import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionSynced, signedOut } from '../session/sessionSlice';

/** Where the views are kept: sessionStorage, so each tab has its own and they end with it. */
export const LIST_VIEWS_KEY = 'listViews';

/** Each list's last address query ('?sort=name&page=2'), by the list's path ('/Airlines'). */
type ListViews = Record<string, string>;

function readStoredViews(): ListViews {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(LIST_VIEWS_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(
      Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    // Unreadable (edited by hand, or storage refused): every list starts from its bare address.
    return {};
  }
}

/**
 * The view each list showed last in this tab (page, search, quick search, order), so that the menus and 'Back to
 * List' return to it rather than to the list's first page.
 */
const listViewsSlice = createSlice({
  name: 'listViews',
  initialState: () => ({ views: readStoredViews() }),
  reducers: {
    listViewShown(state, action: PayloadAction<{ path: string; search: string }>) {
      const { path, search } = action.payload;
      // '' is the list's first view, as if nothing were remembered.
      state.views[path] = search === '?' ? '' : search;
    },
  },
  // Searches may name passengers: whoever signs in next in this tab starts from the bare lists.
  extraReducers: (builder) =>
    builder
      .addCase(signedOut, (state) => {
        state.views = {};
      })
      .addCase(sessionSynced, (state, action) => {
        if (action.payload === null) state.views = {};
      }),
  selectors: {
    /** Every list's last view, by path: for the drawer, which links to them all. */
    selectListViews: (state): Readonly<ListViews> => state.views,
    /** The query of a list's last view in this tab ('?sort=name&page=2'); '' for its first page. */
    selectListSearch: (state, path: string) => state.views[path] ?? '',
  },
});

export const { listViewShown } = listViewsSlice.actions;
export const { selectListViews, selectListSearch } = listViewsSlice.selectors;
export const listViewsReducer = listViewsSlice.reducer;
