// What the other features use of flights: how a departure and a whole flight read, and a ticket's flight picker choices.
import { lazyRelatedRecords } from '../../components/resource/lazyRelatedRecords';
export { flightName, flightRelation } from './flightsApi';
export { departure } from '../../domain/entities/flight';

/** A record's flights, under its details (an airline's, a destination's, a pilot's). */
export const RelatedFlights = lazyRelatedRecords(async () => ({ resource: (await import('./screens')).flights }));
