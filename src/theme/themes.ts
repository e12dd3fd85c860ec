import { createTheme, type Theme } from '@mui/material/styles';
import { borderRadius, fontFamily, palettes } from './palette';
import type { ThemeMode } from './themeSlice';

function createAppTheme(mode: ThemeMode): Theme {
  const palette = palettes[mode];
  return createTheme({
    palette: {
      mode,
      // Button text picks black or white by WCAG AA (4.5:1); MUI's default of 3 leaves white on the dark theme's red.
      contrastThreshold: 4.5,
      primary: { main: palette.primary, dark: palette.primaryDark, contrastText: palette.onPrimary },
      secondary: { main: palette.secondary },
      // The red of validation messages, which must read at 4.5:1 on the dark paper (MUI's own reads at 4.4:1).
      error: { main: palette.error, light: palette.errorLight },
      background: { default: palette.background, paper: palette.paper },
    },
    shape: { borderRadius },
    typography: {
      fontFamily,
      h1: { fontSize: '2rem', fontWeight: 600 },
      h2: { fontSize: '1.5rem', fontWeight: 600 },
    },
    components: {
      MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
      // MUI marks keyboard focus with a faint ripple (about 1.2:1 against the page); a ring in the primary colour stands
      // at 3:1 or more on the page and the paper in both themes, as the static buttons' do.
      MuiButtonBase: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: `2px solid ${palette.primary}`, outlineOffset: 2 } },
        },
      },
      // Items of a menu or a list fill their container, which would clip a ring drawn outside them.
      MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
      MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  });
}

const themes = new Map<ThemeMode, Theme>();

/** One theme object per mode, shared by every part of the page that uses MUI. */
export function buildTheme(mode: ThemeMode): Theme {
  let theme = themes.get(mode);
  if (!theme) {
    theme = createAppTheme(mode);
    themes.set(mode, theme);
  }
  return theme;
}
