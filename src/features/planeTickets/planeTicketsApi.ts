import { planeTicketFields, type PlaneTicket } from '../../domain/entities/planeTicket';
import { resourceApi } from '../../resources/resourceApi';
import { querySearch } from '../../resources/search';
import { flightRelation } from '../flights';
import { passengerRelation } from '../passengers';
import { travelClassRelation } from '../travelClasses';

/**
 * `GET /PlaneTickets/byFilter` (decision D-20): tickets matching every value given exactly, the passenger, flight and
 * travel class chosen by their pickers.
 */
const planeTicketSearch = querySearch('PlaneTickets/byFilter', [
  { name: 'price', label: 'Price:', placeholder: '100', type: 'number', step: 'any' },
  { name: 'purchaseDate', label: 'Purchase Date:', type: 'date' },
  { name: 'seatNumber', label: 'Seat Number:', placeholder: '16', type: 'number' },
  { name: 'passengerId', label: 'Passenger:', type: 'relation', relation: passengerRelation },
  { name: 'flightId', label: 'Flight:', type: 'relation', relation: flightRelation },
  { name: 'travelClassId', label: 'Travel Class:', type: 'relation', relation: travelClassRelation },
]);

export const planeTicketsApi = resourceApi({
  key: 'planeTickets',
  apiPath: 'PlaneTickets',
  idOf: (planeTicket: PlaneTicket) => planeTicket.id,
  fields: planeTicketFields,
  search: planeTicketSearch,
  // The list names each ticket's flight by its departure and destination, the details and the edit form by its
  // airline too; the API leaves a ticket's flight's airline and destination out unless asked (D-63).
  listParams: { include: 'flight.destination' },
  getParams: { include: 'flight.airline,flight.destination' },
});
