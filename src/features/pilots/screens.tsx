import { resourceScreens } from '../../components/resource/resourceScreens';
import { column } from '../../resources/columns';
import { defineResource } from '../../resources/definition';
import { RelatedFlights } from '../flights';
import { pilotsApi } from './pilotsApi';

/** Pilots. Edits send `Id` and keep 0 flying hours as 0 (decision D-26). */
export const pilots = defineResource(pilotsApi, {
  describe: (pilot) => `${pilot.firstName} ${pilot.lastName}`,
  DetailsBelow: ({ record }) => (
    <RelatedFlights filters={{ pilotId: String(record.id) }} owner={`pilot ${record.id}`} />
  ),
  columns: [
    column('Id', 'id'),
    column('First Name', 'firstName'),
    // Namesakes in first-name order: the index of last then first name serves this order directly.
    { ...column('Last Name', 'lastName'), sort: ['lastName', 'firstName'] },
    column('UPRN', 'uprn'),
    column('Flying Hours', 'flyingHours'),
  ],
  quickSearchHint: 'Type any part of a name or UPRN',
  form: {
    inputs: {
      firstName: { label: 'First Name', placeholder: 'Ognjen' },
      lastName: { label: 'Last Name', placeholder: 'Andjelic' },
      uprn: { label: 'UPRN', placeholder: '0123456789112', numeric: true },
      flyingHours: { label: 'Flying Hours', placeholder: '60', type: 'number' },
    },
  },
  deleteFromList: true,
});

export default resourceScreens(pilots);
