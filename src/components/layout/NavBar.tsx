import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { siteConfig } from '../../app/siteConfig';
import { selectRole } from '../../session/sessionSlice';
import { ButtonLink } from '../../ui/Button';
import styles from './NavBar.module.css';
import { ThemeToggle } from './ThemeToggle';

// Drawn without MUI; only its menus and drawer load MUI, when first opened.
const SignedInNav = lazy(() => import(/* webpackChunkName: "signed-in-nav" */ './SignedInNav'));

/**
 * The brand, the theme toggle that is always there, and (signed in) the account menu and, where the side navigation
 * has no room (`drawer`), the drawer's button.
 */
export function NavBar({ drawer }: { drawer: boolean }) {
  const role = useAppSelector(selectRole);
  const spacer = <div className={styles.spacer} />;
  return (
    <header className={styles.bar}>
      <div className={styles.toolbar}>
        <ButtonLink to={paths.home} color="inherit" startIcon="flightTakeoff" className={styles.brand}>
          {siteConfig.productName}
        </ButtonLink>
        {role ? (
          // While the menus load, an empty bar rather than the signed-out one (which would flash its toggle).
          <Suspense fallback={spacer}>
            <SignedInNav role={role} drawer={drawer} />
          </Suspense>
        ) : (
          <>
            {spacer}
            <ThemeToggle />
          </>
        )}
      </div>
    </header>
  );
}
