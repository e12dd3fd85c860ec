import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { Dashboard } from '../../../src/domain/dashboard';
import type { Flight } from '../../../src/domain/entities/flight';
import { apiUrl } from './server';

const day = (offset: number) => new Date(Date.UTC(2026, 10, 28 + offset)).toISOString().slice(0, 10);

const flight = (id: number, offset: number, time: string): Flight => ({
  id,
  departureDate: day(offset),
  departureTime: time,
  airlineId: 3,
  destinationId: 5,
  pilotId: 7,
  airline: { id: 3, name: 'Nordic Air' },
  destination: { id: 5, city: 'Oslo', airport: 'Gardermoen' },
  pilot: { id: 7, firstName: 'Ada', lastName: 'Byrne', uprn: 'UPRN7', flyingHours: 1200 },
});

/** A dashboard as GET /Dashboard answers a SuperAdmin on 2026-11-28 at 09:15. */
export const dashboard: Dashboard = {
  asOf: { date: day(0), time: '09:15:00' },
  counts: {
    airlines: 15,
    destinations: 16,
    travelClasses: 4,
    passengers: 1_000_000,
    pilots: 25,
    flights: 1234,
    planeTickets: 5678,
    apiUsers: 3,
  },
  departures: {
    from: day(0),
    to: day(7),
    total: 12,
    first: [flight(101, 0, '10:30:00'), ...Array.from({ length: 9 }, (_, index) => flight(102 + index, 1, '06:00:00'))],
  },
  sales: {
    from: day(-29),
    to: day(0),
    perDay: Array.from({ length: 30 }, (_, index) => ({ date: day(index - 29), tickets: index % 7 === 0 ? 0 : index })),
    byClass: [
      { travelClassId: 1, travelClass: 'Economy', tickets: 300, revenue: 45_000.5 },
      { travelClassId: 2, travelClass: 'Business', tickets: 20, revenue: 30_000 },
      { travelClassId: 3, travelClass: 'First', tickets: 0, revenue: 0 },
    ],
  },
  health: {
    status: 'Healthy',
    entries: [
      { name: 'API', status: 'Healthy', description: 'The API is up and running.' },
      { name: 'Database', status: 'Healthy', description: 'Database is reachable.' },
    ],
  },
};

/** GET /Dashboard answering `body` (the dashboard above by default), with this status. */
export const dashboardHandler = (body: JsonBodyType = dashboard as unknown as JsonBodyType, status = 200) =>
  http.get(apiUrl('Dashboard'), () => HttpResponse.json(body, { status }));
