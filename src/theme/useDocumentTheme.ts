import { useLayoutEffect } from 'react';
import { applyThemeVariables } from './themeVariables';
import { useThemeMode } from './useThemeMode';

/** Keeps the page's colours (CSS variables on <html>) on the theme in effect, before the browser paints. */
export function useDocumentTheme(): void {
  const { mode } = useThemeMode();
  useLayoutEffect(() => applyThemeVariables(mode), [mode]);
}
