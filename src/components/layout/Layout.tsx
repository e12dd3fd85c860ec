import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Suspense, useEffect, useRef } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteErrorPage } from '../../pages/RouteErrorPage';
import { useSessionLifecycle } from '../../session/useSessionLifecycle';
import { Notifier } from '../feedback/Notifier';
import { Loading } from '../Loading';
import { visuallyHidden } from '../visuallyHidden';
import { Footer } from './Footer';
import { NavBar } from './NavBar';

export function Layout() {
  useSessionLifecycle();
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // After a client-side navigation, focus moves to the new screen as it would on a page load (not on the first render).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    main.current?.focus();
  }, [pathname]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Link
        href="#main"
        sx={{ ...visuallyHidden, '&:focus': { position: 'static', width: 'auto', height: 'auto', clip: 'auto', p: 1 } }}
      >
        Skip to main content
      </Link>
      <NavBar />
      <Box
        component="main"
        id="main"
        ref={main}
        tabIndex={-1}
        sx={{ flex: 1, outline: 'none', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 4 } }}
      >
        <Notifier>
          {/* A screen that fails to render or load keeps the navigation around it; going elsewhere clears the error. */}
          <ErrorBoundary FallbackComponent={RouteErrorPage} resetKeys={[pathname]}>
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </Notifier>
      </Box>
      <Footer />
    </Box>
  );
}
