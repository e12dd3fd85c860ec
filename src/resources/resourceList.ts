import type { ResourceMeta } from './meta';

/**
 * The product's resources, as data: the navigation, routes and cache tags are derived from this list,
 * and each resource's screens load with its first visit (src/app/resourceLoaders.ts). Order is the menu order.
 */
export const resourceList = [
  {
    key: 'passengers',
    icon: 'passenger',
    label: 'Passenger',
    pluralLabel: 'Passengers',
    path: '/Passengers',
    creatable: true,
  },
  // Travel classes are read-only: a dropdown with only 'All Travel Classes' and a plain table.
  {
    key: 'travelClasses',
    icon: 'travelClass',
    label: 'Travel Class',
    pluralLabel: 'Travel Classes',
    path: '/TravelClasses',
    creatable: false,
    readOnly: true,
  },
  {
    key: 'destinations',
    icon: 'destination',
    label: 'Destination',
    pluralLabel: 'Destinations',
    path: '/Destinations',
    creatable: true,
  },
  { key: 'pilots', icon: 'pilot', label: 'Pilot', pluralLabel: 'Pilots', path: '/Pilots', creatable: true },
  { key: 'airlines', icon: 'airline', label: 'Airline', pluralLabel: 'Airlines', path: '/Airlines', creatable: true },
  { key: 'flights', icon: 'flight', label: 'Flight', pluralLabel: 'Flights', path: '/Flights', creatable: true },
  {
    key: 'planeTickets',
    icon: 'planeTicket',
    label: 'Plane Ticket',
    pluralLabel: 'Plane Tickets',
    path: '/PlaneTickets',
    creatable: true,
  },
  {
    key: 'apiUsers',
    icon: 'apiUser',
    label: 'Api User',
    pluralLabel: 'Api Users',
    path: '/ApiUsers',
    creatable: false,
    roles: ['SuperAdmin'],
    plainLink: true,
  },
] as const satisfies readonly ResourceMeta[];

export type ResourceKey = (typeof resourceList)[number]['key'];

/** The resource with this key. */
export function resourceMeta(key: ResourceKey): ResourceMeta {
  const meta: ResourceMeta | undefined = resourceList.find((resource) => resource.key === key);
  if (!meta) throw new Error(`No resource '${key}'`);
  return meta;
}
