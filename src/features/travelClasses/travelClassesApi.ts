import { api } from '../../api/baseApi';
import { resourceMeta } from '../../app/resources';
import type { TravelClass } from '../../domain/entities/travelClass';
import { crudEndpoints } from '../../resources/endpoints';
import { relationSource } from '../../resources/relations';

export const travelClassesMeta = resourceMeta('travelClasses');

// Travel classes are read-only (the API answers 405 to writes): the list, and the pages a ticket's picker reads.
const travelClassesApi = api.injectEndpoints({
  endpoints: (build) => {
    const travelClass = crudEndpoints<TravelClass, Record<string, never>>(build, {
      meta: travelClassesMeta,
      tag: 'TravelClass',
      apiPath: 'TravelClasses',
      idOf: (record) => record.id,
    });
    return { listTravelClasses: travelClass.list, travelClassOptions: travelClass.options };
  },
});

export const { useListTravelClassesQuery } = travelClassesApi;

/** Travel classes to choose from on a ticket's form. */
export const travelClassRelation = relationSource<TravelClass>({
  meta: travelClassesMeta,
  useInfiniteQuery: travelClassesApi.useTravelClassOptionsInfiniteQuery,
  idOf: (travelClass) => travelClass.id,
  optionLabel: (travelClass) => travelClass.type,
});
