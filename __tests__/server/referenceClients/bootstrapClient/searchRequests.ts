import { includesRow, type ClientRequest } from '../../helpers/referenceClientReplay';
import { PAGING } from '../storedRows';
import { demoDate as seedDay } from '../../../../server/db/seed/seedDates';

// The first reference frontend's search forms: the URL its fetch hook builds from the search fields, unused fields
// sent empty.

export const searches: ClientRequest[] = [
  {
    does: 'searches airlines by name',
    builtBy: 'hooks/useFetch.jsx buildURL (searchInput)',
    method: 'GET',
    path: `/Airlines/ByName/air?page=1&pageSize=10`,
    as: 'user',
    expect: { status: 200, body: { totalCount: 11, totalPages: 2, pageSize: 10, data: expect.any(Array) } },
  },
  {
    does: 'searches airlines by a name with a space',
    builtBy: 'hooks/useFetch.jsx buildURL (encodeURIComponent)',
    method: 'GET',
    path: `/Airlines/ByName/Delta%20Air?page=1&pageSize=10`,
    as: 'user',
    expect: { status: 200, body: { data: [{ id: 1, name: 'Delta Air Lines' }], totalCount: 1 } },
  },
  {
    does: 'searches airlines with no match',
    builtBy: 'hooks/useFetch.jsx buildURL',
    method: 'GET',
    path: `/Airlines/ByName/zzz?page=1&pageSize=10`,
    as: 'user',
    expect: { status: 204 },
  },
  {
    does: 'filters API users by role only',
    builtBy: 'hooks/useFetch.jsx buildURL (roleSelect)',
    method: 'GET',
    path: `/ApiUsers/ByFilter?username=&password=&roles=Admin${PAGING}`,
    as: 'superAdmin',
    expect: { status: 200, body: { data: [{ userName: 'aa', roles: 'Admin' }], totalCount: 1 } },
  },
  {
    does: 'filters API users by password only',
    builtBy: 'hooks/useFetch.jsx buildURL (password)',
    method: 'GET',
    path: `/ApiUsers/ByFilter?username=&password=uu&roles=${PAGING}`,
    as: 'superAdmin',
    expect: { status: 200, body: { data: [{ userName: 'uu' }], totalCount: 1 } },
  },
  {
    does: 'searches destinations by airport, city left empty',
    builtBy: 'hooks/useFetch.jsx buildURL (city, airport)',
    method: 'GET',
    path: `/Destinations/search?city=&airport=International${PAGING}`,
    as: 'user',
    expect: { status: 200, body: { totalCount: 8, data: includesRow({ id: 1, city: 'New York' }) } },
  },
  {
    does: 'searches flights between two dates',
    builtBy: 'hooks/useFetch.jsx buildURL (startDate, endDate)',
    method: 'GET',
    path: `/Flights/byDate?startDate=${seedDay('2025-08-10')}&endDate=${seedDay('2025-08-12')}${PAGING}`,
    as: 'user',
    expect: { status: 200, body: { data: [{ id: 4 }, { id: 5 }, { id: 6 }], totalCount: 3 } },
  },
  {
    does: 'searches flights from a date on, end date left empty',
    builtBy: 'hooks/useFetch.jsx buildURL (startDate)',
    method: 'GET',
    path: `/Flights/byDate?startDate=${seedDay('2025-08-15')}&endDate=${PAGING}`,
    as: 'user',
    expect: { status: 200, body: { data: [{ id: 9 }, { id: 10 }], totalCount: 2 } },
  },
  {
    does: 'filters passengers by first name, five fields empty',
    builtBy: 'hooks/useFetch.jsx buildURL (six passenger fields)',
    method: 'GET',
    path: `/Passengers/byFilter?firstName=emma&lastName=&uprn=&passport=&address=&phone=${PAGING}`,
    as: 'user',
    expect: { status: 200, body: { data: [{ id: 12 }, { id: 21 }], totalCount: 2 } },
  },
  {
    does: 'filters pilots by minimum flying hours',
    builtBy: 'hooks/useFetch.jsx buildURL (four pilot fields)',
    method: 'GET',
    path: `/Pilots/byFilter?firstName=&lastName=&uprn=&flyingHours=15${PAGING}`,
    as: 'user',
    expect: { status: 200, body: { data: [{ id: 4 }, { id: 9 }, { id: 10 }, { id: 12 }] } },
  },
  {
    does: 'filters plane tickets by price',
    builtBy: 'hooks/useFetch.jsx buildURL (price, purchaseDate, seatNumber)',
    method: 'GET',
    path: `/PlaneTickets/byFilter?price=200&purchaseDate=&seatNumber=${PAGING}`,
    as: 'user',
    expect: { status: 200, body: { data: [{ id: 1, price: 200 }], totalCount: 1 } },
  },
  {
    does: 'filters plane tickets by purchase date and seat',
    builtBy: 'hooks/useFetch.jsx buildURL (price, purchaseDate, seatNumber)',
    method: 'GET',
    path: `/PlaneTickets/byFilter?price=&purchaseDate=${seedDay('2025-07-08')}&seatNumber=10${PAGING}`,
    as: 'user',
    expect: { status: 200, body: { data: [{ id: 2, seatNumber: 10 }], totalCount: 1 } },
  },
];
