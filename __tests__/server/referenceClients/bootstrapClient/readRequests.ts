import { includesRow, type ClientRequest } from '../../helpers/referenceClientReplay';
import { demoDate as seedDay } from '../../../../server/db/seed/seedDates';

// The first reference frontend: signing in, the health page, the lists and the record pages it loads.

const JWT = expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/);

export const signInAndHealth: ClientRequest[] = [
  {
    does: 'signs in',
    builtBy: 'utils/auth.js authenticateUser',
    method: 'POST',
    path: '/Authentication',
    as: 'nobody',
    body: { UserName: 'aa', Password: 'aa' },
    expect: { status: 200, body: JWT, contentType: /^text\/plain/ },
  },
  {
    does: 'signs in with a wrong password',
    builtBy: 'utils/auth.js authenticateUser',
    method: 'POST',
    path: '/Authentication',
    as: 'nobody',
    body: { UserName: 'aa', Password: 'not-the-password' },
    expect: { status: 401 },
  },
  {
    does: 'opens the health page',
    builtBy: 'components/common/HealthCheck.jsx → hooks/useFetch.jsx',
    method: 'GET',
    path: '/HealthCheck',
    as: 'user',
    expect: {
      status: 200,
      body: { status: 'Healthy', totalDuration: expect.any(String), entries: { Database: { status: 'Healthy' } } },
    },
  },
];

export const lists: ClientRequest[] = [
  {
    does: 'opens the airlines list',
    builtBy: 'components/airline/AirlinesList.jsx → hooks/useFetch.jsx',
    method: 'GET',
    path: '/Airlines?page=1&pageSize=10',
    as: 'user',
    expect: {
      status: 200,
      body: {
        data: includesRow({ id: 1, name: 'Delta Air Lines' }),
        pageNumber: 1,
        pageSize: 10,
        totalCount: 15,
        totalPages: 2,
        lastPage: 2,
      },
    },
  },
  {
    does: 'goes to the next airlines page (also the flight form Load More)',
    builtBy: 'components/common/pagination/Pagination.jsx, components/flight/FlightCreateForm.jsx → useFetch',
    method: 'GET',
    path: '/Airlines?page=2&pageSize=10',
    as: 'admin',
    expect: {
      status: 200,
      body: { data: [{ id: 11 }, { id: 12 }, { id: 13 }, { id: 14 }, { id: 15 }], pageNumber: 2 },
    },
  },
  {
    does: 'shows 5 destinations per page',
    builtBy: 'components/destination/DestinationsList.jsx → useFetch (rowsPerPage 5)',
    method: 'GET',
    path: '/Destinations?page=1&pageSize=5',
    as: 'user',
    expect: { status: 200, body: { pageSize: 5, totalCount: 16, totalPages: 4, data: expect.any(Array) } },
  },
  {
    does: 'shows 20 pilots per page',
    builtBy: 'components/pilot/PilotsList.jsx → useFetch (rowsPerPage 20)',
    method: 'GET',
    path: '/Pilots?page=1&pageSize=20',
    as: 'user',
    expect: { status: 200, body: { pageSize: 20, totalCount: 12, totalPages: 1 } },
  },
  {
    does: 'opens the last passengers page',
    builtBy: 'components/passenger/PassengersList.jsx → useFetch',
    method: 'GET',
    path: '/Passengers?page=3&pageSize=10',
    as: 'user',
    expect: { status: 200, body: { data: [{ id: 21 }, { id: 22 }, { id: 23 }, { id: 24 }, { id: 25 }] } },
  },
  {
    does: 'opens the flights list (nested airline, destination, pilot)',
    builtBy: 'components/flight/FlightsList.jsx → useFetch',
    method: 'GET',
    path: '/Flights?page=1&pageSize=10',
    as: 'user',
    expect: {
      status: 200,
      body: {
        data: includesRow({
          id: 1,
          departureDate: seedDay('2025-08-07'),
          departureTime: '08:30:00',
          airlineId: 1,
          destinationId: 1,
          pilotId: 1,
          airline: { id: 1, name: 'Delta Air Lines' },
          destination: { id: 1, city: 'New York' },
          pilot: { id: 1, firstName: 'Alex' },
        }),
        totalCount: 10,
      },
    },
  },
  {
    does: 'presses Load More past the last flight page',
    builtBy: 'components/planeTicket/PlaneTicketCreateForm.jsx → useFetch',
    method: 'GET',
    path: '/Flights?page=2&pageSize=10',
    as: 'admin',
    expect: { status: 204 },
  },
  {
    does: 'opens the plane tickets list (nested passenger, travel class, one-level flight)',
    builtBy: 'components/planeTicket/PlaneTicketsList.jsx → useFetch',
    method: 'GET',
    path: '/PlaneTickets?page=1&pageSize=10',
    as: 'user',
    expect: {
      status: 200,
      body: {
        data: includesRow({
          id: 1,
          price: 200,
          seatNumber: 15,
          passenger: { id: 1, lastName: 'Doe' },
          travelClass: { id: 1, type: 'Economy' },
          flight: { id: 1, airline: null, destination: null, pilot: null },
        }),
      },
    },
  },
  {
    does: 'opens the travel classes (page 1, default size)',
    builtBy: 'components/travelClass/TravelClassesList.jsx → useFetch',
    method: 'GET',
    path: '/TravelClasses?page=1&pageSize=10',
    as: 'user',
    expect: { status: 200, body: { data: [{ type: 'Economy' }, {}, {}, { type: 'First' }], totalCount: 4 } },
  },
  {
    does: 'opens the API users list',
    builtBy: 'components/apiUser/ApiUsersList.jsx → useFetch',
    method: 'GET',
    path: '/ApiUsers?page=1&pageSize=10',
    as: 'superAdmin',
    expect: {
      status: 200,
      body: { data: includesRow({ apiUserId: 1, userName: 'og', roles: 'SuperAdmin', password: expect.any(String) }) },
    },
  },
  {
    does: 'opens a list after its one-hour clock ran out',
    builtBy: 'utils/auth.js getAuthToken → useFetch',
    method: 'GET',
    path: '/Airlines?page=1&pageSize=10',
    as: 'expiredSession',
    expect: { status: 401 },
  },
];

