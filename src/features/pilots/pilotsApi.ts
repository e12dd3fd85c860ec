import { pilotFields, type Pilot } from '../../domain/entities/pilot';
import { resourceApi } from '../../resources/resourceApi';
import { querySearch } from '../../resources/search';

/** `GET /Pilots/byFilter` (decision D-20); flying hours finds pilots with at least that many. */
const pilotSearch = querySearch('Pilots/byFilter', [
  { name: 'firstName', label: 'First name:', placeholder: 'Ognjen' },
  { name: 'lastName', label: 'Last Name:', placeholder: 'Andjelic' },
  { name: 'uprn', label: 'UPRN:', placeholder: '1234567890123', numeric: true },
  { name: 'flyingHours', label: 'Flying Hours:', placeholder: '10', type: 'number' },
]);

export const pilotsApi = resourceApi({
  key: 'pilots',
  apiPath: 'Pilots',
  idOf: (pilot: Pilot) => pilot.id,
  fields: pilotFields,
  search: pilotSearch,
});

/** Pilots to choose from on a flight's create form. */
export const pilotRelation = pilotsApi.relation((pilot) => `${pilot.firstName} ${pilot.lastName} (UPRN ${pilot.uprn})`);
