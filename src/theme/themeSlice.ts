import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ThemeMode = 'light' | 'dark';
export const THEME_KEY = 'theme';

export interface ThemeState {
  /** The user's explicit choice; null follows the system preference. */
  chosen: ThemeMode | null;
}

function readStoredTheme(): ThemeMode | null {
  const stored = localStorage.getItem(THEME_KEY);
  return stored === 'dark' || stored === 'light' ? stored : null;
}

const themeSlice = createSlice({
  name: 'theme',
  initialState: (): ThemeState => ({ chosen: readStoredTheme() }),
  reducers: {
    themeChosen(state, action: PayloadAction<ThemeMode>) {
      state.chosen = action.payload;
    },
  },
  selectors: {
    selectChosenTheme: (state) => state.chosen,
  },
});

export const { themeChosen } = themeSlice.actions;
export const { selectChosenTheme } = themeSlice.selectors;
export const themeReducer = themeSlice.reducer;

/** The theme in effect: the stored choice, else the system preference. */
export const effectiveThemeMode = (chosen: ThemeMode | null, systemPrefersDark: boolean): ThemeMode =>
  chosen ?? (systemPrefersDark ? 'dark' : 'light');
