import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { ROLE_LABELS, type Role } from '../../domain/roles';
import { selectListViews } from '../../listViews/listViewsSlice';
import { selectUserName } from '../../session/sessionSlice';
import { Icon } from '../../ui/icons';
import { currentOf, navSections } from './navSections';
import { SignOutButton } from './SignOutButton';

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  role: Role;
}

/**
 * The navigation of a window narrower than the side navigation, in a drawer from the right (decision D-11): a modal
 * dialog named by its heading, who is signed in, the same links as the side navigation (each list as last seen in
 * this tab), the current one marked, and Sign Out.
 */
export default function NavDrawer({ open, onClose, role }: NavDrawerProps) {
  const listViews = useAppSelector(selectListViews);
  const userName = useAppSelector(selectUserName);
  const { pathname } = useLocation();
  const headingId = useId();
  const sections = useMemo(
    () => navSections(role, (resource) => listViews[resource.path] ?? '', listViews[paths.activity]),
    [role, listViews],
  );

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': headingId } }}
    >
      <Box sx={{ width: 288, py: 2 }}>
        <Box sx={{ px: 2, pb: 1 }}>
          <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Navigation
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Signed in as {userName} ({ROLE_LABELS[role]})
          </Typography>
        </Box>
        <Divider />
        <Box component="nav" aria-label="Main">
          {sections.map((section, index) => (
            <List key={section.key} dense disablePadding sx={index > 0 ? { borderTop: 1, borderColor: 'divider' } : {}}>
              {section.items.map((item) => (
                <ListItem key={item.to} disablePadding>
                  <ListItemButton
                    component={RouterLink}
                    to={item.to}
                    onClick={onClose}
                    aria-current={currentOf(item, pathname)}
                    selected={currentOf(item, pathname) !== undefined}
                  >
                    <ListItemIcon
                      sx={{
                        minWidth: 40,
                        fontSize: item.secondary ? '1.125rem' : undefined,
                        pl: item.secondary ? '3px' : 0,
                      }}
                    >
                      <Icon name={item.icon} />
                    </ListItemIcon>
                    <ListItemText
                      primary={item.label}
                      slotProps={item.secondary ? { primary: { color: 'text.secondary' } } : undefined}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          ))}
        </Box>
        <Divider />
        <Box sx={{ px: 1, pt: 1 }}>
          <SignOutButton onDone={onClose} />
        </Box>
      </Box>
    </Drawer>
  );
}
