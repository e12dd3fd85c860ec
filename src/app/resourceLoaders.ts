import type { LoadScreens } from '../resources/meta';
import type { ResourceKey } from '../resources/resourceList';

/**
 * Where each resource's screens come from, each in a chunk of its own. Attached here, in the composition root, so the
 * features can import the resource list without a cycle back through these imports; the type makes a missing entry
 * a compile error.
 */
export const resourceLoaders: Record<ResourceKey, LoadScreens> = {
  passengers: () => import(/* webpackChunkName: "passengers" */ '../features/passengers/screens'),
  travelClasses: () => import(/* webpackChunkName: "travel-classes" */ '../features/travelClasses/screens'),
  destinations: () => import(/* webpackChunkName: "destinations" */ '../features/destinations/screens'),
  pilots: () => import(/* webpackChunkName: "pilots" */ '../features/pilots/screens'),
  airlines: () => import(/* webpackChunkName: "airlines" */ '../features/airlines/screens'),
  flights: () => import(/* webpackChunkName: "flights" */ '../features/flights/screens'),
  planeTickets: () => import(/* webpackChunkName: "plane-tickets" */ '../features/planeTickets/screens'),
  apiUsers: () => import(/* webpackChunkName: "api-users" */ '../features/apiUsers/screens'),
};
