import type { ClientRequest } from '../../helpers/referenceClientReplay';
import { storedRow } from '../storedRows';
import { demoDate as seedDay } from '../../../../server/db/seed/seedDates';

// The first reference frontend's create forms: PascalCase bodies holding the form values as strings.

export const creates: ClientRequest[] = [
  {
    does: 'creates an airline',
    builtBy: 'components/airline/AirlineCreateForm.jsx → utils/create.js',
    method: 'POST',
    path: '/Airlines',
    as: 'admin',
    body: { Name: 'Air Serbia' },
    expect: { status: 201, body: { id: expect.any(Number), name: 'Air Serbia' } },
    saveAs: 'airline',
    stored: async (db, saved) =>
      expect(await storedRow(db, 'airline', saved.airline?.id)).toMatchObject({ name: 'Air Serbia' }),
  },
  {
    does: 'creates a destination',
    builtBy: 'components/destination/DestinationCreateForm.jsx → utils/create.js',
    method: 'POST',
    path: '/Destinations',
    as: 'admin',
    body: { City: 'Belgrade', Airport: 'Belgrade Nikola Tesla' },
    expect: { status: 201, body: { city: 'Belgrade', airport: 'Belgrade Nikola Tesla' } },
    saveAs: 'destination',
    stored: async (db, saved) =>
      expect(await storedRow(db, 'destination', saved.destination?.id)).toMatchObject({
        airport: 'Belgrade Nikola Tesla',
      }),
  },
  {
    does: 'creates a pilot (flying hours as typed: a string)',
    builtBy: 'components/pilot/PilotCreateForm.jsx → utils/create.js',
    method: 'POST',
    path: '/Pilots',
    as: 'admin',
    body: { FirstName: 'Ognjen', LastName: 'Andjelic', UPRN: '0123456789112', FlyingHours: '60' },
    expect: { status: 201, body: { uprn: '0123456789112', flyingHours: 60 } },
    saveAs: 'pilot',
    stored: async (db, saved) =>
      expect(await storedRow(db, 'pilot', saved.pilot?.id)).toMatchObject({ flyingHours: 60 }),
  },
  {
    does: 'creates a passenger',
    builtBy: 'components/passenger/PassengerCreateForm.jsx → utils/create.js',
    method: 'POST',
    path: '/Passengers',
    as: 'admin',
    body: {
      FirstName: 'Ognjen',
      LastName: 'Andjelic',
      UPRN: '0123456789113',
      Passport: 'P00000001',
      Address: 'Knez Mihailova 1, Belgrade, Serbia',
      Phone: '381-11-123-456',
    },
    expect: { status: 201, body: { uprn: '0123456789113', passport: 'P00000001' } },
    saveAs: 'passenger',
    stored: async (db, saved) =>
      expect(await storedRow(db, 'passenger', saved.passenger?.id)).toMatchObject({ phone: '381-11-123-456' }),
  },
  {
    does: 'creates a flight (select values are strings, time made HH:mm:ss)',
    builtBy: 'components/flight/FlightCreateForm.jsx → utils/formatting.js formatTime → utils/create.js',
    method: 'POST',
    path: '/Flights',
    as: 'admin',
    body: {
      DepartureDate: seedDay('2025-12-01'),
      DepartureTime: '21:00:00',
      AirlineId: '{airline.id}',
      DestinationId: '{destination.id}',
      PilotId: '{pilot.id}',
    },
    expect: { status: 201, body: { departureDate: seedDay('2025-12-01'), departureTime: '21:00:00' } },
    saveAs: 'flight',
    stored: async (db, saved) =>
      expect(await storedRow(db, 'flight', saved.flight?.id)).toEqual({
        id: saved.flight?.id,
        departureDate: seedDay('2025-12-01'),
        departureTime: '21:00:00',
        airlineId: saved.airline?.id,
        destinationId: saved.destination?.id,
        pilotId: saved.pilot?.id,
      }),
  },
  {
    does: 'creates a plane ticket (every number a string)',
    builtBy: 'components/planeTicket/PlaneTicketCreateForm.jsx → utils/create.js',
    method: 'POST',
    path: '/PlaneTickets',
    as: 'admin',
    body: {
      Price: '999',
      PurchaseDate: seedDay('2025-11-20'),
      SeatNumber: '1',
      PassengerId: '{passenger.id}',
      TravelClassId: '3',
      FlightId: '{flight.id}',
    },
    expect: { status: 201, body: { price: 999, seatNumber: 1, travelClassId: 3 } },
    saveAs: 'ticket',
    stored: async (db, saved) =>
      expect(await storedRow(db, 'planeTicket', saved.ticket?.id)).toMatchObject({
        price: 999,
        purchaseDate: seedDay('2025-11-20'),
        passengerId: saved.passenger?.id,
        flightId: saved.flight?.id,
      }),
  },
];
