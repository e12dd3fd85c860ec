import { Suspense, useEffect, useRef } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteErrorPage } from '../../pages/RouteErrorPage';
import { useSessionLifecycle } from '../../session/useSessionLifecycle';
import { useDocumentTheme } from '../../theme/useDocumentTheme';
import { Notifier } from '../feedback/Notifier';
import { Loading } from '../Loading';
import { Footer } from './Footer';
import styles from './Layout.module.css';
import { NavBar } from './NavBar';
import { SessionExpiryNotice } from './SessionExpiryNotice';

export function Layout() {
  useSessionLifecycle();
  useDocumentTheme();
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
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <NavBar />
      <main id="main" ref={main} tabIndex={-1} className={styles.main}>
        <Notifier>
          {/* A screen that fails to render or load keeps the navigation around it; going elsewhere clears the error. */}
          <ErrorBoundary FallbackComponent={RouteErrorPage} resetKeys={[pathname]}>
            <Suspense fallback={<Loading screen />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </Notifier>
      </main>
      <Footer />
      <SessionExpiryNotice />
    </div>
  );
}
