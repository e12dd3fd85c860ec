import { useThemeMode } from '../../theme/useThemeMode';
import { Button } from '../../ui/Button';
import type { IconName } from '../../ui/icons';

/** What the toggle says in each theme: the theme a click switches to. */
const THEME_TOGGLE_LABELS = { light: 'Dark Mode', dark: 'Light Mode' } as const;

export function useThemeToggle(): { toggle: () => void; label: string; icon: IconName } {
  const { mode, toggle } = useThemeMode();
  return mode === 'light'
    ? { toggle, label: THEME_TOGGLE_LABELS.light, icon: 'darkMode' }
    : { toggle, label: THEME_TOGGLE_LABELS.dark, icon: 'lightMode' };
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
