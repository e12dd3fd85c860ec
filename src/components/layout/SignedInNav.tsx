import type { Role } from '../../domain/roles';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { AccountMenu } from './AccountMenu';
import { CompactThemeToggle } from './CompactThemeToggle';
import { MobileNav } from './MobileNav';
import styles from './NavBar.module.css';
import { ThemeToggle } from './ThemeToggle';

/** Where the bar has room for the theme toggle's label beside the brand, the account and the drawer's button. */
const LABELLED_TOGGLE_FROM = 720;

/**
 * The right of a signed-in user's app bar: the theme toggle, the account menu (who is signed in, Sign Out) and, where
 * the side navigation has no room (`drawer`), the button of the drawer that holds it. Loaded on demand: visitors who
 * are signed out never need it.
 */
export default function SignedInNav({ role, drawer }: { role: Role; drawer: boolean }) {
  const roomy = useMediaQuery(`(min-width:${LABELLED_TOGGLE_FROM}px)`);
  return (
    <>
      <div className={styles.spacer} />
      {roomy ? <ThemeToggle /> : <CompactThemeToggle />}
      <AccountMenu role={role} />
      {drawer ? <MobileNav role={role} /> : null}
    </>
  );
}
