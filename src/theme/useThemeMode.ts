import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { effectiveThemeMode, selectChosenTheme, themeChosen, type ThemeMode } from './themeSlice';

/** The theme in effect and a toggle that stores the user's choice. */
export function useThemeMode(): { mode: ThemeMode; toggle: () => void } {
  const dispatch = useAppDispatch();
  const chosen = useAppSelector(selectChosenTheme);
  const systemPrefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const mode = effectiveThemeMode(chosen, systemPrefersDark);
  const toggle = useCallback(() => dispatch(themeChosen(mode === 'dark' ? 'light' : 'dark')), [dispatch, mode]);
  return { mode, toggle };
}
