// What the other features use of destinations: how one is named, and the flight picker's choices.
export { destinationRelation } from './destinationsApi';
export { destinationName } from '../../domain/entities/destination';
