import { en } from '@faker-js/faker';
import type { Request } from 'autocannon';

// What the API benchmark asks for (docs/performance.md): the reads staff do all day and one write, each as one
// autocannon run. Paths are the SPA's own calls. `size` is what the data set holds, so ids and pages exist.

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
  /** False when a warm-up would change what the scenario measures (the new-term search: its terms would be known). */
  warmUp?: boolean;
}

const API = '/api/v1';
const randomId = (max: number) => 1 + Math.floor(Math.random() * max);

const REPEATED_TERM = 'son';

/** Every three-letter piece of the names the data generator draws from (Faker's English names), e.g. 'nde'. */
function fragmentsOf(names: readonly string[]): string[] {
  const fragments = new Set<string>();
  for (const name of names) {
    const lower = name.toLowerCase();
    for (let start = 0; start + 3 <= lower.length; start++) {
      const fragment = lower.slice(start, start + 3);
      if (/^[a-z]{3}$/.test(fragment) && fragment !== REPEATED_TERM) fragments.add(fragment);
    }
  }
  return [...fragments];
}

/**
 * Search paths the server has not seen before, one per call: each name fragment in each name column, then again with
 * other capitals (matching is case-insensitive, so the rows and the work are the same, but to the server it is a new
 * search). Some 13,700 of them: more than the server remembers (10,000) and than one run asks for at any scale.
 */
function newSearchPaths(): () => string {
  const columns = [
    { param: 'lastName', fragments: fragmentsOf(en.person?.last_name?.generic ?? []) },
    { param: 'firstName', fragments: fragmentsOf(en.person?.first_name?.generic ?? []) },
  ];
  const searches = columns.flatMap(({ param, fragments }) => fragments.map((fragment) => ({ param, fragment })));
  let call = 0;
  return () => {
    const search = searches[call % searches.length];
    const capitals = Math.floor(call / searches.length) % 8;
    call += 1;
    const term = [...(search?.fragment ?? REPEATED_TERM)]
      .map((letter, index) => ((capitals >> index) & 1 ? letter.toUpperCase() : letter))
      .join('');
    return `${API}/Passengers/byFilter?${search?.param ?? 'lastName'}=${term}&page=1&pageSize=10`;
  };
}

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
    // Staff page through results and repeat searches: after the first request, the server knows this search's count.
    key: 'contains-search',
    label: 'contains search, repeated (count remembered)',
    requests: () => [{ path: `${API}/Passengers/byFilter?lastName=${REPEATED_TERM}&page=1&pageSize=10` }],
  },
  {
    // A search never made before: every request counts all its matches.
    key: 'contains-search-new',
    label: 'contains search, a new term each request (counted)',
    warmUp: false,
    requests: () => {
      const nextPath = newSearchPaths();
      return [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }];
    },
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
