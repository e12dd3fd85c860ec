import { MapEmbed } from '../../components/maps/MapEmbed';
import { MapsSearchLink } from '../../components/maps/MapsSearchLink';
import { resourceScreens } from '../../components/resource/resourceScreens';
import { destinationFields, type Destination } from '../../domain/entities/destination';
import { column } from '../../resources/columns';
import type { ResourceDefinition } from '../../resources/definition';
import { destinationHooks, destinationSearch, destinationsMeta } from './destinationsApi';

/** Destinations: city and airport each open a maps search for themselves; details embed a map (decision D-22). */
export const destinations: ResourceDefinition<Destination, typeof destinationFields> = {
  meta: destinationsMeta,
  idOf: (destination) => destination.id,
  describe: (destination) => `${destination.city}, ${destination.airport}`,
  columns: [
    column('Id', 'id'),
    { header: 'City', value: (destination) => <MapsSearchLink place={destination.city} /> },
    { header: 'Airport', value: (destination) => <MapsSearchLink place={destination.airport} /> },
  ],
  DetailsAside: ({ record }) => <MapEmbed place={`${record.city} ${record.airport}`} />,
  search: destinationSearch,
  form: {
    fields: destinationFields,
    inputs: {
      city: { label: 'City', placeholder: 'Belgrade' },
      airport: { label: 'Airport', placeholder: 'Belgrade Nikola Tesla Airport' },
    },
  },
  hooks: destinationHooks,
  deleteFromList: true,
};

export default resourceScreens(destinations);
