import type { ResourceMeta } from '../resources/meta';
import { resourceList } from '../resources/resourceList';

/** The API's route name of a resource, the audit trail's `entity` ('PlaneTickets'): its list's path, which is the same. */
export const entityOf = (meta: ResourceMeta): string => meta.path.slice(1);

/** The resource an audit entry is about. */
export const resourceOfEntity = (entity: string) => resourceList.find((meta) => entityOf(meta) === entity);
