import { planeTicketFields, type PlaneTicket } from '../../domain/entities/planeTicket';
import { resourceApi } from '../../resources/resourceApi';
import { querySearch } from '../../resources/search';

/** `GET /PlaneTickets/byFilter` (decision D-20): tickets matching every value given exactly. */
const planeTicketSearch = querySearch('PlaneTickets/byFilter', [
  { name: 'price', label: 'Price:', placeholder: '100', type: 'number', step: 'any' },
  { name: 'purchaseDate', label: 'Purchase Date:', type: 'date' },
  { name: 'seatNumber', label: 'Seat Number:', placeholder: '16', type: 'number' },
]);

export const planeTicketsApi = resourceApi({
  key: 'planeTickets',
  apiPath: 'PlaneTickets',
  idOf: (planeTicket: PlaneTicket) => planeTicket.id,
  fields: planeTicketFields,
  search: planeTicketSearch,
});
