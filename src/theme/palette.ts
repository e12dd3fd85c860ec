import type { ThemeMode } from './themeSlice';

/**
 * The colours of each theme, written once. MUI's theme is built from them (themes.ts) and the static style sheets read
 * them as CSS variables (themeVariables.ts), so a screen drawn with either looks the same. Where MUI would derive a value
 * (primary.dark, contrast text, text and divider shades), it is the value MUI derives, written out.
 */
export interface Palette {
  primary: string;
  /** primary darkened by 20% (MUI's tonal offset): hover of filled buttons. */
  primaryDark: string;
  /** Text on primary, at least 4.5:1 (WCAG AA). */
  onPrimary: string;
  /** The app bar: the primary colour in the light theme, a raised dark surface in the dark one. */
  appBar: string;
  /** Text on the app bar, at least 4.5:1. */
  onAppBar: string;
  secondary: string;
  background: string;
  paper: string;
  text: string;
  textSecondary: string;
  textDisabled: string;
  divider: string;
  /** The outline of an input at rest. */
  inputBorder: string;
  /** A hovered button or row. */
  hover: string;
  /** Icons of actions at rest (MUI's action.active). */
  actionActive: string;
  /** The text of a disabled button (MUI's action.disabled). */
  actionDisabled: string;
  /** The lines between table rows (MUI's TableCell border: the divider, opaque, lightened 88% or darkened 68%). */
  tableBorder: string;
  disabledBackground: string;
  error: string;
  /** The light shades of the status colours, from which alerts are tinted (as MUI's standard Alert does). */
  errorLight: string;
  warning: string;
  warningLight: string;
  info: string;
  infoLight: string;
  success: string;
  successLight: string;
}

export const palettes: Record<ThemeMode, Palette> = {
  light: {
    primary: '#0b5cad',
    primaryDark: 'rgb(8, 73, 138)',
    onPrimary: '#fff',
    appBar: '#0b5cad',
    onAppBar: '#fff',
    secondary: '#00796b',
    background: '#f4f6f9',
    paper: '#ffffff',
    text: 'rgba(0, 0, 0, 0.87)',
    textSecondary: 'rgba(0, 0, 0, 0.6)',
    textDisabled: 'rgba(0, 0, 0, 0.38)',
    divider: 'rgba(0, 0, 0, 0.12)',
    inputBorder: 'rgba(0, 0, 0, 0.23)',
    hover: 'rgba(0, 0, 0, 0.04)',
    actionActive: 'rgba(0, 0, 0, 0.54)',
    actionDisabled: 'rgba(0, 0, 0, 0.26)',
    tableBorder: 'rgb(224, 224, 224)',
    disabledBackground: 'rgba(0, 0, 0, 0.12)',
    error: '#d32f2f',
    errorLight: '#ef5350',
    warning: '#ed6c02',
    warningLight: '#ff9800',
    // MUI's info blue (#0288d1) reads at 3.9:1 on white; the related records' id buttons are text in it.
    info: '#0270b0',
    infoLight: '#03a9f4',
    success: '#2e7d32',
    successLight: '#4caf50',
  },
  dark: {
    primary: '#7ab8ff',
    primaryDark: 'rgb(97, 147, 204)',
    onPrimary: 'rgba(0, 0, 0, 0.87)',
    // A pastel blue bar glared over a dark page; a surface a step above the paper, with white text (14.9:1), does not.
    appBar: '#1b2836',
    onAppBar: '#fff',
    secondary: '#5fd4c4',
    background: '#0e151d',
    paper: '#16212c',
    text: '#fff',
    textSecondary: 'rgba(255, 255, 255, 0.7)',
    textDisabled: 'rgba(255, 255, 255, 0.5)',
    divider: 'rgba(255, 255, 255, 0.12)',
    inputBorder: 'rgba(255, 255, 255, 0.23)',
    hover: 'rgba(255, 255, 255, 0.08)',
    actionActive: '#fff',
    actionDisabled: 'rgba(255, 255, 255, 0.3)',
    tableBorder: 'rgb(81, 81, 81)',
    disabledBackground: 'rgba(255, 255, 255, 0.12)',
    // MUI's dark error (#f44336) reads at 4.4:1 on the paper; this lighter red at 5.5:1 (and 6.2:1 on the page).
    error: '#f6685e',
    errorLight: '#e57373',
    warning: '#ffa726',
    warningLight: '#ffb74d',
    info: '#29b6f6',
    infoLight: '#4fc3f7',
    success: '#66bb6a',
    successLight: '#81c784',
  },
};

/** System fonts: nothing to download, and the text looks native on every desk. */
export const fontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const borderRadius = 8;
