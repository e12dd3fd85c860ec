import { api } from '../../api/baseApi';
import { resourceMeta } from '../../app/resources';
import { pilotFields, type Pilot } from '../../domain/entities/pilot';
import type { ResourceHooks } from '../../resources/definition';
import { crudEndpoints } from '../../resources/endpoints';
import { relationSource } from '../../resources/relations';
import { querySearch } from '../../resources/search';

/** `GET /Pilots/byFilter` (decision D-20); flying hours finds pilots with at least that many. */
export const pilotSearch = querySearch('Pilots/byFilter', [
  { name: 'firstName', label: 'First name:', placeholder: 'Ognjen' },
  { name: 'lastName', label: 'Last Name:', placeholder: 'Andjelic' },
  { name: 'uprn', label: 'UPRN:', placeholder: '1234567890123', numeric: true },
  { name: 'flyingHours', label: 'Flying Hours:', placeholder: '10', type: 'number' },
]);

export const pilotsMeta = resourceMeta('pilots');

const pilotsApi = api.injectEndpoints({
  endpoints: (build) => {
    const pilot = crudEndpoints<Pilot, typeof pilotFields>(build, {
      meta: pilotsMeta,
      tag: 'Pilot',
      apiPath: 'Pilots',
      idOf: (record) => record.id,
      fields: pilotFields,
      search: pilotSearch,
    });
    return {
      listPilots: pilot.list,
      getPilot: pilot.get,
      createPilot: pilot.create,
      updatePilot: pilot.update,
      deletePilot: pilot.remove,
      pilotOptions: pilot.options,
    };
  },
});

export const pilotHooks: ResourceHooks<Pilot, typeof pilotFields> = {
  list: pilotsApi.endpoints.listPilots,
  useGet: pilotsApi.useGetPilotQuery,
  useCreate: pilotsApi.useCreatePilotMutation,
  useUpdate: pilotsApi.useUpdatePilotMutation,
  useDelete: pilotsApi.useDeletePilotMutation,
};

/** Pilots to choose from on a flight's create form. */
export const pilotRelation = relationSource<Pilot>({
  meta: pilotsMeta,
  useInfiniteQuery: pilotsApi.usePilotOptionsInfiniteQuery,
  idOf: (pilot) => pilot.id,
  optionLabel: (pilot) => `${pilot.firstName} ${pilot.lastName} (UPRN ${pilot.uprn})`,
});
