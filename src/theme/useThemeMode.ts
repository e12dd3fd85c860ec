import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { effectiveThemeMode, selectChosenTheme, themeChosen, type ThemeMode } from './themeSlice';
import { usePrefersDark } from './usePrefersDark';

/** The theme in effect and a toggle that stores the user's choice. */
export function useThemeMode(): { mode: ThemeMode; toggle: () => void } {
  const dispatch = useAppDispatch();
  const chosen = useAppSelector(selectChosenTheme);
  const mode = effectiveThemeMode(chosen, usePrefersDark());
  const toggle = useCallback(() => dispatch(themeChosen(mode === 'dark' ? 'light' : 'dark')), [dispatch, mode]);
  return { mode, toggle };
}
