import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import Button from '@mui/material/Button';
import { useThemeMode } from '../../theme/useThemeMode';

/** The label names the theme a click switches to (ui-checklist G-09). */
export function useThemeToggle() {
  const { mode, toggle } = useThemeMode();
  return {
    toggle,
    label: mode === 'light' ? 'Dark Mode' : 'Light Mode',
    icon: mode === 'light' ? <DarkModeIcon /> : <LightModeIcon />,
  };
}

/** The theme toggle with its label, always visible (the signed-in bar uses the compact one where space is short). */
export function ThemeToggle() {
  const { toggle, label, icon } = useThemeToggle();
  return (
    <Button color="inherit" onClick={toggle} startIcon={icon} sx={{ whiteSpace: 'nowrap' }}>
      {label}
    </Button>
  );
}
