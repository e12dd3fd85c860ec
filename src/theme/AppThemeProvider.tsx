import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { buildTheme } from './themes';
import { useThemeMode } from './useThemeMode';

/**
 * MUI's theme for the MUI components inside it. The page's baseline (background, text, font) is static CSS
 * (src/ui/baseline.css), so the screens drawn without MUI look the same and nothing moves when MUI arrives.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { mode } = useThemeMode();
  return <ThemeProvider theme={buildTheme(mode)}>{children}</ThemeProvider>;
}
