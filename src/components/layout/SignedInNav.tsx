import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../app/paths';
import { isVisibleTo, resources } from '../../app/resources';
import { canWrite, type Role } from '../../domain/roles';
import { MobileNav } from './MobileNav';
import { ResourceMenu } from './ResourceMenu';
import { SignOutButton } from './SignOutButton';
import { CompactThemeToggle } from './CompactThemeToggle';
import { ThemeToggle } from './ThemeToggle';

// Measured in Chromium with the system font: the brand, seven menus (eight for a SuperAdmin's Api User), the icon
// toggle, Status Check and Sign Out need 1347px (1422px) with the toolbar's gaps and padding. Below that the menus move
// into the drawer rather than squeeze until their labels run into each other.
const WIDTH_FOR_SEVEN_MENUS = 1360;
const WIDTH_FOR_EIGHT_MENUS = 1440;

/**
 * The navigation of a signed-in user: the entity menus, Status Check and Sign Out, with the theme toggle between
 * (ui-checklist G-03..G-08). Loaded on demand: visitors who are signed out never need its menus and drawer.
 */
export default function SignedInNav({ role }: { role: Role }) {
  const theme = useTheme();
  const visible = resources.filter((resource) => isVisibleTo(resource, role));
  const needed = visible.length > 7 ? WIDTH_FOR_EIGHT_MENUS : WIDTH_FOR_SEVEN_MENUS;
  const wide = useMediaQuery(`(min-width:${needed}px)`, { noSsr: true });
  const roomy = useMediaQuery(theme.breakpoints.up('xl'), { noSsr: true });
  const canAdd = canWrite(role);

  if (!wide) {
    return (
      <>
        <Box sx={{ flexGrow: 1 }} />
        <CompactThemeToggle />
        <MobileNav resources={visible} canAdd={canAdd} />
      </>
    );
  }
  return (
    <>
      <Box component="nav" aria-label="Main" sx={{ display: 'flex', alignItems: 'center', flexWrap: 'nowrap' }}>
        {visible.map((resource) => (
          <ResourceMenu key={resource.key} resource={resource} canAdd={canAdd} />
        ))}
      </Box>
      <Box sx={{ flexGrow: 1 }} />
      {roomy ? <ThemeToggle /> : <CompactThemeToggle />}
      <Button
        color="inherit"
        component={RouterLink}
        to={paths.healthCheck}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        Status Check
      </Button>
      <SignOutButton />
    </>
  );
}
