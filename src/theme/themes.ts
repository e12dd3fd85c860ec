import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from './themeSlice';

// System fonts: nothing to download, and the text looks native on every desk.
const fontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export function buildTheme(mode: ThemeMode): Theme {
  const dark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      // Button text picks black or white by WCAG AA (4.5:1); MUI's default of 3 leaves white on the dark theme's red.
      contrastThreshold: 4.5,
      primary: { main: dark ? '#7ab8ff' : '#0b5cad' },
      secondary: { main: dark ? '#5fd4c4' : '#00796b' },
      background: dark ? { default: '#0e151d', paper: '#16212c' } : { default: '#f4f6f9', paper: '#ffffff' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily,
      h1: { fontSize: '2rem', fontWeight: 600 },
      h2: { fontSize: '1.5rem', fontWeight: 600 },
    },
    components: {
      MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  });
}
