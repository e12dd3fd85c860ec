import { useId, useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import type { Role } from '../../domain/roles';
import { selectListViews } from '../../listViews/listViewsSlice';
import { Icon } from '../../ui/icons';
import { useTooltip } from '../../ui/Tooltip';
import { currentOf, navSections, type NavLinkItem } from './navSections';
import styles from './SideNav.module.css';
import { setSideNavCollapsed, useSideNavCollapsed } from './sideNavCollapsed';

function SideNavLink({ item, collapsed, pathname }: { item: NavLinkItem; collapsed: boolean; pathname: string }) {
  // Collapsed, the icon is all there is: the label is its name and shows as a tooltip.
  const { anchorProps, bubble } = useTooltip(collapsed ? item.label : undefined, 'right');
  return (
    <li>
      <Link
        to={item.to}
        className={item.secondary ? `${styles.link} ${styles.secondary}` : styles.link}
        aria-current={currentOf(item, pathname)}
        aria-label={collapsed ? item.label : undefined}
        {...anchorProps}
      >
        <Icon name={item.icon} className={styles.icon} />
        {collapsed ? null : <span className={styles.label}>{item.label}</span>}
      </Link>
      {bubble}
    </li>
  );
}

/**
 * The navigation of a signed-in user from 1024 px up (decision D-08): always in view beside the page, every entity's
 * 'All X' and 'Add X' and Status Check, the current one marked; collapsible to icons, remembered in this browser.
 */
export default function SideNav({ role }: { role: Role }) {
  const { pathname } = useLocation();
  const listViews = useAppSelector(selectListViews);
  const collapsed = useSideNavCollapsed();
  const listId = useId();
  const sections = useMemo(
    () => navSections(role, (resource) => listViews[resource.path] ?? '', listViews[paths.activity]),
    [role, listViews],
  );
  const toggleLabel = collapsed ? 'Expand navigation' : 'Collapse navigation';
  const { anchorProps, bubble } = useTooltip(collapsed ? toggleLabel : undefined, 'right');

  return (
    <nav aria-label="Main" className={collapsed ? `${styles.side} ${styles.collapsed}` : styles.side}>
      <ul id={listId} className={styles.sections}>
        {sections.map((section) => (
          <li key={section.key}>
            {/* Collapsed, an entity is one row: its icon for 'All X', and a small '+' beside it for 'Add X'. */}
            <ul className={styles.section}>
              {section.items.map((item) => (
                <SideNavLink key={item.to} item={item} collapsed={collapsed} pathname={pathname} />
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.toggle}
        aria-controls={listId}
        aria-expanded={!collapsed}
        aria-label={collapsed ? toggleLabel : undefined}
        {...anchorProps}
        onClick={() => {
          anchorProps.onClick?.();
          setSideNavCollapsed(!collapsed);
        }}
      >
        <Icon name={collapsed ? 'chevronRight' : 'chevronLeft'} className={styles.icon} />
        {collapsed ? null : <span className={styles.label}>{toggleLabel}</span>}
      </button>
      {bubble}
    </nav>
  );
}
