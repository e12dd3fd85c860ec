import { Suspense, useId, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectListSearch } from '../../listViews/listViewsSlice';
import { menuItems } from '../../resources/menus';
import type { ResourceMeta } from '../../resources/meta';
import { lazyWithMuiTheme } from '../../theme/lazyWithMuiTheme';
import { Button, ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import { visuallyHidden } from '../visuallyHidden';
import styles from './ResourceMenu.module.css';

// MUI's Menu (its focus handling, arrow keys, type-ahead and ARIA) loads when a menu is first opened, not with the page.
const DropdownMenu = lazyWithMuiTheme(
  async () => (await import(/* webpackChunkName: "dropdown-menu" */ './DropdownMenu')).default,
);

/**
 * A split button: the label opens the list, the caret opens 'All X' / 'Add X' (decision D-08). The list opens as it was
 * last seen in this tab: its page, searches and order.
 */
export function ResourceMenu({ resource, canAdd }: { resource: ResourceMeta; canAdd: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened, the menu stays mounted so it can play its closing transition.
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const listSearch = useAppSelector((state) => selectListSearch(state, resource.path));

  if (resource.plainLink) {
    return (
      <ButtonLink color="inherit" to={`${resource.path}${listSearch}`}>
        {resource.label}
      </ButtonLink>
    );
  }

  return (
    <div role="group" className={styles.group}>
      <ButtonLink color="inherit" to={`${resource.path}${listSearch}`} className={styles.label}>
        {resource.label}
      </ButtonLink>
      <Button
        color="inherit"
        className={styles.caret}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        <Icon name="arrowDropDown" className={styles.caretIcon} />
        {/* The resource name keeps the eight carets distinguishable for screen-reader users. */}
        <span style={visuallyHidden}>Toggle Dropdown {resource.label}</span>
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <DropdownMenu
            id={menuId}
            anchor={anchor}
            items={menuItems(resource, canAdd, listSearch)}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
