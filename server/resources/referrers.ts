import type { ResourceDefinition } from './definition';
import { RESOURCES } from './definitions';
import type { Referrer } from './rowWrites';

/** The columns of other resources that point at this one: read from their definitions' references. */
export function referrersOf(parent: ResourceDefinition): Referrer[] {
  return RESOURCES.flatMap(({ definition: child }) =>
    Object.entries(child.references).flatMap(([column, resource]) =>
      resource === parent ? [{ table: child.table, column, resource: child.path }] : [],
    ),
  );
}
