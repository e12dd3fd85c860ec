import type { ClientRequest } from '../../helpers/referenceClientReplay';
import { isGone, referencedSentence, storedEditor, storedRow } from '../storedRows';
import { COMPONENT } from './readRequests';
import { demoDate as seedDay } from '../../../../server/db/seed/seedDates';

// The first reference frontend's edit forms (PUT with the id as a string, or none for pilots) and the delete button
// of its details pages (a DELETE with `Content-Type: application/json` and no body).

export const edits: ClientRequest[] = [
  {
    does: 'renames the airline (Id from the route, a string)',
    builtBy: 'components/airline/AirlineEditForm.jsx → utils/edit.js',
    method: 'PUT',
    path: '/Airlines/{airline.id}',
    as: 'admin',
    body: { Id: '{airline.id}', Name: 'Air Serbia Renamed' },
    expect: { status: 204 },
    stored: async (db, saved) =>
      expect(await storedRow(db, 'airline', saved.airline?.id)).toMatchObject({ name: 'Air Serbia Renamed' }),
  },
  {
    does: 'edits the destination',
    builtBy: 'components/destination/DestinationEditForm.jsx → utils/edit.js',
    method: 'PUT',
    path: '/Destinations/{destination.id}',
    as: 'admin',
    body: { Id: '{destination.id}', City: 'Novi Sad', Airport: 'Novi Sad Airport' },
    expect: { status: 204 },
    stored: async (db, saved) =>
      expect(await storedRow(db, 'destination', saved.destination?.id)).toMatchObject({ city: 'Novi Sad' }),
  },
  {
    does: 'edits the pilot without touching the hours (no Id, hours the loaded number)',
    builtBy: 'components/pilot/PilotEditForm.jsx → utils/edit.js',
    method: 'PUT',
    path: '/Pilots/{pilot.id}',
    as: 'admin',
    body: { FirstName: 'Ognjen', LastName: 'Andjelić', UPRN: '0123456789112', FlyingHours: 60 },
    expect: { status: 204 },
    stored: async (db, saved) =>
      expect(await storedRow(db, 'pilot', saved.pilot?.id)).toMatchObject({ lastName: 'Andjelić', flyingHours: 60 }),
  },
  {
    does: 'edits the passenger',
    builtBy: 'components/passenger/PassengerEditForm.jsx → utils/edit.js',
    method: 'PUT',
    path: '/Passengers/{passenger.id}',
    as: 'admin',
    body: {
      Id: '{passenger.id}',
      FirstName: 'Ognjen',
      LastName: 'Andjelic',
      UPRN: '0123456789113',
      Passport: 'P00000001',
      Address: 'Knez Mihailova 2, Belgrade, Serbia',
      Phone: '381-11-654-321',
    },
    expect: { status: 204 },
    stored: async (db, saved) =>
      expect(await storedRow(db, 'passenger', saved.passenger?.id)).toMatchObject({ phone: '381-11-654-321' }),
  },
  {
    does: 'moves a seeded flight (ids the loaded numbers, time re-formatted)',
    builtBy: 'components/flight/FlightEditForm.jsx → formatTime → utils/edit.js',
    method: 'PUT',
    path: '/Flights/2',
    as: 'admin',
    body: {
      Id: '2',
      DepartureDate: seedDay('2025-08-08'),
      DepartureTime: '12:50:00',
      AirlineId: 2,
      DestinationId: 2,
      PilotId: 2,
    },
    expect: { status: 204 },
    stored: async (db) =>
      expect(await storedRow(db, 'flight', 2)).toEqual({
        id: 2,
        departureDate: seedDay('2025-08-08'),
        departureTime: '12:50:00',
        airlineId: 2,
        destinationId: 2,
        pilotId: 2,
      }),
  },
  {
    does: 'changes a seeded ticket price (typed price a string, other numbers as loaded)',
    builtBy: 'components/planeTicket/PlaneTicketEditForm.jsx → utils/edit.js',
    method: 'PUT',
    path: '/PlaneTickets/3',
    as: 'admin',
    body: {
      Id: '3',
      Price: '450',
      PurchaseDate: seedDay('2025-07-09'),
      SeatNumber: 7,
      PassengerId: 3,
      TravelClassId: 3,
      FlightId: 3,
    },
    expect: { status: 204 },
    stored: async (db) => expect(await storedRow(db, 'planeTicket', 3)).toMatchObject({ price: 450, seatNumber: 7 }),
  },
  {
    does: 'opens an API user to edit it',
    builtBy: 'components/apiUser/ApiUserEditForm.jsx → useFetch',
    method: 'GET',
    path: '/ApiUsers/{editor.apiUserId}',
    as: 'superAdmin',
    expect: { status: 200, body: { userName: 'bootstrap-editor', roles: 'User', password: expect.any(String) } },
    saveAs: 'editorShown',
  },
  {
    does: 'promotes the API user, sending back the shown password hash and Id (not ApiUserId)',
    builtBy: 'components/apiUser/ApiUserEditForm.jsx → utils/edit.js',
    method: 'PUT',
    path: '/ApiUsers/{editor.apiUserId}',
    as: 'superAdmin',
    body: {
      Id: '{editor.apiUserId}',
      UserName: 'bootstrap-editor',
      Password: '{editorShown.password}',
      Roles: 'Admin',
    },
    expect: { status: 204 },
    stored: async (db, saved) =>
      expect(await storedEditor(db, saved)).toMatchObject({ roles: 'Admin', password: saved.editorShown?.password }),
  },
];

