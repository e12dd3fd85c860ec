// What the other features use of flights: how a departure and a whole flight read, and a ticket's flight picker choices.
export { departure, flightName, flightRelation } from './flightsApi';
