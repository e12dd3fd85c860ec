import { MapEmbed } from '../../components/maps/MapEmbed';
import { MapsSearchLink } from '../../components/maps/MapsSearchLink';
import { resourceScreens } from '../../components/resource/resourceScreens';
import { passengerFields, type Passenger } from '../../domain/entities/passenger';
import { column } from '../../resources/columns';
import type { ResourceDefinition } from '../../resources/definition';
import { passengerHooks, passengerSearch, passengersMeta } from './passengersApi';

/** Passengers: the address opens a maps search; details embed a map of it. */
export const passengers: ResourceDefinition<Passenger, typeof passengerFields> = {
  meta: passengersMeta,
  idOf: (passenger) => passenger.id,
  describe: (passenger) => `${passenger.firstName} ${passenger.lastName}`,
  columns: [
    column('Id', 'id'),
    column('First Name', 'firstName'),
    column('Last Name', 'lastName'),
    column('UPRN', 'uprn'),
    column('Passport', 'passport'),
    { header: 'Address', value: (passenger) => <MapsSearchLink place={passenger.address} /> },
    column('Phone', 'phone'),
  ],
  DetailsAside: ({ record }) => <MapEmbed place={record.address} />,
  search: passengerSearch,
  form: {
    fields: passengerFields,
    inputs: {
      firstName: { label: 'First Name', placeholder: 'Ognjen' },
      lastName: { label: 'Last Name', placeholder: 'Andjelic' },
      uprn: { label: 'UPRN', placeholder: '0123456789112', numeric: true },
      passport: { label: 'Passport', placeholder: '012345678' },
      address: { label: 'Address', placeholder: '014 Main Street, Belgrade, Serbia' },
      phone: { label: 'Phone', placeholder: '012-456-7890', autoComplete: 'off' },
    },
  },
  hooks: passengerHooks,
  deleteFromList: true,
};

export default resourceScreens(passengers);
