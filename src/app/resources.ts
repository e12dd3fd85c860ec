import type { Role } from '../domain/roles';
import type { ResourceMeta } from '../resources/meta';

/**
 * The product's resources, as data: menus and routes are generated from this list, and each resource's screens load
 * with its first visit. Order is the menu order (decision D-08).
 */
export const resources: readonly ResourceMeta[] = [
  {
    key: 'passengers',
    label: 'Passenger',
    pluralLabel: 'Passengers',
    path: '/Passengers',
    creatable: true,
    load: () => import(/* webpackChunkName: "passengers" */ '../features/passengers'),
  },
  // Travel classes are read-only: a dropdown with only 'All Travel Classes' and a plain table (decisions D-08, D-16).
  {
    key: 'travelClasses',
    label: 'Travel Class',
    pluralLabel: 'Travel Classes',
    path: '/TravelClasses',
    creatable: false,
    readOnly: true,
    load: () => import(/* webpackChunkName: "travel-classes" */ '../features/travelClasses'),
  },
  {
    key: 'destinations',
    label: 'Destination',
    pluralLabel: 'Destinations',
    path: '/Destinations',
    creatable: true,
    load: () => import(/* webpackChunkName: "destinations" */ '../features/destinations'),
  },
  {
    key: 'pilots',
    label: 'Pilot',
    pluralLabel: 'Pilots',
    path: '/Pilots',
    creatable: true,
    load: () => import(/* webpackChunkName: "pilots" */ '../features/pilots'),
  },
  {
    key: 'airlines',
    label: 'Airline',
    pluralLabel: 'Airlines',
    path: '/Airlines',
    creatable: true,
    load: () => import(/* webpackChunkName: "airlines" */ '../features/airlines'),
  },
  {
    key: 'flights',
    label: 'Flight',
    pluralLabel: 'Flights',
    path: '/Flights',
    creatable: true,
    load: () => import(/* webpackChunkName: "flights" */ '../features/flights'),
  },
  {
    key: 'planeTickets',
    label: 'Plane Ticket',
    pluralLabel: 'Plane Tickets',
    path: '/PlaneTickets',
    creatable: true,
    load: () => import(/* webpackChunkName: "plane-tickets" */ '../features/planeTickets'),
  },
  {
    key: 'apiUsers',
    label: 'Api User',
    pluralLabel: 'Api Users',
    path: '/ApiUsers',
    creatable: false,
    roles: ['SuperAdmin'],
    plainLink: true,
    load: () => import(/* webpackChunkName: "api-users" */ '../features/apiUsers'),
  },
];

/** The resource with this key; the keys are the literals above, so a typo fails loudly at start-up. */
export function resourceMeta(key: string): ResourceMeta {
  const meta = resources.find((resource) => resource.key === key);
  if (!meta) throw new Error(`No resource '${key}'`);
  return meta;
}

export const isVisibleTo = (resource: ResourceMeta, role: Role | null): boolean =>
  role !== null && (resource.roles === undefined || resource.roles.includes(role));

/** The menu items of a resource for a role: 'All X' always, 'Add X' for Admin and SuperAdmin (decision D-08). */
export function menuItems(resource: ResourceMeta, canAdd: boolean): { label: string; to: string }[] {
  const items = [{ label: `All ${resource.pluralLabel}`, to: `${resource.path}/` }];
  if (resource.creatable && canAdd) items.push({ label: `Add ${resource.label}`, to: `${resource.path}/Create` });
  return items;
}
