import type { TravelClass } from '../../domain/entities/travelClass';
import { resourceApi } from '../../resources/resourceApi';

// Travel classes are read-only (the API answers 405 to writes): their list, and the pages a ticket's picker reads.
export const travelClassesApi = resourceApi({
  key: 'travelClasses',
  apiPath: 'TravelClasses',
  idOf: (travelClass: TravelClass) => travelClass.id,
});

/** Travel classes to choose from on a ticket's form. */
export const travelClassRelation = travelClassesApi.relation((travelClass) => travelClass.type);
