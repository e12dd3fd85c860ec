import { resourceScreens } from '../../components/resource/resourceScreens';
import { column } from '../../resources/columns';
import { defineResource } from '../../resources/definition';
import { RelatedFlights } from '../flights';
import { airlinesApi } from './airlinesApi';

/** Airlines: searched by name. */
export const airlines = defineResource(airlinesApi, {
  describe: (airline) => airline.name,
  DetailsBelow: ({ record }) => (
    <RelatedFlights filters={{ airlineId: String(record.id) }} owner={`airline ${record.id}`} />
  ),
  columns: [column('Id', 'id'), column('Name', 'name')],
  quickSearchHint: 'Type any part of an airline name',
  form: { inputs: { name: { label: 'Name', placeholder: 'Air Serbia' } } },
  deleteFromList: true,
});

export default resourceScreens(airlines);
