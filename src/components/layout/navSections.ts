import { paths } from '../../app/paths';
import { isVisibleTo, menuItems } from '../../resources/menus';
import type { ResourceMeta } from '../../resources/meta';
import { resourceList } from '../../resources/resourceList';
import type { Role } from '../../domain/roles';
import { canReadAudit, canWrite } from '../../domain/roles';
import type { IconName } from '../../ui/icons';

// What the navigation holds, for the side navigation and the drawer alike: Home (the dashboard, D-86), each entity the role sees with its 'All X'
// and, where the role may add, 'Add X' (the spec's menu items), then Activity for the roles that read the audit trail
// (D-76), then Status Check.

export interface NavLinkItem {
  label: string;
  to: string;
  icon: IconName;
  /** Where the link leads without the list's remembered query: what `aria-current` is decided on. */
  path: string;
  /** 'Add X': drawn as a second line under its entity's list. */
  secondary?: boolean;
}

export interface NavSection {
  key: string;
  items: NavLinkItem[];
}

const STATUS_CHECK_LABEL = 'Status Check';

/** The signed-in home page, the dashboard: where staff start and come back to. */
const HOME: NavSection = { key: 'home', items: [{ label: 'Home', to: paths.home, icon: 'home', path: paths.home }] };

/** The sections a role sees; `listSearch` gives each list's last view in this tab (its query). */
export function navSections(
  role: Role,
  listSearch: (resource: ResourceMeta) => string,
  activitySearch = '',
): NavSection[] {
  const canAdd = canWrite(role);
  const resources: readonly ResourceMeta[] = resourceList;
  const sections: NavSection[] = resources
    .filter((resource) => isVisibleTo(resource, role))
    .map((resource) => ({
      key: resource.key,
      items: resource.plainLink
        ? [
            {
              label: resource.label,
              to: `${resource.path}${listSearch(resource)}`,
              icon: resource.icon,
              path: resource.path,
            },
          ]
        : menuItems(resource, canAdd, listSearch(resource)).map((item, index) => ({
            ...item,
            icon: index === 0 ? resource.icon : 'add',
            path: index === 0 ? resource.path : `${resource.path}/Create`,
            secondary: index > 0,
          })),
    }));
  sections.unshift(HOME);
  if (canReadAudit(role)) {
    sections.push({
      key: 'activity',
      items: [{ label: 'Activity', to: `${paths.activity}${activitySearch}`, icon: 'history', path: paths.activity }],
    });
  }
  sections.push({
    key: 'statusCheck',
    items: [{ label: STATUS_CHECK_LABEL, to: paths.healthCheck, icon: 'statusCheck', path: paths.healthCheck }],
  });
  return sections;
}

/**
 * `aria-current` of a link: 'page' on the page it leads to; 'true' on an entity's list link anywhere else in that
 * entity (a record's details or edit form), so the section stays marked.
 */
export function currentOf(item: NavLinkItem, pathname: string): 'page' | 'true' | undefined {
  const here = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const path = item.path.toLowerCase();
  // Home is the current page only at '/', not the section of every path under it.
  if (path === '/') return here === '/' ? 'page' : undefined;
  if (here === path) return 'page';
  if (!item.secondary && here.startsWith(`${path}/`) && here !== `${path}/create`) return 'true';
  return undefined;
}
