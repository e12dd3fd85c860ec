import { departure, flightFields, type Flight } from '../../domain/entities/flight';
import { resourceApi } from '../../resources/resourceApi';
import { querySearch } from '../../resources/search';
import { airlineRelation } from '../airlines';
import { destinationName } from '../../domain/entities/destination';
import { destinationRelation } from '../destinations';
import { pilotRelation } from '../pilots';

const END_BEFORE_START_MESSAGE = 'The end date cannot be before the start date.';

/**
 * `GET /Flights/byFilter`: departures from the start date to the end date, both included (decision D-20), of the
 * chosen airline, destination and pilot; any of them may be left empty. A range the wrong way round would only ever
 * find nothing, so it is refused with a reason.
 */
const flightSearch = querySearch(
  'Flights/byFilter',
  [
    { name: 'startDate', label: 'Start Date:', type: 'date' },
    { name: 'endDate', label: 'End Date:', type: 'date' },
    { name: 'airlineId', label: 'Airline:', type: 'relation', relation: airlineRelation },
    { name: 'destinationId', label: 'Destination:', type: 'relation', relation: destinationRelation },
    { name: 'pilotId', label: 'Pilot:', type: 'relation', relation: pilotRelation },
  ],
  ({ startDate, endDate }) =>
    startDate !== undefined && endDate !== undefined && endDate < startDate ? END_BEFORE_START_MESSAGE : undefined,
);

export const flightsApi = resourceApi({
  key: 'flights',
  apiPath: 'Flights',
  idOf: (flight: Flight) => flight.id,
  fields: flightFields,
  search: flightSearch,
});

/** How a flight is recognised: when it leaves, who flies it and where to ('2023-06-10 14:30, Air Serbia to Paris'). */
export function describeFlight(flight: Flight): string {
  const route = [flight.airline?.name, flight.destination ? `to ${flight.destination.city}` : undefined];
  const known = route.filter((part) => part !== undefined).join(' ');
  return known ? `${departure(flight)}, ${known}` : departure(flight);
}

/**
 * A flight named by its id, departure, airline and destination: 'Flight 4: 2023-06-10 14:30, Air Serbia to Paris –
 * Charles de Gaulle'. A picker finds a flight by any of these and by nothing else (the API's `match=name`).
 */
export function flightName(flight: Flight): string {
  const route = [flight.airline?.name, flight.destination ? `to ${destinationName(flight.destination)}` : undefined];
  const known = route.filter((part) => part !== undefined).join(' ');
  return `Flight ${flight.id}: ${known ? `${departure(flight)}, ${known}` : departure(flight)}`;
}

/** Flights to choose from on a ticket's form, each named by its id, departure and route. */
export const flightRelation = flightsApi.relation(flightName);
