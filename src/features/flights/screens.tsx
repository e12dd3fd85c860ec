import { MapsSearchLink } from '../../components/maps/MapsSearchLink';
import { relatedId } from '../../components/resource/RelatedRecordLink';
import { relatedName } from '../../components/resource/relatedName';
import { resourceScreens } from '../../components/resource/resourceScreens';
import { column, nested } from '../../resources/columns';
import { defineResource } from '../../resources/definition';
import { resourceMeta } from '../../resources/resourceList';
import { airlineRelation } from '../airlines';
import { destinationName, destinationRelation } from '../destinations';
import { pilotRelation } from '../pilots';
import { FlightManifest } from './FlightManifest';
import { describeFlight, flightsApi } from './flightsApi';

/**
 * Flights: searched by departure dates, airline, destination and pilot; details show the airline, destination and
 * pilot; the create form picks them with searchable pickers, the edit form shows them read-only.
 */
export const flights = defineResource(flightsApi, {
  describe: describeFlight,
  DetailsBelow: FlightManifest,
  columns: [
    column('Id', 'id'),
    // Flights leaving the same day are ordered by their time too.
    { ...column('Departure Date', 'departureDate'), sort: ['departureDate', 'departureTime'] },
    column('Departure Time', 'departureTime'),
    relatedName('Airline', resourceMeta('airlines'), {
      id: (flight) => flight.airlineId,
      related: (flight) => flight.airline,
      name: (airline) => airline.name,
      sort: 'airline.name',
    }),
    relatedName('Destination', resourceMeta('destinations'), {
      id: (flight) => flight.destinationId,
      related: (flight) => flight.destination,
      name: destinationName,
      sort: ['destination.city', 'destination.airport'],
    }),
    relatedName('Pilot', resourceMeta('pilots'), {
      id: (flight) => flight.pilotId,
      related: (flight) => flight.pilot,
      name: (pilot) => `${pilot.firstName} ${pilot.lastName}`,
      sort: ['pilot.lastName', 'pilot.firstName'],
    }),
  ],
  // Staff look for the coming and the latest flights, not last year's: the latest departure first (D-80).
  defaultOrder: { sort: '-departureDate,-departureTime', description: 'latest departure first' },
  quickSearchHint: 'Type any part of an airline, city, airport or pilot',
  details: [
    {
      title: 'Flight',
      lines: [column('Id', 'id'), column('Departure Date', 'departureDate'), column('Departure Time', 'departureTime')],
    },
    {
      title: 'Airline',
      lines: [
        relatedId('Airline Id', resourceMeta('airlines'), (flight) => flight.airlineId),
        nested(
          'Name',
          (f) => f.airline,
          (a) => a.name,
        ),
      ],
    },
    {
      title: 'Destination',
      lines: [
        relatedId('Destination Id', resourceMeta('destinations'), (flight) => flight.destinationId),
        nested(
          'City',
          (flight) => flight.destination,
          (destination) => <MapsSearchLink place={destination.city} />,
        ),
        nested(
          'Airport',
          (flight) => flight.destination,
          (destination) => <MapsSearchLink place={destination.airport} />,
        ),
      ],
    },
    {
      title: 'Pilot',
      lines: [
        relatedId('Pilot Id', resourceMeta('pilots'), (flight) => flight.pilotId),
        nested(
          'First Name',
          (flight) => flight.pilot,
          (pilot) => pilot.firstName,
        ),
        nested(
          'Last Name',
          (flight) => flight.pilot,
          (pilot) => pilot.lastName,
        ),
        nested(
          'UPRN',
          (flight) => flight.pilot,
          (pilot) => pilot.uprn,
        ),
        nested(
          'Flying Hours',
          (flight) => flight.pilot,
          (pilot) => pilot.flyingHours,
        ),
      ],
    },
  ],
  form: {
    inputs: {
      departureDate: { label: 'Departure Date', type: 'date' },
      departureTime: { label: 'Departure Time', type: 'time' },
      airlineId: { label: 'Airline', relation: airlineRelation, editLabel: 'Airline Id' },
      destinationId: { label: 'Destination', relation: destinationRelation, editLabel: 'Destination Id' },
      pilotId: { label: 'Pilot', relation: pilotRelation, editLabel: 'Pilot Id' },
    },
    showIdOnEdit: true,
  },
  relatedNames: (flight) => ({
    airlineId: flight.airline?.name,
    destinationId: flight.destination ? destinationName(flight.destination) : undefined,
    pilotId: flight.pilot ? `${flight.pilot.firstName} ${flight.pilot.lastName}` : undefined,
  }),
  deleteFromList: true,
});

export default resourceScreens(flights);
