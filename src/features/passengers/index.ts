// What the other features use of passengers: their records as a ticket's picker choices.
export { passengerRelation } from './passengersApi';
