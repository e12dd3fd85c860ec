import { api } from '../../api/baseApi';
import { resourceMeta } from '../../app/resources';
import { destinationFields, type Destination } from '../../domain/entities/destination';
import type { ResourceHooks } from '../../resources/definition';
import { crudEndpoints } from '../../resources/endpoints';
import { relationSource } from '../../resources/relations';
import { querySearch } from '../../resources/search';

/** `GET /Destinations/search?city=&airport=`, as the reference's clients call it. */
export const destinationSearch = querySearch('Destinations/search', [
  { name: 'city', label: 'City:', placeholder: 'Belgrade' },
  { name: 'airport', label: 'Airport:', placeholder: 'Belgrade Nikola Tesla' },
]);

export const destinationsMeta = resourceMeta('destinations');

const destinationsApi = api.injectEndpoints({
  endpoints: (build) => {
    const destination = crudEndpoints<Destination, typeof destinationFields>(build, {
      meta: destinationsMeta,
      tag: 'Destination',
      apiPath: 'Destinations',
      idOf: (record) => record.id,
      fields: destinationFields,
      search: destinationSearch,
    });
    return {
      listDestinations: destination.list,
      getDestination: destination.get,
      createDestination: destination.create,
      updateDestination: destination.update,
      deleteDestination: destination.remove,
      destinationOptions: destination.options,
    };
  },
});

export const destinationHooks: ResourceHooks<Destination, typeof destinationFields> = {
  list: destinationsApi.endpoints.listDestinations,
  useGet: destinationsApi.useGetDestinationQuery,
  useCreate: destinationsApi.useCreateDestinationMutation,
  useUpdate: destinationsApi.useUpdateDestinationMutation,
  useDelete: destinationsApi.useDeleteDestinationMutation,
};

/** How a destination is named where a place is chosen or shown: 'Belgrade – Belgrade Nikola Tesla Airport'. */
export const destinationName = (destination: Destination): string => `${destination.city} – ${destination.airport}`;

/** Destinations to choose from on a flight's create form. */
export const destinationRelation = relationSource<Destination>({
  meta: destinationsMeta,
  useInfiniteQuery: destinationsApi.useDestinationOptionsInfiniteQuery,
  idOf: (destination) => destination.id,
  optionLabel: destinationName,
});
