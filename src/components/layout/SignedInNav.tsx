import { useMemo } from 'react';
import { paths } from '../../app/paths';
import { siteConfig } from '../../app/siteConfig';
import { canWrite, type Role } from '../../domain/roles';
import { isVisibleTo } from '../../resources/menus';
import { resourceList } from '../../resources/resourceList';
import { ButtonLink } from '../../ui/Button';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { CompactThemeToggle } from './CompactThemeToggle';
import { MobileNav } from './MobileNav';
import styles from './NavBar.module.css';
import { ResourceMenu } from './ResourceMenu';
import { scrollBarWidth } from './scrollBarWidth';
import { signedInBarWidths } from './signedInBarWidths';
import { SIGN_OUT_LABEL, SignOutButton } from './SignOutButton';
import { THEME_TOGGLE_LABELS, ThemeToggle } from './ThemeToggle';

const STATUS_CHECK_LABEL = 'Status Check';

/**
 * The navigation of a signed-in user: the entity menus, Status Check and Sign Out, with the theme toggle between
 * (decision D-08). Loaded on demand: visitors who are signed out never need it. Drawn with static CSS; the
 * menus and the drawer load MUI when first opened.
 */
export default function SignedInNav({ role }: { role: Role }) {
  const visible = useMemo(() => resourceList.filter((resource) => isVisibleTo(resource, role)), [role]);
  // Below the width the menus need, they move into the drawer rather than squeeze until their labels collide.
  const widths = useMemo(
    () =>
      signedInBarWidths({
        brand: siteConfig.productName,
        resources: visible,
        toggleLabels: Object.values(THEME_TOGGLE_LABELS),
        buttons: [STATUS_CHECK_LABEL, SIGN_OUT_LABEL],
        scrollBar: scrollBarWidth(),
      }),
    [visible],
  );
  const wide = useMediaQuery(`(min-width:${widths.menus}px)`);
  const roomy = useMediaQuery(`(min-width:${widths.labelledToggle}px)`);
  const canAdd = canWrite(role);

  if (!wide) {
    return (
      <>
        <div className={styles.spacer} />
        <CompactThemeToggle />
        <MobileNav resources={visible} canAdd={canAdd} />
      </>
    );
  }
  return (
    <>
      <nav aria-label="Main" className={styles.menus}>
        {visible.map((resource) => (
          <ResourceMenu key={resource.key} resource={resource} canAdd={canAdd} />
        ))}
      </nav>
      <div className={styles.spacer} />
      {roomy ? <ThemeToggle /> : <CompactThemeToggle />}
      <ButtonLink color="inherit" to={paths.healthCheck} className={styles.fixed}>
        {STATUS_CHECK_LABEL}
      </ButtonLink>
      <SignOutButton className={styles.fixed} />
    </>
  );
}
