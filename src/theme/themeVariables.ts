import { borderRadius, fontFamily, palettes, type Palette } from './palette';
import type { ThemeMode } from './themeSlice';

/** 'primaryDark' → '--abo-primary-dark': the names the style sheets use. */
const cssVariableName = (token: string) => `--abo-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * Puts the theme's colours on the page as CSS variables, and names the theme on <html> (data-theme, color-scheme), so
 * the static style sheets, the browser's own controls and scroll bars all follow it.
 */
export function applyThemeVariables(mode: ThemeMode, root: HTMLElement = document.documentElement): void {
  const palette: Palette = palettes[mode];
  for (const [token, value] of Object.entries(palette)) root.style.setProperty(cssVariableName(token), value);
  root.style.setProperty('--abo-font-family', fontFamily);
  root.style.setProperty('--abo-radius', `${borderRadius}px`);
  root.style.colorScheme = mode;
  root.dataset.theme = mode;
}
