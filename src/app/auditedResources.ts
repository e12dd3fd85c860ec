import { entityOf } from '../audit/auditedEntities';
import type { AuditedResource } from '../resources/audited';
import { resourceList } from '../resources/resourceList';
import { resourceLoaders } from './resourceLoaders';

/**
 * Every resource's field names and restore, by its API name ('PlaneTickets'), for the Activity screen, whose entries
 * may be about any of them: their screens' modules load with it (each is small; a list's chunk). A resource without
 * them (travel classes, read-only) shows its fields by their wire names, in words.
 */
export async function loadAuditedResources(): Promise<ReadonlyMap<string, AuditedResource>> {
  const loaded = await Promise.all(
    resourceList.map(async (meta) => (await resourceLoaders[meta.key]()).default.audited),
  );
  return new Map(loaded.flatMap((resource) => (resource ? [[entityOf(resource.meta), resource] as const] : [])));
}
