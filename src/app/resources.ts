import type { Role } from '../domain/roles';

/**
 * The product's resources, as data: menus are generated from this list (ARCHITECTURE.md 5.3), and later issues add each
 * resource's pages, columns and forms to its definition. Order is the menu order of ui-checklist G-03.
 */
export interface ResourceDefinition {
  key: string;
  /** The menu label, singular ('Passenger'). */
  label: string;
  /** The plural used in 'All X' ('Passengers'). */
  pluralLabel: string;
  /** The list route as the app links to it (case-insensitive when matched). */
  path: string;
  /** Whether Admin and SuperAdmin can add records ('Add X' menu item). */
  creatable: boolean;
  /** Roles that see the resource at all; undefined means every signed-in role. */
  roles?: readonly Role[];
  /** A plain link instead of a dropdown (Api User, ui-checklist G-07). */
  plainLink?: boolean;
}

export const resources: readonly ResourceDefinition[] = [
  { key: 'passengers', label: 'Passenger', pluralLabel: 'Passengers', path: '/Passengers', creatable: true },
  // Travel classes are read-only: a dropdown with only 'All Travel Classes' (decision A-1).
  {
    key: 'travelClasses',
    label: 'Travel Class',
    pluralLabel: 'Travel Classes',
    path: '/TravelClasses',
    creatable: false,
  },
  { key: 'destinations', label: 'Destination', pluralLabel: 'Destinations', path: '/Destinations', creatable: true },
  { key: 'pilots', label: 'Pilot', pluralLabel: 'Pilots', path: '/Pilots', creatable: true },
  { key: 'airlines', label: 'Airline', pluralLabel: 'Airlines', path: '/Airlines', creatable: true },
  { key: 'flights', label: 'Flight', pluralLabel: 'Flights', path: '/Flights', creatable: true },
  { key: 'planeTickets', label: 'Plane Ticket', pluralLabel: 'Plane Tickets', path: '/PlaneTickets', creatable: true },
  {
    key: 'apiUsers',
    label: 'Api User',
    pluralLabel: 'Api Users',
    path: '/ApiUsers',
    creatable: false,
    roles: ['SuperAdmin'],
    plainLink: true,
  },
];

export const isVisibleTo = (resource: ResourceDefinition, role: Role | null): boolean =>
  role !== null && (resource.roles === undefined || resource.roles.includes(role));

/** The menu items of a resource for a role: 'All X' always, 'Add X' for Admin and SuperAdmin (ui-checklist G-05). */
export function menuItems(resource: ResourceDefinition, canAdd: boolean): { label: string; to: string }[] {
  const items = [{ label: `All ${resource.pluralLabel}`, to: `${resource.path}/` }];
  if (resource.creatable && canAdd) items.push({ label: `Add ${resource.label}`, to: `${resource.path}/Create` });
  return items;
}
