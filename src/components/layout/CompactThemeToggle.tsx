import { IconButton } from '../../ui/IconButton';
import { useThemeToggle } from './ThemeToggle';

/** The theme toggle as an icon where the menus need the room; its label is the accessible name and the tooltip. */
export function CompactThemeToggle() {
  const { toggle, label, icon } = useThemeToggle();
  return <IconButton icon={icon} color="inherit" onClick={toggle} aria-label={label} tooltip={label} />;
}
