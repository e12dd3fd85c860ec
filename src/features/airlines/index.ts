// What the other features use of airlines: its records as a flight's picker choices.
export { airlineRelation } from './airlinesApi';
