import { isRejected, type Caller } from './callers';
import {
  AIRLINES,
  API_USERS,
  DESTINATIONS,
  FLIGHTS,
  PASSENGERS,
  PILOTS,
  PLANE_TICKETS,
  type WritableResource,
} from './writableResources';
import { demoDate as seedDay } from '../../../server/db/seed/seedDates';

// Every route of the API (as we serve it, both search spellings of D-36) with who may call it (D-51)
// and what a granted call answers. The matrix test requests each one as each caller; the same table is compared with
// the routes the app registers, so a route added without a row here fails the suite.

/** anonymous: anyone; signedIn: any of the three roles; write: Admin or SuperAdmin; superAdmin: SuperAdmin only. */
export type Access = 'anonymous' | 'signedIn' | 'write' | 'superAdmin';
export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface MatrixRoute {
  method: Method;
  /** As registered, relative to /api/v1, e.g. '/Airlines/byName/:name'. */
  route: string;
  access: Access;
  /** The status of a granted call. */
  success: number;
  /** Reads: the URL requested (relative to /api/v1), its criteria matching seed rows; the body a granted call shows. */
  url?: string;
  body?: Record<string, unknown>;
  /** Exports: a line the CSV file a granted call answers holds, instead of a JSON body. */
  file?: string;
  payload?: Record<string, unknown>;
  /** Writes: the resource that provides a row to change and a valid body. */
  resource?: WritableResource;
  /** The restore of a row the SuperAdmin deleted just before (POST /{Entity}/{id}/restore). */
  restore?: true;
}

const ALLOWED: Record<Exclude<Access, 'anonymous'>, readonly Caller[]> = {
  signedIn: ['User', 'Admin', 'SuperAdmin'],
  write: ['Admin', 'SuperAdmin'],
  superAdmin: ['SuperAdmin'],
};

/** 401 for a caller without a usable token, 403 for a role without access, else the route's success. */
export function expectedStatus(route: MatrixRoute, caller: Caller): number {
  if (route.access === 'anonymous') return route.success;
  if (isRejected(caller)) return 401;
  return ALLOWED[route.access].includes(caller) ? route.success : 403;
}

const PAGE_ONE = { pageNumber: 1, pageSize: 10 };
const REFERENCES = { references: expect.any(Object) };

function read(route: string, url: string, body: Record<string, unknown>, access: Access = 'signedIn'): MatrixRoute {
  return { method: 'GET', route, url, body, access, success: 200 };
}

/** An export, requested as CSV: who may write the resource may export it. */
function exported(path: string, line: string, access: Access = 'write'): MatrixRoute {
  return {
    method: 'GET',
    route: `/${path}/export/:format`,
    url: `/${path}/export/csv`,
    file: line,
    access,
    success: 200,
  };
}

function writes(resource: WritableResource, access: Access): MatrixRoute[] {
  const byId = `/${resource.path}/:id`;
  return [
    ...(resource.createBody === undefined
      ? []
      : [{ method: 'POST' as const, route: `/${resource.path}`, access, success: 201, resource }]),
    { method: 'PUT', route: byId, access, success: 204, resource },
    { method: 'PATCH', route: byId, access, success: 200, resource },
    { method: 'DELETE', route: byId, access, success: 204, resource },
    { method: 'POST', route: `${byId}/restore`, access, success: 201, resource, restore: true },
  ];
}

