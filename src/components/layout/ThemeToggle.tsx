import { useThemeMode } from '../../theme/useThemeMode';
import { Button } from '../../ui/Button';
import type { IconName } from '../../ui/icons';

/** The label names the theme a click switches to ('Dark Mode' while the light theme shows). */
export function useThemeToggle(): { toggle: () => void; label: string; icon: IconName } {
  const { mode, toggle } = useThemeMode();
  return mode === 'light'
    ? { toggle, label: 'Dark Mode', icon: 'darkMode' }
    : { toggle, label: 'Light Mode', icon: 'lightMode' };
}

/** The theme toggle with its label, always visible (the signed-in bar uses the compact one where space is short). */
export function ThemeToggle() {
  const { toggle, label, icon } = useThemeToggle();
  return (
    <Button color="inherit" onClick={toggle} startIcon={icon}>
      {label}
    </Button>
  );
}
