import type { EndpointDefinitions, QueryDefinition } from '@reduxjs/toolkit/query';
import { api } from '../api/baseApi';
import type { AppBaseQuery } from '../api/baseQuery';
import type { TagType } from '../api/tags';
import type { AppEndpointBuilder } from './endpoints';

/** The endpoint objects (hooks, `initiate`, selectors) RTK Query makes of definitions `D`, by definition name. */
export type InjectedEndpoints<D extends EndpointDefinitions> = ReturnType<typeof api.injectEndpoints<D>>['endpoints'];

/**
 * RTK Query's utility thunks (`api.util`) for the endpoints injectNamed joins. They take an endpoint's name, which is
 * made at run time (`endpoint.name`, 'airlines/get'), so they are typed for any name, as a query with any argument and
 * result, rather than for the names of `api`, which declares none.
 */
export const namedUtil = (api as unknown as ReturnType<typeof api.injectEndpoints<NamedQueries>>).util;

type NamedQueries = Record<string, QueryDefinition<unknown, AppBaseQuery, TagType, unknown>>;

/**
 * Joins `define`'s endpoints to the app's API as `${prefix}/${name}`, so that every resource can use the same names
 * (list, get, ...) without clashing, and gives them back under their own names. RTK Query types an endpoint by the
 * name it is injected under; these names are made at run time, so the type is that of the definitions themselves.
 */
export function injectNamed<D extends EndpointDefinitions>(
  prefix: string,
  define: (build: AppEndpointBuilder) => D,
): InjectedEndpoints<D> {
  let names: string[] = [];
  const injected = api.injectEndpoints({
    endpoints: (build) => {
      const definitions: EndpointDefinitions = define(build);
      names = Object.keys(definitions);
      return Object.fromEntries(names.map((name) => [`${prefix}/${name}`, definitions[name]]));
    },
  });
  return Object.fromEntries(
    names.map((name) => [name, injected.endpoints[`${prefix}/${name}`]]),
  ) as InjectedEndpoints<D>;
}
