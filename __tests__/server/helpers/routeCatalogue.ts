import type { FieldSet } from '../../../src/domain/fields';
import type { Criterion } from '../../../server/resources/criteria';
import type { ResourceDefinition, SearchRoute } from '../../../server/resources/definition';
import { RESOURCES } from '../../../server/resources/definitions';

// The routes under test, derived from the resource definitions the server builds its routes from (RESOURCES), so a new
// resource, field or search route is covered by the property tests without editing them.

export type Actor = 'admin' | 'superAdmin';

export interface WritableResource {
  definition: ResourceDefinition;
  fields: FieldSet;
  /** Who may write it: the Admin for the airport's records, the SuperAdmin for API users. */
  actor: Actor;
}

export interface SearchUnderTest {
  definition: ResourceDefinition;
  search: SearchRoute;
  /** Criteria taken from the path (`byName/:name`), in path order. */
  pathCriteria: Criterion[];
  /** Criteria taken from the query string. */
  queryCriteria: Criterion[];
  actor: Actor;
}

const actorFor = (policy: 'signedIn' | 'superAdmin' | 'write'): Actor =>
  policy === 'superAdmin' ? 'superAdmin' : 'admin';

export const WRITABLE_RESOURCES: WritableResource[] = RESOURCES.flatMap(({ definition }) =>
  definition.fields === undefined
    ? []
    : [{ definition, fields: definition.fields, actor: actorFor(definition.access.write) }],
);

/** Resources without write routes (travel classes): every write method answers 405. */
export const READ_ONLY_RESOURCES: ResourceDefinition[] = RESOURCES.map(({ definition }) => definition).filter(
  (definition) => definition.fields === undefined,
);

export const CREATABLE_RESOURCES = WRITABLE_RESOURCES.filter(({ definition }) => definition.creatable);

/** Writable resources without POST (API users, created with the users tool only). */
export const NOT_CREATABLE_RESOURCES = RESOURCES.map(({ definition }) => definition).filter(
  (definition) => !definition.creatable,
);

const pathParamsOf = (search: SearchRoute) =>
  search.path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));

export const SEARCHES: SearchUnderTest[] = RESOURCES.flatMap(({ definition }) =>
  definition.searches.map((search) => {
    const pathParams = pathParamsOf(search);
    const byParam = (param: string) => search.criteria.find((criterion) => criterion.param === param);
    return {
      definition,
      search,
      pathCriteria: pathParams.map((param) => {
        const criterion = byParam(param);
        if (criterion === undefined) throw new Error(`${definition.path}/${search.path}: no criterion ${param}`);
        return criterion;
      }),
      queryCriteria: search.criteria.filter((criterion) => !pathParams.includes(criterion.param)),
      actor: actorFor(definition.access.read),
    };
  }),
);

/** Every resource's plain list route, with the role that may read it. */
export const LISTS = RESOURCES.map(({ definition }) => ({ definition, actor: actorFor(definition.access.read) }));

/** The search's URL path with the given (already encoded) path segments in place of its parameters. */
export function searchPath(search: SearchUnderTest, encodedSegments: string[]): string {
  let index = 0;
  const path = search.search.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? (encodedSegments[index++] ?? '') : segment))
    .join('/');
  return `/api/v1/${search.definition.path}/${path}`;
}
