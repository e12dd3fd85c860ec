import { MapEmbed } from '../../components/maps/MapEmbed';
import { MapsSearchLink } from '../../components/maps/MapsSearchLink';
import { resourceScreens } from '../../components/resource/resourceScreens';
import { column } from '../../resources/columns';
import { defineResource } from '../../resources/definition';
import { RelatedTickets } from '../planeTickets';
import { passengersApi } from './passengersApi';

/** Passengers: the address opens a maps search; details embed a map of it. */
export const passengers = defineResource(passengersApi, {
  describe: (passenger) => `${passenger.firstName} ${passenger.lastName}`,
  DetailsBelow: ({ record }) => (
    <RelatedTickets filters={{ passengerId: String(record.id) }} owner={`passenger ${record.id}`} />
  ),
  columns: [
    column('Id', 'id'),
    column('First Name', 'firstName'),
    // Namesakes in first-name order: the index of last then first name serves this order directly.
    { ...column('Last Name', 'lastName'), sort: ['lastName', 'firstName'] },
    column('UPRN', 'uprn'),
    column('Passport', 'passport'),
    { header: 'Address', value: (passenger) => <MapsSearchLink place={passenger.address} />, sort: 'address' },
    column('Phone', 'phone'),
  ],
  quickSearchHint: 'Type any part of a name, UPRN, passport, address or phone',
  DetailsAside: ({ record }) => <MapEmbed place={record.address} />,
  form: {
    inputs: {
      firstName: { label: 'First Name', placeholder: 'Ognjen' },
      lastName: { label: 'Last Name', placeholder: 'Andjelic' },
      uprn: { label: 'UPRN', placeholder: '0123456789112', numeric: true },
      passport: { label: 'Passport', placeholder: '012345678' },
      address: { label: 'Address', placeholder: '014 Main Street, Belgrade, Serbia' },
      phone: { label: 'Phone', placeholder: '012-456-7890', autoComplete: 'off' },
    },
  },
  deleteFromList: true,
});

export default resourceScreens(passengers);
