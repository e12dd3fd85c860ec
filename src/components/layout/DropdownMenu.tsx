import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';

interface DropdownMenuProps {
  id: string;
  /** The caret that opened it; null while closed. */
  anchor: HTMLElement | null;
  items: readonly { label: string; to: string }[];
  onClose: () => void;
}

/** The list under a menu's caret, MUI's Menu: focus moves into it, arrow keys move between its links, Escape closes. */
export default function DropdownMenu({ id, anchor, items, onClose }: DropdownMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {items.map((item) => (
        <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={onClose}>
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
