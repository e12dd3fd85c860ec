import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Icon } from '../../ui/icons';
import { useThemeToggle } from './ThemeToggle';

/** The theme toggle as an icon where the menus need the room; its label is the accessible name and the tooltip. */
export function CompactThemeToggle() {
  const { toggle, label, icon } = useThemeToggle();
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={toggle} aria-label={label}>
        <Icon name={icon} />
      </IconButton>
    </Tooltip>
  );
}
