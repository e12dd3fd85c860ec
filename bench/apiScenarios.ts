import type { Request } from 'autocannon';

// What the API benchmark asks for (issue 6): the reads staff do all day and one write, each as one autocannon run.
// Paths are the SPA's own calls (api-contract section 14). `size` is what the data set holds, so ids and pages exist.

export interface DataSize {
  passengers: number;
}

export interface Scenario {
  key: string;
  label: string;
  /** The request, or requests chosen per call (a random id). */
  requests: (size: DataSize) => Request[];
  /** Needs the Admin token (writes); reads go with the User's. */
  admin?: boolean;
}

const API = '/api/v1';
const randomId = (max: number) => 1 + Math.floor(Math.random() * max);

export const CEILING: Scenario = { key: 'livez', label: 'GET /livez (ceiling)', requests: () => [{ path: '/livez' }] };

export const SCENARIOS: Scenario[] = [
  {
    key: 'list-page-1',
    label: 'list page 1',
    requests: () => [{ path: `${API}/Passengers?page=1&pageSize=10` }],
  },
  {
    key: 'list-deep-page',
    label: 'list, a deep page',
    requests: ({ passengers }) => [
      { path: `${API}/Passengers?page=${Math.max(1, Math.floor(passengers / 10 / 2))}&pageSize=10` },
    ],
  },
  {
    key: 'get-by-id',
    label: 'get by id',
    requests: ({ passengers }) => [
      { setupRequest: (request) => ({ ...request, path: `${API}/Passengers/${randomId(passengers)}` }) },
    ],
  },
  {
    key: 'contains-search',
    label: 'contains search (3+ chars)',
    requests: () => [{ path: `${API}/Passengers/byFilter?lastName=son&page=1&pageSize=10` }],
  },
  {
    key: 'flights-by-date',
    label: 'flights by date range',
    requests: () => [{ path: `${API}/Flights/byDate?startDate=2025-03-01&endDate=2025-03-07&page=1&pageSize=10` }],
  },
  {
    key: 'tickets-by-filter',
    label: 'tickets by filter',
    requests: () => [{ path: `${API}/PlaneTickets/byFilter?seatNumber=17&page=1&pageSize=10` }],
  },
  {
    key: 'create',
    label: 'create (POST airline)',
    admin: true,
    requests: () => [
      {
        method: 'POST',
        path: `${API}/Airlines`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Name: 'Benchmark Air' }),
      },
    ],
  },
];