/** The client's component folder and name of each entity: components/airline/AirlineDetails.jsx and so on. */
export const COMPONENT = {
  Airlines: 'airline/Airline',
  Destinations: 'destination/Destination',
  Passengers: 'passenger/Passenger',
  Pilots: 'pilot/Pilot',
  Flights: 'flight/Flight',
  PlaneTickets: 'planeTicket/PlaneTicket',
} as const;

export const details = (
  [
    ['Airlines', 4, { id: 4, name: 'Lufthansa' }],
    ['Destinations', 2, { id: 2, city: 'London', airport: 'Heathrow Airport' }],
    ['Passengers', 22, { id: 22, lastName: 'Martinez', passport: 'S24680135' }],
    ['Pilots', 3, { id: 3, firstName: 'Ethan', uprn: '4567890123456', flyingHours: 12 }],
    ['Flights', 10, { id: 10, airline: { id: 10 }, destination: { id: 10 }, pilot: { id: 10 } }],
    ['PlaneTickets', 10, { id: 10, passenger: { id: 10 }, travelClass: { id: 1 }, flight: { id: 10, pilot: null } }],
  ] as const
).map(([entity, id, body]): ClientRequest => ({
  does: `opens a record's details or edit form`,
  builtBy: `components/${COMPONENT[entity]}Details.jsx and …EditForm.jsx → useFetch(type, id)`,
  method: 'GET',
  path: `/${entity}/${id}`,
  as: 'user',
  expect: { status: 200, body },
}));
