import { airlineFields, type Airline } from '../../domain/entities/airline';
import { resourceApi } from '../../resources/resourceApi';
import type { SearchSpec } from '../../resources/search';

/** Airlines are searched by name in the path: `GET /Airlines/ByName/{name}`, as the reference's clients call it. */
const airlineSearch: SearchSpec = {
  fields: [{ name: 'name', label: 'Search by Name:', placeholder: 'Air Serbia' }],
  request: (filters) => ({ url: `Airlines/ByName/${encodeURIComponent(filters.name ?? '')}` }),
};

export const airlinesApi = resourceApi({
  key: 'airlines',
  apiPath: 'Airlines',
  idOf: (airline: Airline) => airline.id,
  fields: airlineFields,
  search: airlineSearch,
});

/** Airlines to choose from on a flight's create form. */
export const airlineRelation = airlinesApi.relation((airline) => airline.name);
