// What the other features use of flights: how a departure and a whole flight read, and a ticket's flight picker choices.
export { flightName, flightRelation } from './flightsApi';
export { departure } from '../../domain/entities/flight';
