import { resourceScreens } from '../../components/resource/resourceScreens';
import { airlineFields, type Airline } from '../../domain/entities/airline';
import { column } from '../../resources/columns';
import type { ResourceDefinition } from '../../resources/definition';
import { airlineHooks, airlineSearch, airlinesMeta } from './airlinesApi';

/** Airlines: searched by name. */
export const airlines: ResourceDefinition<Airline, typeof airlineFields> = {
  meta: airlinesMeta,
  idOf: (airline) => airline.id,
  describe: (airline) => airline.name,
  columns: [column('Id', 'id'), column('Name', 'name')],
  search: airlineSearch,
  form: { fields: airlineFields, inputs: { name: { label: 'Name', placeholder: 'Air Serbia' } } },
  hooks: airlineHooks,
  deleteFromList: true,
};

export default resourceScreens(airlines);
