import { relatedId } from '../../components/resource/RelatedRecordLink';
import { relatedName } from '../../components/resource/relatedName';
import { resourceScreens } from '../../components/resource/resourceScreens';
import { column, nested } from '../../resources/columns';
import { defineResource } from '../../resources/definition';
import { resourceMeta } from '../../resources/resourceList';
import { destinationName } from '../destinations';
import { departure, flightName, flightRelation } from '../flights';
import { passengerRelation } from '../passengers';
import { travelClassRelation } from '../travelClasses';
import { planeTicketsApi } from './planeTicketsApi';

/**
 * Plane tickets: searched by price, purchase date, seat, passenger, flight and travel class; details show the
 * passenger, travel class and flight; the create form picks them with searchable pickers, the edit form shows them
 * read-only.
 */
export const planeTickets = defineResource(planeTicketsApi, {
  describe: (ticket) =>
    ticket.passenger
      ? `${ticket.passenger.firstName} ${ticket.passenger.lastName}, seat ${ticket.seatNumber}`
      : `seat ${ticket.seatNumber}`,
  columns: [
    column('Id', 'id'),
    column('Price', 'price'),
    column('Purchase Date', 'purchaseDate'),
    column('Seat Number', 'seatNumber'),
    relatedName('Passenger', resourceMeta('passengers'), {
      id: (ticket) => ticket.passengerId,
      related: (ticket) => ticket.passenger,
      name: (passenger) => `${passenger.firstName} ${passenger.lastName}`,
      sort: ['passenger.lastName', 'passenger.firstName'],
    }),
    relatedName('Flight', resourceMeta('flights'), {
      id: (ticket) => ticket.flightId,
      related: (ticket) => ticket.flight,
      // The list asks for each flight's destination (planeTicketsApi's listParams); without it, the departure alone.
      name: (flight) => (flight.destination ? `${departure(flight)} – ${flight.destination.city}` : departure(flight)),
      sort: ['flight.departureDate', 'flight.departureTime'],
    }),
    relatedName('Travel Class', resourceMeta('travelClasses'), {
      id: (ticket) => ticket.travelClassId,
      related: (ticket) => ticket.travelClass,
      name: (travelClass) => travelClass.type,
      sort: 'travelClass.type',
      opens: 'list',
    }),
  ],
  quickSearchHint: "Type any part of a passenger's name or passport",
  details: [
    {
      title: 'Plane Ticket',
      lines: [
        column('Id', 'id'),
        column('Price', 'price'),
        column('Purchase Date', 'purchaseDate'),
        column('Seat Number', 'seatNumber'),
      ],
    },
    {
      title: 'Passenger',
      lines: [
        relatedId('Passenger Id', resourceMeta('passengers'), (ticket) => ticket.passengerId),
        nested(
          'First Name',
          (ticket) => ticket.passenger,
          (passenger) => passenger.firstName,
        ),
        nested(
          'Last Name',
          (ticket) => ticket.passenger,
          (passenger) => passenger.lastName,
        ),
      ],
    },
    {
      title: 'Travel Class',
      lines: [
        relatedId('Travel Class Id', resourceMeta('travelClasses'), (ticket) => ticket.travelClassId, 'list'),
        nested(
          'Type',
          (ticket) => ticket.travelClass,
          (travelClass) => travelClass.type,
        ),
      ],
    },
    {
      title: 'Flight',
      lines: [
        relatedId('Flight Id', resourceMeta('flights'), (ticket) => ticket.flightId),
        nested(
          'Departure Date',
          (ticket) => ticket.flight,
          (flight) => flight.departureDate,
        ),
        nested(
          'Departure Time',
          (ticket) => ticket.flight,
          (flight) => flight.departureTime,
        ),
        // A ticket's own request asks for its flight's airline and destination (planeTicketsApi's getParams).
        nested(
          'Airline',
          (ticket) => ticket.flight?.airline,
          (airline) => airline.name,
        ),
        nested('Destination', (ticket) => ticket.flight?.destination, destinationName),
      ],
    },
  ],
  form: {
    inputs: {
      price: { label: 'Price', placeholder: '999', type: 'number' },
      purchaseDate: { label: 'Purchase Date', type: 'date' },
      seatNumber: { label: 'Seat Number', placeholder: '1', type: 'number' },
      passengerId: { label: 'Passenger', relation: passengerRelation, editLabel: 'Passenger Id' },
      travelClassId: { label: 'Travel Class', relation: travelClassRelation, editLabel: 'Travel Class Id' },
      flightId: { label: 'Flight', relation: flightRelation, editLabel: 'Flight Id' },
    },
    showIdOnEdit: true,
  },
  relatedNames: (ticket) => ({
    passengerId: ticket.passenger ? `${ticket.passenger.firstName} ${ticket.passenger.lastName}` : undefined,
    travelClassId: ticket.travelClass?.type,
    // Named as its picker names it: 'Flight 4: 2023-06-10 14:30, Air Serbia to Paris'.
    flightId: ticket.flight ? flightName(ticket.flight) : undefined,
  }),
  deleteFromList: true,
});

export default resourceScreens(planeTickets);
