// What the other features use of flights: how a departure reads, and a ticket's flight picker choices.
export { departure, flightRelation } from './flightsApi';
