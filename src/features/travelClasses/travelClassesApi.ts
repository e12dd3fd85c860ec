import { api } from '../../api/baseApi';
import { resourceMeta } from '../../app/resources';
import type { TravelClass } from '../../domain/entities/travelClass';
import { crudEndpoints } from '../../resources/endpoints';

export const travelClassesMeta = resourceMeta('travelClasses');

// Travel classes are read-only (the API answers 405 to writes): only the list endpoint.
const travelClassesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTravelClasses: crudEndpoints<TravelClass, Record<string, never>>(build, {
      meta: travelClassesMeta,
      tag: 'TravelClass',
      apiPath: 'TravelClasses',
      idOf: (record) => record.id,
    }).list,
  }),
});

export const { useListTravelClassesQuery } = travelClassesApi;
