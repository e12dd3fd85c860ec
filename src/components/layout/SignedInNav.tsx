import { paths } from '../../app/paths';
import { canWrite, type Role } from '../../domain/roles';
import { isVisibleTo } from '../../resources/menus';
import { resourceList } from '../../resources/resourceList';
import { ButtonLink } from '../../ui/Button';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { CompactThemeToggle } from './CompactThemeToggle';
import { MobileNav } from './MobileNav';
import styles from './NavBar.module.css';
import { ResourceMenu } from './ResourceMenu';
import { SignOutButton } from './SignOutButton';
import { ThemeToggle } from './ThemeToggle';

// Measured in Chromium with the system font: the brand, seven menus (eight for a SuperAdmin's Api User), the icon
// toggle, Status Check and Sign Out need 1347px (1422px) with the toolbar's gaps and padding. Below that the menus move
// into the drawer rather than squeeze until their labels run into each other.
const WIDTH_FOR_SEVEN_MENUS = 1360;
const WIDTH_FOR_EIGHT_MENUS = 1440;
// MUI's xl breakpoint: from there the toggle has room for its label.
const WIDTH_FOR_LABELLED_TOGGLE = 1536;

/**
 * The navigation of a signed-in user: the entity menus, Status Check and Sign Out, with the theme toggle between
 * (ui-checklist G-03..G-08). Loaded on demand: visitors who are signed out never need it. Drawn with static CSS; the
 * menus and the drawer load MUI when first opened.
 */
export default function SignedInNav({ role }: { role: Role }) {
  const visible = resourceList.filter((resource) => isVisibleTo(resource, role));
  const needed = visible.length > 7 ? WIDTH_FOR_EIGHT_MENUS : WIDTH_FOR_SEVEN_MENUS;
  const wide = useMediaQuery(`(min-width:${needed}px)`);
  const roomy = useMediaQuery(`(min-width:${WIDTH_FOR_LABELLED_TOGGLE}px)`);
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
        Status Check
      </ButtonLink>
      <SignOutButton className={styles.fixed} />
    </>
  );
}
