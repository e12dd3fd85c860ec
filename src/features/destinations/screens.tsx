import { MapEmbed } from '../../components/maps/MapEmbed';
import { MapsSearchLink } from '../../components/maps/MapsSearchLink';
import { resourceScreens } from '../../components/resource/resourceScreens';
import { column } from '../../resources/columns';
import { defineResource } from '../../resources/definition';
import { RelatedFlights } from '../flights';
import { destinationsApi } from './destinationsApi';

/** Destinations: city and airport each open a maps search for themselves; details embed a map (decision D-22). */
export const destinations = defineResource(destinationsApi, {
  describe: (destination) => `${destination.city}, ${destination.airport}`,
  DetailsBelow: ({ record }) => (
    <RelatedFlights filters={{ destinationId: String(record.id) }} owner={`destination ${record.id}`} />
  ),
  columns: [
    column('Id', 'id'),
    { header: 'City', value: (destination) => <MapsSearchLink place={destination.city} />, sort: 'city' },
    { header: 'Airport', value: (destination) => <MapsSearchLink place={destination.airport} />, sort: 'airport' },
  ],
  quickSearchHint: 'Type any part of a city or airport',
  DetailsAside: ({ record }) => <MapEmbed place={`${record.city} ${record.airport}`} />,
  form: {
    inputs: {
      city: { label: 'City', placeholder: 'Belgrade' },
      airport: { label: 'Airport', placeholder: 'Belgrade Nikola Tesla Airport' },
    },
  },
  deleteFromList: true,
});

export default resourceScreens(destinations);
