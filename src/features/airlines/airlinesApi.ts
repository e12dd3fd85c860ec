import { api } from '../../api/baseApi';
import { resourceMeta } from '../../app/resources';
import { airlineFields, type Airline } from '../../domain/entities/airline';
import type { ResourceHooks } from '../../resources/definition';
import { crudEndpoints } from '../../resources/endpoints';
import { relationSource } from '../../resources/relations';
import type { SearchSpec } from '../../resources/search';

/** Airlines are searched by name in the path: `GET /Airlines/ByName/{name}`, as the reference's clients call it. */
export const airlineSearch: SearchSpec = {
  fields: [{ name: 'name', label: 'Search by Name:', placeholder: 'Air Serbia' }],
  request: (filters) => ({ url: `Airlines/ByName/${encodeURIComponent(filters.name ?? '')}` }),
};

export const airlinesMeta = resourceMeta('airlines');

const airlinesApi = api.injectEndpoints({
  endpoints: (build) => {
    const airline = crudEndpoints<Airline, typeof airlineFields>(build, {
      meta: airlinesMeta,
      tag: 'Airline',
      apiPath: 'Airlines',
      idOf: (record) => record.id,
      fields: airlineFields,
      search: airlineSearch,
    });
    return {
      listAirlines: airline.list,
      getAirline: airline.get,
      createAirline: airline.create,
      updateAirline: airline.update,
      deleteAirline: airline.remove,
      airlineOptions: airline.options,
    };
  },
});

export const airlineHooks: ResourceHooks<Airline, typeof airlineFields> = {
  list: airlinesApi.endpoints.listAirlines,
  useGet: airlinesApi.useGetAirlineQuery,
  useCreate: airlinesApi.useCreateAirlineMutation,
  useUpdate: airlinesApi.useUpdateAirlineMutation,
  useDelete: airlinesApi.useDeleteAirlineMutation,
};

/** Airlines to choose from on a flight's create form. */
export const airlineRelation = relationSource<Airline>({
  meta: airlinesMeta,
  useInfiniteQuery: airlinesApi.useAirlineOptionsInfiniteQuery,
  idOf: (airline) => airline.id,
  optionLabel: (airline) => airline.name,
});
