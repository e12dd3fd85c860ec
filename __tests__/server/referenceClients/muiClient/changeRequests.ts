import type { ClientRequest } from '../../helpers/referenceClientReplay';
import { isGone, storedEditor, storedRow } from '../storedRows';
import { key } from './createRequests';
import { demoDate as seedDay } from '../../../../server/db/seed/seedDates';

// The MUI reference frontend's edit forms (loaded ids turned into strings, the API-user password starting empty) and
// the delete button of its details pages (a DELETE with `Content-Type: application/json`, an Idempotency-Key and no
// body).

export const updates: ClientRequest[] = [
  {
    does: 'renames the airline',
    builtBy: 'pages/airline/AirlineEditForm.jsx → hooks/useUpdate.jsx → utils/httpUpdate.js',
    method: 'PUT',
    path: '/Airlines/{airline.id}',
    as: 'admin',
    headers: key('Airlines-update-6f1c0f7e-8d2b-4c3a-9e4f-1a2b3c4d5e6f'),
    body: { Id: '{airline.id}', Name: 'Air Montenegro Renamed' },
    expect: { status: 204 },
    stored: async (db, saved) =>
      expect(await storedRow(db, 'airline', saved.airline?.id)).toMatchObject({ name: 'Air Montenegro Renamed' }),
  },
  {
    does: 'edits the destination',
    builtBy: 'pages/destination/DestinationEditForm.jsx → hooks/useEditForm.jsx → utils/httpUpdate.js',
    method: 'PUT',
    path: '/Destinations/{destination.id}',
    as: 'admin',
    body: { Id: '{destination.id}', City: 'Tivat', Airport: 'Tivat Airport' },
    expect: { status: 204 },
    stored: async (db, saved) =>
      expect(await storedRow(db, 'destination', saved.destination?.id)).toMatchObject({ city: 'Tivat' }),
  },
  {
    does: 'edits the pilot (Id and hours as strings)',
    builtBy: 'pages/pilot/PilotEditForm.jsx → hooks/useEditForm.jsx → utils/httpUpdate.js',
    method: 'PUT',
    path: '/Pilots/{pilot.id}',
    as: 'admin',
    body: { Id: '{pilot.id}', FirstName: 'Milica', LastName: 'Petrović', UPRN: '0123456789114', FlyingHours: '75' },
    expect: { status: 204 },
    stored: async (db, saved) =>
      expect(await storedRow(db, 'pilot', saved.pilot?.id)).toMatchObject({ flyingHours: 75 }),
  },
  {
    does: 'edits the passenger',
    builtBy: 'pages/passenger/PassengerEditForm.jsx → hooks/useEditForm.jsx → utils/httpUpdate.js',
    method: 'PUT',
    path: '/Passengers/{passenger.id}',
    as: 'admin',
    body: {
      Id: '{passenger.id}',
      FirstName: 'Milica',
      LastName: 'Petrović',
      UPRN: '0123456789115',
      Passport: 'P00000002',
      Address: 'Njegoševa 4, Podgorica, Montenegro',
      Phone: '382-20-654-321',
    },
    expect: { status: 204 },
    stored: async (db, saved) =>
      expect(await storedRow(db, 'passenger', saved.passenger?.id)).toMatchObject({ phone: '382-20-654-321' }),
  },
  {
    does: 'moves the flight (loaded ids turned into strings, time typed as HH:mm)',
    builtBy: 'pages/flight/FlightEditForm.jsx → formatTime → hooks/useEditForm.jsx → utils/httpUpdate.js',
    method: 'PUT',
    path: '/Flights/{flight.id}',
    as: 'admin',
    body: {
      Id: '{flight.id}',
      DepartureDate: seedDay('2025-12-25'),
      DepartureTime: '23:40:00',
      AirlineId: '{airline.id}',
      DestinationId: '{destination.id}',
      PilotId: '{pilot.id}',
    },
    expect: { status: 204 },
    stored: async (db, saved) =>
      expect(await storedRow(db, 'flight', saved.flight?.id)).toMatchObject({
        departureDate: seedDay('2025-12-25'),
        departureTime: '23:40:00',
      }),
  },
  {
    does: 'changes the ticket seat (price and ids strings, seat a number)',
    builtBy: 'pages/planeTicket/PlaneTicketEditForm.jsx → hooks/useEditForm.jsx → utils/httpUpdate.js',
    method: 'PUT',
    path: '/PlaneTickets/{ticket.id}',
    as: 'admin',
    body: {
      Id: '{ticket.id}',
      Price: '650.5',
      PurchaseDate: seedDay('2025-12-01'),
      SeatNumber: 17,
      PassengerId: '{passenger.id}',
      TravelClassId: '2',
      FlightId: '{flight.id}',
    },
    expect: { status: 204 },
    stored: async (db, saved) =>
      expect(await storedRow(db, 'planeTicket', saved.ticket?.id)).toMatchObject({ price: 650.5, seatNumber: 17 }),
  },
  {
    // The reference API refuses this body too (its password is required): the form is only usable with a password.
    does: 'saves an API user with the password field left empty',
    builtBy: 'pages/apiUser/ApiUserEditForm.jsx → hooks/useEditForm.jsx → utils/httpUpdate.js',
    method: 'PUT',
    path: '/ApiUsers/{editor.apiUserId}',
    as: 'superAdmin',
    body: { Id: '{editor.apiUserId}', UserName: 'mui-editor', Password: '', Roles: 'Admin' },
    expect: { status: 400, body: { errors: { Password: ['ApiUser password is required.'] } } },
    stored: async (db, saved) => expect(await storedEditor(db, saved)).toMatchObject({ roles: 'User' }),
  },
  {
    does: 'saves an API user with a new password and role (Id, not ApiUserId)',
    builtBy: 'pages/apiUser/ApiUserEditForm.jsx → hooks/useEditForm.jsx → utils/httpUpdate.js',
    method: 'PUT',
    path: '/ApiUsers/{editor.apiUserId}',
    as: 'superAdmin',
    body: { Id: '{editor.apiUserId}', UserName: 'mui-editor', Password: 'a-new-password', Roles: 'Admin' },
    expect: { status: 204 },
    stored: async (db, saved) => {
      const stored = await storedEditor(db, saved);
      expect(stored).toMatchObject({ userName: 'mui-editor', roles: 'Admin' });
      expect(stored?.password).not.toContain('a-new-password');
    },
  },
  {
    does: 'signs in as the edited API user with the new password',
    builtBy: 'utils/auth.js authenticateUser',
    method: 'POST',
    path: '/Authentication',
    as: 'nobody',
    body: { UserName: 'mui-editor', Password: 'a-new-password' },
    expect: { status: 200, contentType: /^text\/plain/ },
  },
];

