import type { Role } from '../../../domain/roles';
import { isVisibleTo } from '../../../resources/menus';
import { resourceList } from '../../../resources/resourceList';

/** The resources the dashboard counts, in its order: the records staff handle most first. */
const COUNT_ORDER = [
  'flights',
  'planeTickets',
  'passengers',
  'pilots',
  'airlines',
  'destinations',
  'travelClasses',
  'apiUsers',
] as const;

const counted = COUNT_ORDER.map((key) => resourceList.find((resource) => resource.key === key)).filter(
  (resource) => resource !== undefined,
);

/** The counted resources a role sees: API users for a SuperAdmin only, as the navigation shows them (D-08). */
export const countedFor = (role: Role | null) => counted.filter((resource) => isVisibleTo(resource, role));

/** How many count cards a role sees, for the skeleton that holds their place. */
export const countCardsFor = (role: Role | null) => countedFor(role).length;
