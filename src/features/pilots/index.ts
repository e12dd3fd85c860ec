// What the other features use of pilots: their records as a flight's picker choices.
export { pilotRelation } from './pilotsApi';
