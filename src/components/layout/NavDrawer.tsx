import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { selectListViews } from '../../listViews/listViewsSlice';
import { menuItems } from '../../resources/menus';
import type { ResourceMeta } from '../../resources/meta';
import { SignOutButton } from './SignOutButton';

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  resources: readonly ResourceMeta[];
  canAdd: boolean;
}

/**
 * The menus of a narrow window, in a drawer from the right: each entity's links under its name (decision D-11), its
 * list as last seen in this tab.
 */
export default function NavDrawer({ open, onClose, resources, canAdd }: NavDrawerProps) {
  const listViews = useAppSelector(selectListViews);
  const link = (label: string, to: string, inset = true) => (
    <ListItemButton key={to} component={RouterLink} to={to} onClick={onClose} sx={inset ? { pl: 3 } : undefined}>
      <ListItemText primary={label} />
    </ListItemButton>
  );

  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box component="nav" aria-label="Main" sx={{ width: 280 }}>
        <List dense>
          {resources.map((resource) =>
            resource.plainLink ? (
              link(resource.label, `${resource.path}${listViews[resource.path] ?? ''}`, false)
            ) : (
              <li key={resource.key}>
                <ul style={{ padding: 0 }}>
                  <ListSubheader sx={{ lineHeight: '36px' }}>{resource.label}</ListSubheader>
                  {menuItems(resource, canAdd, listViews[resource.path] ?? '').map((item) => link(item.label, item.to))}
                </ul>
              </li>
            ),
          )}
        </List>
        <Divider />
        <List dense>{link('Status Check', paths.healthCheck, false)}</List>
        <Box sx={{ px: 1, pb: 2 }}>
          <SignOutButton onDone={onClose} />
        </Box>
      </Box>
    </Drawer>
  );
}