export const ROUTE_TABLE: MatrixRoute[] = [
  {
    method: 'POST',
    route: '/Authentication',
    url: '/Authentication',
    payload: { UserName: 'uu', Password: 'uu' },
    access: 'anonymous',
    success: 200,
  },
  {
    method: 'POST',
    route: '/Authentication/refresh',
    url: '/Authentication/refresh',
    access: 'signedIn',
    success: 200,
  },
  read('/HealthCheck', '/HealthCheck', { status: 'Healthy' }),
  read('/DataRules', '/DataRules', { rules: expect.any(Array) }),
  read('/AuditLog', '/AuditLog', PAGE_ONE, 'write'),
  read('/AuditLog/users', '/AuditLog/users', { data: expect.any(Array) }, 'write'),
  read('/Dashboard', '/Dashboard', { counts: expect.objectContaining({ airlines: 15, flights: 10 }) }),
  // Where one's own export waits: none does here, so a granted call finds none (404, as problem+json).
  {
    method: 'GET',
    route: '/Exports/queue/:ticket',
    url: '/Exports/queue/no-such-ticket',
    access: 'write',
    success: 404,
    body: { status: 404 },
  },

  read('/Airlines', '/Airlines', { ...PAGE_ONE, totalCount: 15 }),
  read('/Airlines/:id', '/Airlines/1', { id: 1, name: 'Delta Air Lines' }),
  read('/Airlines/:id/references', '/Airlines/1/references', REFERENCES),
  read('/Airlines/byName/:name', '/Airlines/byName/air', { ...PAGE_ONE, totalCount: 11 }),
  read('/Airlines/search', '/Airlines/search?name=air', { ...PAGE_ONE, totalCount: 11 }),
  exported('Airlines', '1,Delta Air Lines'),
  ...writes(AIRLINES, 'write'),

  read('/ApiUsers', '/ApiUsers', PAGE_ONE, 'superAdmin'),
  read('/ApiUsers/:id', '/ApiUsers/1', { apiUserId: 1, userName: 'og' }, 'superAdmin'),
  read('/ApiUsers/byFilter', '/ApiUsers/byFilter?roles=Admin', { totalCount: 1 }, 'superAdmin'),
  read('/ApiUsers/search', '/ApiUsers/search?roles=Admin', { totalCount: 1 }, 'superAdmin'),
  read('/ApiUsers/byRole/:role', '/ApiUsers/byRole/Admin', { totalCount: 1 }, 'superAdmin'),
  exported('ApiUsers', '1,og,Super Admin', 'superAdmin'),
  ...writes(API_USERS, 'superAdmin'),

  read('/Destinations', '/Destinations', { ...PAGE_ONE, totalCount: 16 }),
  read('/Destinations/:id', '/Destinations/2', { id: 2, city: 'London' }),
  read('/Destinations/:id/references', '/Destinations/2/references', REFERENCES),
  read('/Destinations/search', '/Destinations/search?airport=Heathrow', { totalCount: 1 }),
  read('/Destinations/byFilter', '/Destinations/byFilter?airport=Heathrow', { totalCount: 1 }),
  exported('Destinations', '2,London,'),
  ...writes(DESTINATIONS, 'write'),

  read('/Flights', '/Flights', { ...PAGE_ONE, totalCount: 10 }),
  read('/Flights/:id', '/Flights/1', { id: 1, departureDate: seedDay('2025-08-07') }),
  read('/Flights/:id/references', '/Flights/1/references', REFERENCES),
  read('/Flights/byDate', `/Flights/byDate?startDate=${seedDay('2025-08-10')}&endDate=${seedDay('2025-08-12')}`, {
    totalCount: 3,
  }),
  read('/Flights/byFilter', `/Flights/byFilter?startDate=${seedDay('2025-08-10')}&endDate=${seedDay('2025-08-12')}`, {
    totalCount: 3,
  }),
  read('/Flights/search', `/Flights/search?startDate=${seedDay('2025-08-10')}&endDate=${seedDay('2025-08-12')}`, {
    totalCount: 3,
  }),
  exported('Flights', `1,${seedDay('2025-08-07')},`),
  read('/Flights/:id/manifest', '/Flights/1/manifest', { total: { tickets: 1, revenue: 200 } }),
  {
    method: 'GET',
    route: '/Flights/:id/manifest/export/:format',
    url: '/Flights/1/manifest/export/csv',
    file: '15,John Doe,P12345678,Economy,200',
    access: 'write',
    success: 200,
  },
  ...writes(FLIGHTS, 'write'),

  read('/Passengers', '/Passengers', { ...PAGE_ONE, totalCount: 25 }),
  read('/Passengers/:id', '/Passengers/1', { id: 1, firstName: 'John' }),
  read('/Passengers/:id/references', '/Passengers/1/references', REFERENCES),
  read('/Passengers/byName', '/Passengers/byName?lastName=Johnson', { totalCount: 3 }),
  read('/Passengers/byFilter', '/Passengers/byFilter?lastName=Johnson', { totalCount: 3 }),
  read('/Passengers/search', '/Passengers/search?lastName=Johnson', { totalCount: 3 }),
  exported('Passengers', '1,John,'),
  ...writes(PASSENGERS, 'write'),

  read('/Pilots', '/Pilots', { ...PAGE_ONE, totalCount: 12 }),
  read('/Pilots/:id', '/Pilots/1', { id: 1, firstName: 'Alex' }),
  read('/Pilots/:id/references', '/Pilots/1/references', REFERENCES),
  read('/Pilots/byName', '/Pilots/byName?lastName=Walker', { totalCount: 2 }),
  read('/Pilots/byFilter', '/Pilots/byFilter?flyingHours=15', { totalCount: 4 }),
  read('/Pilots/search', '/Pilots/search?flyingHours=15', { totalCount: 4 }),
  exported('Pilots', '1,Alex,'),
  ...writes(PILOTS, 'write'),

  read('/PlaneTickets', '/PlaneTickets', { ...PAGE_ONE, totalCount: 10 }),
  read('/PlaneTickets/:id', '/PlaneTickets/1', { id: 1, seatNumber: 15 }),
  read('/PlaneTickets/byPrice', '/PlaneTickets/byPrice?minPrice=300&maxPrice=500', { totalCount: 3 }),
  read('/PlaneTickets/byFilter', '/PlaneTickets/byFilter?price=200', { totalCount: 1 }),
  read('/PlaneTickets/search', '/PlaneTickets/search?price=200', { totalCount: 1 }),
  exported('PlaneTickets', '1,200,'),
  ...writes(PLANE_TICKETS, 'write'),

  read('/TravelClasses', '/TravelClasses', { ...PAGE_ONE, totalCount: 4 }),
  read('/TravelClasses/:id', '/TravelClasses/1', { id: 1, type: 'Economy' }),
  read('/TravelClasses/:id/references', '/TravelClasses/1/references', REFERENCES),
  exported('TravelClasses', '1,Economy'),
];

/** Every read also answers HEAD (Fastify adds it beside each GET, with the same access policy). */
export const MATRIX_CASES: MatrixRoute[] = ROUTE_TABLE.flatMap((route) =>
  route.method === 'GET' ? [route, { ...route, method: 'HEAD' as const }] : [route],
);
