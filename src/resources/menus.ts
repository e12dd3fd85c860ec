import type { Role } from '../domain/roles';
import type { ResourceMeta } from './meta';

export const isVisibleTo = (resource: ResourceMeta, role: Role | null): boolean =>
  role !== null && (resource.roles === undefined || resource.roles.includes(role));

/**
 * The menu items of a resource: 'All X' always, back to the list's last view in this tab (`listSearch`, its query), and
 * 'Add X' for the roles that may add records.
 */
export function menuItems(
  resource: ResourceMeta,
  canAdd: boolean,
  listSearch: string,
): { label: string; to: string }[] {
  const items = [{ label: `All ${resource.pluralLabel}`, to: `${resource.path}/${listSearch}` }];
  if (resource.creatable && canAdd) items.push({ label: `Add ${resource.label}`, to: `${resource.path}/Create` });
  return items;
}
