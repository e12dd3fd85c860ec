import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import Button from '@mui/material/Button';
import { useThemeMode } from '../../theme/useThemeMode';
import { visuallyHidden } from '../visuallyHidden';

/** Always visible; the label names the theme a click switches to (ui-checklist G-09). */
export function ThemeToggle({ compact = false }: { compact?: boolean }) {
  const { mode, toggle } = useThemeMode();
  const label = mode === 'light' ? 'Dark Mode' : 'Light Mode';
  return (
    <Button
      color="inherit"
      onClick={toggle}
      startIcon={compact ? undefined : mode === 'light' ? <DarkModeIcon /> : <LightModeIcon />}
      sx={{ whiteSpace: 'nowrap', minWidth: compact ? 40 : undefined }}
    >
      {compact ? mode === 'light' ? <DarkModeIcon /> : <LightModeIcon /> : null}
      <span style={compact ? visuallyHidden : undefined}>{label}</span>
    </Button>
  );
}
