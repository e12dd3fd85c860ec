import type { FieldSet } from '../domain/fields';
import type { ResourceApi } from './definition';
import { crudEndpoints, type EndpointConfig } from './endpoints';
import { injectNamed, namedUtil } from './injectNamed';
import { relationSource, type RelationSource } from './relations';
import { resourceMeta, type ResourceKey } from './resourceList';

interface ResourceApiConfig<T, S extends FieldSet> extends Omit<EndpointConfig<T, S>, 'meta' | 'tag'> {
  /** The resource's entry in the resource list: its names, and its cache tag. */
  key: ResourceKey;
}

/** A resource's API, and the records of this resource as a picker's choices on another resource's form. */
interface ResourceApiWithRelation<T, S extends FieldSet> extends ResourceApi<T, S> {
  /** The picker's source, each record named by `optionLabel`. */
  relation: (optionLabel: (record: T) => string) => RelationSource;
}

/**
 * A resource's endpoints (list, options, get, create, update, delete, restore, with the one tag recipe) joined to the app's
 * API under names of their own ('airlines/list'), and the hooks the generic pages and pickers use, typed from the
 * endpoint builders.
 */
export function resourceApi<T, S extends FieldSet = Record<string, never>>(
  config: ResourceApiConfig<T, S>,
): ResourceApiWithRelation<T, S> {
  const meta = resourceMeta(config.key);
  const endpoints = injectNamed(config.key, (build) =>
    crudEndpoints<T, S>(build, { ...config, meta, tag: config.key }),
  );
  return {
    meta,
    apiPath: config.apiPath,
    idOf: config.idOf,
    fields: config.fields ?? ({} as S),
    search: config.search,
    hooks: {
      list: endpoints.list,
      useGet: endpoints.get.useQuery,
      useCreate: endpoints.create.useMutation,
      useUpdate: endpoints.update.useMutation,
      useDelete: endpoints.remove.useMutation,
      restore: endpoints.restore,
    },
    relation: (optionLabel) =>
      relationSource({
        meta,
        useInfiniteQuery: endpoints.options.useInfiniteQuery,
        useGet: endpoints.get.useQuery,
        idOf: config.idOf,
        optionLabel,
        abortOptions: (term) => (dispatch) => {
          dispatch(namedUtil.getRunningQueryThunk(endpoints.options.name, term))?.abort();
        },
        // A listed record is the record `get` answers, unless `get` asks for more (getParams).
        cacheRecord: config.getParams
          ? undefined
          : (record) =>
              namedUtil.upsertQueryEntries([
                { endpointName: endpoints.get.name, arg: config.idOf(record), value: record },
              ]),
      }),
  };
}
