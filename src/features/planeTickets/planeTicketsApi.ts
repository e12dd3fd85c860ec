import { api } from '../../api/baseApi';
import { resourceMeta } from '../../app/resources';
import { planeTicketFields, type PlaneTicket } from '../../domain/entities/planeTicket';
import type { ResourceHooks } from '../../resources/definition';
import { crudEndpoints } from '../../resources/endpoints';
import { querySearch } from '../../resources/search';

/** `GET /PlaneTickets/byFilter` (decision D-20): tickets matching every value given exactly. */
export const planeTicketSearch = querySearch('PlaneTickets/byFilter', [
  { name: 'price', label: 'Price:', placeholder: '100', type: 'number', step: 'any' },
  { name: 'purchaseDate', label: 'Purchase Date:', type: 'date' },
  { name: 'seatNumber', label: 'Seat Number:', placeholder: '16', type: 'number' },
]);

export const planeTicketsMeta = resourceMeta('planeTickets');

const planeTicketsApi = api.injectEndpoints({
  endpoints: (build) => {
    const planeTicket = crudEndpoints<PlaneTicket, typeof planeTicketFields>(build, {
      meta: planeTicketsMeta,
      tag: 'PlaneTicket',
      apiPath: 'PlaneTickets',
      idOf: (record) => record.id,
      fields: planeTicketFields,
      search: planeTicketSearch,
    });
    return {
      listPlaneTickets: planeTicket.list,
      getPlaneTicket: planeTicket.get,
      createPlaneTicket: planeTicket.create,
      updatePlaneTicket: planeTicket.update,
      deletePlaneTicket: planeTicket.remove,
    };
  },
});

export const planeTicketHooks: ResourceHooks<PlaneTicket, typeof planeTicketFields> = {
  list: planeTicketsApi.endpoints.listPlaneTickets,
  useGet: planeTicketsApi.useGetPlaneTicketQuery,
  useCreate: planeTicketsApi.useCreatePlaneTicketMutation,
  useUpdate: planeTicketsApi.useUpdatePlaneTicketMutation,
  useDelete: planeTicketsApi.useDeletePlaneTicketMutation,
};
