// What the other features use of destinations: how one is named, and the flight picker's choices.
export { destinationName, destinationRelation } from './destinationsApi';