export const deletes: ClientRequest[] = [
  {
    does: 'deletes an airline that flights use',
    builtBy: 'pages/airline/AirlineDetails.jsx → hooks/useDelete.jsx → utils/httpDelete.js',
    method: 'DELETE',
    path: '/Airlines/2',
    as: 'admin',
    headers: key('Airlines-delete-2-0e9b8c1d-2f3a-4b5c-8d7e-6f5a4b3c2d1e'),
    expect: {
      status: 409,
      body: { detail: 'Airline cannot be deleted because it is being referenced by other entities.' },
    },
    stored: async (db) => expect(await storedRow(db, 'airline', 2)).toBeDefined(),
  },
  ...(
    [
      ['PlaneTickets', 'planeTicket', 'ticket', 'planeTicket/PlaneTicket'],
      ['Flights', 'flight', 'flight', 'flight/Flight'],
      ['Passengers', 'passenger', 'passenger', 'passenger/Passenger'],
      ['Pilots', 'pilot', 'pilot', 'pilot/Pilot'],
      ['Destinations', 'destination', 'destination', 'destination/Destination'],
      ['Airlines', 'airline', 'airline', 'airline/Airline'],
    ] as const
  ).map(([entity, table, name, page]): ClientRequest => ({
    does: `deletes the ${name} it created`,
    builtBy: `pages/${page}Details.jsx → hooks/useDelete.jsx → utils/httpDelete.js`,
    method: 'DELETE',
    path: `/${entity}/{${name}.id}`,
    as: 'admin',
    headers: key(`${entity}-delete-{${name}.id}-4d3c2b1a-0f9e-4d8c-b7a6-5f4e3d2c1b0a`),
    expect: { status: 204 },
    stored: isGone(table, name),
  })),
  {
    does: 'deletes the API user',
    builtBy: 'pages/apiUser/ApiUserDetails.jsx → hooks/useDelete.jsx → utils/httpDelete.js',
    method: 'DELETE',
    path: '/ApiUsers/{editor.apiUserId}',
    as: 'superAdmin',
    headers: key('ApiUsers-delete-1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e'),
    expect: { status: 204 },
    stored: async (db, saved) => expect(await storedEditor(db, saved)).toBeUndefined(),
  },
];
