import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { siteConfig } from '../../app/siteConfig';
import { selectRole } from '../../session/sessionSlice';
import { ThemeToggle } from './ThemeToggle';

const SignedInNav = lazy(() => import(/* webpackChunkName: "signed-in-nav" */ './SignedInNav'));

/** The brand, then (signed in) the menus, and the theme toggle that is always there (ui-checklist 1.1). */
export function NavBar() {
  const role = useAppSelector(selectRole);
  const signedOutBar = (
    <>
      <Box sx={{ flexGrow: 1 }} />
      <ThemeToggle />
    </>
  );
  return (
    <AppBar position="sticky" color="primary" enableColorOnDark>
      <Toolbar sx={{ gap: 1 }}>
        <Button
          component={RouterLink}
          to={paths.home}
          color="inherit"
          startIcon={<FlightTakeoffIcon />}
          sx={{ fontSize: '1.125rem', fontWeight: 600, whiteSpace: 'nowrap', mr: 1, flexShrink: 0 }}
        >
          {siteConfig.productName}
        </Button>
        {role ? (
          // While the menus load, an empty bar rather than the signed-out one (which would flash its toggle).
          <Suspense fallback={<Box sx={{ flexGrow: 1 }} />}>
            <SignedInNav role={role} />
          </Suspense>
        ) : (
          signedOutBar
        )}
      </Toolbar>
    </AppBar>
  );
}
