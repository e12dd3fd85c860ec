import type { AppError } from '../errors/appError';
import type { ResourceMeta } from './meta';
import { resourceList } from './resourceList';

// The records that refer to a resource's records, each with the filter of its list that selects them: an airline's
// flights are /Flights?airlineId=1. A refused delete links to them; the server counts them per route (`references`).

const REFERRERS: Readonly<Record<string, readonly { resource: string; filter: string }[]>> = {
  airlines: [{ resource: 'flights', filter: 'airlineId' }],
  destinations: [{ resource: 'flights', filter: 'destinationId' }],
  pilots: [{ resource: 'flights', filter: 'pilotId' }],
  passengers: [{ resource: 'planeTickets', filter: 'passengerId' }],
  travelClasses: [{ resource: 'planeTickets', filter: 'travelClassId' }],
  flights: [{ resource: 'planeTickets', filter: 'flightId' }],
};

/** Records that keep a record from being deleted: '12 flights', and the address of their list. */
export interface UsedBy {
  label: string;
  to: string;
}

const countOf = (count: number, meta: ResourceMeta) =>
  `${count.toLocaleString('en-US')} ${(count === 1 ? meta.label : meta.pluralLabel).toLowerCase()}`;

/** True when other records may refer to `parent`'s records, so a delete may be refused for them. */
export const mayBeReferenced = (parent: ResourceMeta) => REFERRERS[parent.key] !== undefined;

/** What a refused delete of `parent`'s record `id` says refers to it (its 409's `references`), as links. */
export function usedBy(parent: ResourceMeta, id: number, error: AppError | undefined): UsedBy[] {
  if (error?.status !== 409) return [];
  return usedByCounts(parent, id, (error.data as { references?: unknown } | undefined)?.references);
}

/** Counts by route ({ Flights: 105 }, as GET /{Entity}/{id}/references and a refused delete say them) as links. */
export function usedByCounts(parent: ResourceMeta, id: number, references: unknown): UsedBy[] {
  if (typeof references !== 'object' || references === null) return [];
  return Object.entries(references).flatMap(([route, count]) => {
    const meta = resourceList.find(({ path }) => path.toLowerCase() === `/${route.toLowerCase()}`);
    if (meta === undefined || typeof count !== 'number' || count < 1) return [];
    const filter = REFERRERS[parent.key]?.find(({ resource }) => resource === meta.key)?.filter;
    return [{ label: countOf(count, meta), to: filter === undefined ? meta.path : `${meta.path}?${filter}=${id}` }];
  });
}
