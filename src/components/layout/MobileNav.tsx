import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../app/paths';
import { menuItems } from '../../app/resources';
import type { ResourceMeta } from '../../resources/meta';
import { SignOutButton } from './SignOutButton';

/** Below the width where the menus fit, they collapse behind a hamburger button (ui-checklist G-14). */
export function MobileNav({ resources, canAdd }: { resources: readonly ResourceMeta[]; canAdd: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const link = (label: string, to: string, inset = true) => (
    <ListItemButton key={to} component={RouterLink} to={to} onClick={close} sx={inset ? { pl: 3 } : undefined}>
      <ListItemText primary={label} />
    </ListItemButton>
  );

  return (
    <>
      <IconButton
        color="inherit"
        edge="end"
        aria-label="Toggle navigation"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <MenuIcon />
      </IconButton>
      <Drawer anchor="right" open={open} onClose={close}>
        <Box component="nav" aria-label="Main" sx={{ width: 280 }}>
          <List dense>
            {resources.map((resource) =>
              resource.plainLink ? (
                link(resource.label, resource.path, false)
              ) : (
                <li key={resource.key}>
                  <ul style={{ padding: 0 }}>
                    <ListSubheader sx={{ lineHeight: '36px' }}>{resource.label}</ListSubheader>
                    {menuItems(resource, canAdd).map((item) => link(item.label, item.to))}
                  </ul>
                </li>
              ),
            )}
          </List>
          <Divider />
          <List dense>{link('Status Check', paths.healthCheck, false)}</List>
          <Box sx={{ px: 1, pb: 2 }}>
            <SignOutButton onDone={close} />
          </Box>
        </Box>
      </Drawer>
    </>
  );
}
