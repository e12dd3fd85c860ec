import type { ClientRequest } from '../../helpers/referenceClientReplay';
import { storedRow } from '../storedRows';
import { demoDate as seedDay } from '../../../../server/db/seed/seedDates';

// The MUI reference frontend's create forms: numbers as JSON numbers where the form converts them, and an
// Idempotency-Key on the requests its create hook sends.

/** The keys the client makes: the entity, then a content hash (create) or a random UUID (update, delete). */
export const key = (value: string) => ({ 'Idempotency-Key': value });

export const creates: ClientRequest[] = [
  {
    does: 'creates an airline',
    builtBy: 'pages/airline/AirlineCreateForm.jsx → hooks/useCreate.jsx → utils/httpCreate.js',
    method: 'POST',
    path: '/Airlines',
    as: 'admin',
    headers: key('Airlines-k3q0v9x2m1pa'),
    body: { Name: 'Air Montenegro' },
    expect: { status: 201, body: { id: expect.any(Number), name: 'Air Montenegro' } },
    saveAs: 'airline',
    stored: async (db, saved) => expect(await storedRow(db, 'airline', saved.airline?.id)).toBeDefined(),
  },
  {
    does: 'creates a destination',
    builtBy: 'pages/destination/DestinationCreateForm.jsx → utils/httpCreate.js',
    method: 'POST',
    path: '/Destinations',
    as: 'admin',
    headers: key('Destinations-7d2kq9sl0wzm'),
    body: { City: 'Podgorica', Airport: 'Podgorica Airport' },
    expect: { status: 201, body: { city: 'Podgorica' } },
    saveAs: 'destination',
    stored: async (db, saved) =>
      expect(await storedRow(db, 'destination', saved.destination?.id)).toMatchObject({ airport: 'Podgorica Airport' }),
  },
  {
    does: 'creates a pilot (hours a JSON number)',
    builtBy: 'pages/pilot/PilotCreateForm.jsx → hooks/useCreateOperation.jsx → utils/httpCreate.js',
    method: 'POST',
    path: '/Pilots',
    as: 'admin',
    headers: key('Pilots-0a9sd8f7g6h5'),
    body: { FirstName: 'Milica', LastName: 'Petrović', UPRN: '0123456789114', FlyingHours: 60 },
    expect: { status: 201, body: { flyingHours: 60 } },
    saveAs: 'pilot',
    stored: async (db, saved) =>
      expect(await storedRow(db, 'pilot', saved.pilot?.id)).toMatchObject({ lastName: 'Petrović', flyingHours: 60 }),
  },
  {
    does: 'creates a passenger',
    builtBy: 'pages/passenger/PassengerCreateForm.jsx → utils/httpCreate.js',
    method: 'POST',
    path: '/Passengers',
    as: 'admin',
    headers: key('Passengers-p1o2i3u4y5t6'),
    body: {
      FirstName: 'Milica',
      LastName: 'Petrović',
      UPRN: '0123456789115',
      Passport: 'P00000002',
      Address: 'Njegoševa 3, Podgorica, Montenegro',
      Phone: '382-20-123-456',
    },
    expect: { status: 201, body: { passport: 'P00000002' } },
    saveAs: 'passenger',
    stored: async (db, saved) =>
      expect(await storedRow(db, 'passenger', saved.passenger?.id)).toMatchObject({ uprn: '0123456789115' }),
  },
  {
    does: 'creates a flight (select values are the numeric ids)',
    builtBy: 'pages/flight/FlightCreateForm.jsx → utils/formatting.js formatTime → utils/create.js',
    method: 'POST',
    path: '/Flights',
    as: 'admin',
    body: {
      DepartureDate: seedDay('2025-12-24'),
      DepartureTime: '07:05:00',
      AirlineId: '#{airline.id}',
      DestinationId: '#{destination.id}',
      PilotId: '#{pilot.id}',
    },
    expect: { status: 201, body: { departureTime: '07:05:00' } },
    saveAs: 'flight',
    stored: async (db, saved) =>
      expect(await storedRow(db, 'flight', saved.flight?.id)).toMatchObject({
        departureDate: seedDay('2025-12-24'),
        airlineId: saved.airline?.id,
        pilotId: saved.pilot?.id,
      }),
  },
  {
    does: 'creates a plane ticket (parseFloat / parseInt numbers)',
    builtBy: 'pages/planeTicket/PlaneTicketCreateForm.jsx → hooks/useCreateOperation.jsx → utils/httpCreate.js',
    method: 'POST',
    path: '/PlaneTickets',
    as: 'admin',
    headers: key('PlaneTickets-zx8cv7bn6m5l'),
    body: {
      Price: 650.5,
      PurchaseDate: seedDay('2025-12-01'),
      SeatNumber: 16,
      PassengerId: '#{passenger.id}',
      TravelClassId: 2,
      FlightId: '#{flight.id}',
    },
    expect: { status: 201, body: { price: 650.5, seatNumber: 16, travelClassId: 2 } },
    saveAs: 'ticket',
    stored: async (db, saved) =>
      expect(await storedRow(db, 'planeTicket', saved.ticket?.id)).toMatchObject({
        price: 650.5,
        passengerId: saved.passenger?.id,
        flightId: saved.flight?.id,
      }),
  },
];
