import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Icon } from '../../ui/icons';
import { SIGN_OUT_LABEL, useSignOut } from './SignOutButton';

interface AccountMenuListProps {
  id: string;
  /** The account button; null while closed. */
  anchor: HTMLElement | null;
  userName: string;
  roleLabel: string;
  onClose: () => void;
}

/** The account menu's items, MUI's Menu: focus moves into it, Escape closes it and returns focus to the button. */
export default function AccountMenuList({ id, anchor, userName, roleLabel, onClose }: AccountMenuListProps) {
  const signOut = useSignOut(onClose);
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      // Inside the app bar (the page's banner), not at the end of the body: what the menu says belongs to a landmark.
      disablePortal
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-label': `Account of ${userName}` } }}
    >
      <MenuItem disabled divider sx={{ '&.Mui-disabled': { opacity: 1 } }}>
        <ListItemText primary={`Signed in as ${userName}`} secondary={`Role: ${roleLabel}`} />
      </MenuItem>
      <MenuItem onClick={signOut}>
        <ListItemIcon>
          <Icon name="logout" />
        </ListItemIcon>
        {SIGN_OUT_LABEL}
      </MenuItem>
    </Menu>
  );
}
