// What the other features use of travel classes: their records as a ticket's picker choices.
export { travelClassRelation } from './travelClassesApi';
