import { destinationFields, destinationName, type Destination } from '../../domain/entities/destination';
import { resourceApi } from '../../resources/resourceApi';
import { querySearch } from '../../resources/search';

/** `GET /Destinations/search?city=&airport=`, as the reference's clients call it. */
const destinationSearch = querySearch('Destinations/search', [
  { name: 'city', label: 'City:', placeholder: 'Belgrade' },
  { name: 'airport', label: 'Airport:', placeholder: 'Belgrade Nikola Tesla' },
]);

export const destinationsApi = resourceApi({
  key: 'destinations',
  apiPath: 'Destinations',
  idOf: (destination: Destination) => destination.id,
  fields: destinationFields,
  search: destinationSearch,
});

/** Destinations to choose from on a flight's create form. */
export const destinationRelation = destinationsApi.relation(destinationName);
