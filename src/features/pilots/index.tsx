import { resourceScreens } from '../../components/resource/resourceScreens';
import { pilotFields, type Pilot } from '../../domain/entities/pilot';
import { column } from '../../resources/columns';
import type { ResourceDefinition } from '../../resources/definition';
import { pilotHooks, pilotSearch, pilotsMeta } from './pilotsApi';

/** Pilots. Edits send `Id` and keep 0 flying hours as 0 (decision D-26). */
export const pilots: ResourceDefinition<Pilot, typeof pilotFields> = {
  meta: pilotsMeta,
  idOf: (pilot) => pilot.id,
  describe: (pilot) => `${pilot.firstName} ${pilot.lastName}`,
  columns: [
    column('Id', 'id'),
    column('First Name', 'firstName'),
    column('Last Name', 'lastName'),
    column('UPRN', 'uprn'),
    column('Flying Hours', 'flyingHours'),
  ],
  search: pilotSearch,
  form: {
    fields: pilotFields,
    inputs: {
      firstName: { label: 'First Name', placeholder: 'Ognjen' },
      lastName: { label: 'Last Name', placeholder: 'Andjelic' },
      uprn: { label: 'UPRN', placeholder: '0123456789112', numeric: true },
      flyingHours: { label: 'Flying Hours', placeholder: '60', type: 'number' },
    },
  },
  hooks: pilotHooks,
  deleteFromList: true,
};

export default resourceScreens(pilots);