export const deletes: ClientRequest[] = [
  {
    does: 'deletes an airline that flights use',
    builtBy: 'components/airline/AirlineDetails.jsx → utils/delete.js',
    method: 'DELETE',
    path: '/Airlines/1',
    as: 'admin',
    expect: { status: 409, body: { detail: referencedSentence('Airline') } },
    stored: async (db) => expect(await storedRow(db, 'airline', 1)).toBeDefined(),
  },
  {
    does: 'deletes a flight that tickets use',
    builtBy: 'components/flight/FlightDetails.jsx → utils/delete.js',
    method: 'DELETE',
    path: '/Flights/1',
    as: 'admin',
    expect: { status: 409, body: { detail: referencedSentence('Flight') } },
    stored: async (db) => expect(await storedRow(db, 'flight', 1)).toBeDefined(),
  },
  {
    does: 'tries a delete after the session clock ran out',
    builtBy: 'utils/auth.js getAuthToken → utils/delete.js',
    method: 'DELETE',
    path: '/PlaneTickets/10',
    as: 'expiredSession',
    expect: { status: 401 },
    stored: async (db) => expect(await storedRow(db, 'planeTicket', 10)).toBeDefined(),
  },
  ...(
    [
      ['PlaneTickets', 'planeTicket', 'ticket'],
      ['Flights', 'flight', 'flight'],
      ['Passengers', 'passenger', 'passenger'],
      ['Pilots', 'pilot', 'pilot'],
      ['Destinations', 'destination', 'destination'],
      ['Airlines', 'airline', 'airline'],
    ] as const
  ).map(([entity, table, name]): ClientRequest => ({
    does: `deletes the ${name} it created`,
    builtBy: `components/${COMPONENT[entity]}Details.jsx → utils/delete.js`,
    method: 'DELETE',
    path: `/${entity}/{${name}.id}`,
    as: 'admin',
    expect: { status: 204 },
    stored: isGone(table, name),
  })),
  {
    does: 'deletes the API user',
    builtBy: 'components/apiUser/ApiUserDetails.jsx → utils/delete.js',
    method: 'DELETE',
    path: '/ApiUsers/{editor.apiUserId}',
    as: 'superAdmin',
    expect: { status: 204 },
    stored: async (db, saved) => expect(await storedEditor(db, saved)).toBeUndefined(),
  },
];
