import { lazy, Suspense, useEffect, useRef } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { RouteErrorPage } from '../../pages/RouteErrorPage';
import { selectRole } from '../../session/sessionSlice';
import { useSessionLifecycle } from '../../session/useSessionLifecycle';
import { useSilentRefresh } from '../../session/useSilentRefresh';
import { useDocumentTheme } from '../../theme/useDocumentTheme';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { Notifier } from '../feedback/Notifier';
import { Loading } from '../Loading';
import { Footer } from './Footer';
import styles from './Layout.module.css';
import { NavBar } from './NavBar';
import { SessionExpiryNotice } from './SessionExpiryNotice';
import { SIDE_NAV_FROM } from './sideNavWidth';
import { useSideNavCollapsed } from './sideNavCollapsed';
import { useScrollRestoration } from './useScrollRestoration';

// Loaded with the signed-in bar (one chunk): visitors who are signed out never need either.
const SideNav = lazy(() => import(/* webpackChunkName: "signed-in-nav" */ './SideNav'));

export function Layout() {
  useSessionLifecycle();
  useSilentRefresh();
  useDocumentTheme();
  useScrollRestoration();
  const { pathname } = useLocation();
  const role = useAppSelector(selectRole);
  const sideNav = useMediaQuery(`(min-width:${SIDE_NAV_FROM}px)`) && role !== null;
  const collapsed = useSideNavCollapsed();
  const main = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // After a client-side navigation, focus moves to the new screen as it would on a page load (not on the first render).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // Without scrolling: where the new page is shown is useScrollRestoration's (its top, or where Back left it).
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <NavBar drawer={!sideNav} />
      <div className={styles.body}>
        {sideNav ? (
          <Suspense fallback={<div className={styles.sideNavSpace} data-collapsed={collapsed || undefined} />}>
            <SideNav role={role} />
          </Suspense>
        ) : null}
        <div className={styles.column}>
          <SessionExpiryNotice />
          <main id="main" ref={main} tabIndex={-1} className={styles.main}>
            <Notifier>
              {/* A screen that fails to render or load keeps the navigation around it; going elsewhere clears the error. */}
              <ErrorBoundary FallbackComponent={RouteErrorPage} resetKeys={[pathname]}>
                <Suspense fallback={<Loading screen page />}>
                  <Outlet />
                </Suspense>
              </ErrorBoundary>
            </Notifier>
          </main>
          <Footer />
        </div>
      </div>
    </div>
  );
}
