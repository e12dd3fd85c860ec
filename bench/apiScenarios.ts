import { en } from '@faker-js/faker';
import type { Request } from 'autocannon';
import { GENERATED_STAFF } from '../server/db/generate/auditHistory';
import { bookingPlan, firstDepartureDay } from '../server/db/generate/rows';
import { rowCounts } from '../server/db/generate/scale';

// What the API benchmark asks for (docs/performance.md): the reads staff do all day and one write, each as one
// autocannon run. Paths are the SPA's own calls. `size` is what the data set holds, so ids and pages exist.

export interface DataSize {
  passengers: number;
}

/** The generator's proportions (server/db/generate/scale.ts): a flight per ten passengers, an airline per thousand. */
const flightsOf = ({ passengers }: DataSize) => Math.max(1, Math.round(passengers / 10));
const airlinesOf = ({ passengers }: DataSize) => Math.max(1, Math.round(passengers / 1000));

/** Takes the time of one answer a scenario times itself (see Scenario.timesItself). */
type AnswerTimer = (ms: number) => void;

export interface Scenario {
  key: string;
  label: string;
  /** The request, or requests chosen per call (a random id). */
  requests: (size: DataSize, timer: AnswerTimer) => Request[];
  /**
   * Its requests report their own answers' times to the timer: only those count, and the others are load beside
   * them (a search's count, asked after its page: what staff wait for is the page).
   */
  timesItself?: boolean;
  /** Needs the Admin token (writes); reads go with the User's. */
  admin?: boolean;
  /** False when a warm-up would change what the scenario measures (the new-term search: its terms would be known). */
  warmUp?: boolean;
}

const API = '/api/v1';
/** The tickets the create-ticket scenario has asked for in this process (each data set is new, and far larger). */
const ticketCalls = { made: 0 };
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
 * `path` makes the request of a term; a path that ignores the column (free text) gets each fragment once.
 */
function newSearchPaths(path: (param: string, term: string) => string, anyColumn = false): () => string {
  const columns = [
    { param: 'lastName', fragments: fragmentsOf(en.person?.last_name?.generic ?? []) },
    { param: 'firstName', fragments: fragmentsOf(en.person?.first_name?.generic ?? []) },
  ];
  const all = columns.flatMap(({ param, fragments }) => fragments.map((fragment) => ({ param, fragment })));
  const searches = anyColumn
    ? all.filter((search, index) => all.findIndex((other) => other.fragment === search.fragment) === index)
    : all;
  let call = 0;
  return () => {
    const search = searches[call % searches.length];
    const capitals = Math.floor(call / searches.length) % 8;
    call += 1;
    const term = [...(search?.fragment ?? REPEATED_TERM)]
      .map((letter, index) => ((capitals >> index) & 1 ? letter.toUpperCase() : letter))
      .join('');
    return path(search?.param ?? 'lastName', term);
  };
}

/** A search's page as the list screen asks it: without its count, which it asks for next (D-110). */
function byFilterPath(param: string, term: string): string {
  return `${API}/Passengers/byFilter?${param}=${term}&page=1&pageSize=10&count=false`;
}

/** The count the list screen asks for once a search's page is in: one row, counted up to 1,000 (D-106, D-110). */
const byFilterCountPath = (pagePath: string) =>
  pagePath.replace('&page=1&pageSize=10&count=false', '&page=1&pageSize=1&countUpTo=1000');

interface SearchContext {
  pagePath?: string;
  sentAt?: number;
}

/**
 * A new search as the list screen makes it: its page, timed, then its count, as load beside the pages. Each
 * connection asks the two in turn, the count for the page it asked last (autocannon's context is the connection's).
 */
function pageThenCount(pagePath: () => string, timer: AnswerTimer): Request[] {
  return [
    {
      setupRequest: (request, context: SearchContext) => {
        context.pagePath = pagePath();
        context.sentAt = performance.now();
        return { ...request, path: context.pagePath };
      },
      onResponse: (status, _body, context: SearchContext) => {
        if (status >= 200 && status < 300 && context.sentAt !== undefined) timer(performance.now() - context.sentAt);
      },
    },
    {
      // As less urgent than the pages, as the screen asks it (D-111).
      setupRequest: (request, context: SearchContext) => ({
        ...request,
        path: byFilterCountPath(context.pagePath ?? byFilterPath('lastName', REPEATED_TERM)),
        headers: { ...request.headers, priority: 'u=5' },
      }),
    },
  ];
}

/** The same search as a reference client asks it: the exact count of every match. */
function byFilterExactPath(param: string, term: string): string {
  return `${API}/Passengers/byFilter?${param}=${term}&page=1&pageSize=10`;
}

/**
 * A picker's type-ahead as the SPA asks it: the first ten passengers with the term in what their option shows
 * (`match=name`), in the order of relevance, without an exact count.
 */
const typeAheadPath = (_param: string, term: string) =>
  `${API}/Passengers?q=${term}&match=name&count=false&page=1&pageSize=10`;

/**
 * What people type in the passenger picker, one per call: the start of a first name ('joh'), a first name and the
 * start of a last name ('john smi'), a last name and the start of a first ('smith jo'), the start of a passport
 * ('K0003'). Drawn from the generator's names (Faker's English names) and passports, so most find someone; each is
 * new to the server for a run's length.
 */
function typedNames(): () => string {
  const firstNames = en.person?.first_name?.generic ?? ['John'];
  const lastNames = en.person?.last_name?.generic ?? ['Smith'];
  let call = 0;
  return () => {
    call += 1;
    const first = (firstNames[(call * 7) % firstNames.length] ?? 'John').toLowerCase();
    const last = (lastNames[(call * 13) % lastNames.length] ?? 'Smith').toLowerCase();
    const letters = 2 + (call % 4);
    const typed = [
      first.slice(0, letters + 1),
      `${first} ${last.slice(0, letters)}`,
      `${last} ${first.slice(0, letters)}`,
      `${String.fromCharCode(65 + (call % 26))}${String(call % 10_000).padStart(4, '0')}`,
    ][call % 4];
    return `${API}/Passengers?q=${encodeURIComponent(typed ?? first)}&match=name&count=false&page=1&pageSize=10`;
  };
}

/** A new request per call, from `path` (a random id, a new term). */
const perCall = (path: () => string): Request[] => [{ setupRequest: (request) => ({ ...request, path: path() }) }];

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
    requests: ({ passengers }) => perCall(() => `${API}/Passengers/${randomId(passengers)}`),
  },
  {
    // Staff page through results and repeat searches: after the first request, the server knows this search's count.
    key: 'contains-search',
    label: 'contains search, repeated (count remembered)',
    requests: () => [{ path: `${API}/Passengers/byFilter?lastName=${REPEATED_TERM}&page=1&pageSize=10` }],
  },
  {
    // A search never made before, as the list screen asks it (D-110): its page, timed, then its matches counted up
    // to 1,000 (D-106) beside the next searches' pages.
    key: 'contains-search-new',
    label: 'contains search, a new term each request: the page (its count up to 1,000 asked next)',
    warmUp: false,
    timesItself: true,
    requests: (_size, timer) => pageThenCount(newSearchPaths(byFilterPath), timer),
  },
  {
    // The same, as a reference client asks it: every request counts all its matches. Reported, not budgeted.
    key: 'contains-search-new-exact',
    label: 'contains search, a new term each request (exact count)',
    warmUp: false,
    requests: () => perCall(newSearchPaths(byFilterExactPath)),
  },
  {
    key: 'passengers-sorted',
    label: 'passengers sorted by name, page 1',
    requests: () => [{ path: `${API}/Passengers?sort=lastName,firstName&page=1&pageSize=10` }],
  },
  {
    // As the tickets list asks: sorted by its Passenger column, each ticket's flight with its destination.
    key: 'tickets-sorted',
    label: 'tickets sorted by passenger name, page 1',
    requests: () => [
      {
        path: `${API}/PlaneTickets?sort=passenger.lastName,passenger.firstName&include=flight.destination&page=1&pageSize=10`,
      },
    ],
  },
  {
    key: 'picker-type-ahead',
    label: 'picker type-ahead (q of a new term, no count)',
    warmUp: false,
    requests: () => perCall(newSearchPaths(typeAheadPath, true)),
  },
  {
    // What people type in a picker: the start of a name, a name and the start of the other, a passport's start.
    key: 'picker-names',
    label: 'picker type-ahead of names and passports (ranked, no count)',
    warmUp: false,
    requests: () => perCall(typedNames()),
  },
  {
    key: 'tickets-of-flight',
    label: 'tickets of one flight',
    requests: (size) =>
      perCall(() => `${API}/PlaneTickets/byFilter?flightId=${randomId(flightsOf(size))}&page=1&pageSize=10`),
  },
  {
    // The flight's details page's manifest: every ticket by seat with its passenger and class, and the totals.
    key: 'flight-manifest',
    label: "a flight's manifest (tickets by seat, totals)",
    requests: (size) => perCall(() => `${API}/Flights/${randomId(flightsOf(size))}/manifest`),
  },
  {
    // The History section of a ticket's details page (docs/audit-trail.md).
    key: 'audit-history',
    label: "a ticket's history, first page",
    admin: true,
    requests: ({ passengers }) =>
      perCall(() => `${API}/AuditLog?entity=PlaneTickets&recordId=${randomId(passengers)}&page=1&pageSize=10`),
  },
  {
    // The Activity page: what one of the staff changed over the last month.
    key: 'activity-filtered',
    label: "a user's changes over 30 days, first page",
    admin: true,
    requests: () =>
      perCall(() => {
        const userName = GENERATED_STAFF[randomId(GENERATED_STAFF.length) - 1] ?? '';
        const to = new Date();
        const from = new Date(to.getTime() - 30 * 86_400_000);
        const day = (date: Date) => date.toISOString().slice(0, 10);
        return `${API}/AuditLog?userName=${userName}&from=${day(from)}&to=${day(to)}&page=1&pageSize=10`;
      }),
  },
  {
    // The signed-in home page's one request: every count, the week's departures, 30 days of sales, the health checks.
    key: 'dashboard',
    label: 'the dashboard (counts, departures, 30 days of sales, health)',
    requests: () => [{ path: `${API}/Dashboard` }],
  },
  {
    key: 'flights-of-airline',
    label: 'flights of one airline, by departure',
    requests: (size) =>
      perCall(
        () =>
          `${API}/Flights/byFilter?airlineId=${randomId(airlinesOf(size))}&sort=departureDate,departureTime&page=1&pageSize=10`,
      ),
  },
  {
    // Staff paging on or coming back: from the position its first visit left (D-105), a range of the sort's index.
    key: 'deep-sorted-page',
    label: 'passengers sorted by name, a deep page',
    requests: ({ passengers }) => [
      {
        path: `${API}/Passengers?sort=lastName,firstName&page=${Math.max(1, Math.floor(passengers / 10 / 2))}&pageSize=10`,
      },
    ],
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
    // Every booking rule checked (docs/booking-rules.md). Call n books the passenger of the generated data's ticket n
    // (who holds no other) on the flight after that ticket's, in a seat above the 320 the generated tickets use. The
    // calls go on counting from the warm-up's, whose tickets are sold: started again at 0, the measured run repeated
    // them and was refused (a passenger's second ticket on a flight).
    key: 'create-ticket',
    label: 'create a ticket (POST, booking rules checked)',
    admin: true,
    requests: ({ passengers }) => {
      const counts = rowCounts(passengers / 1_000_000);
      const plan = bookingPlan(counts);
      const purchaseBeforeEveryFlight = firstDepartureDay(
        new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10),
      );
      return [
        {
          method: 'POST',
          path: `${API}/PlaneTickets`,
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => {
            const n = ticketCalls.made % counts.planeTicket;
            // Past the last ticket (a tiny data set sells them all within a second) the passengers go round again,
            // each to a flight one further on: a passenger's second ticket on a flight would be refused.
            const round = Math.floor(ticketCalls.made / counts.planeTicket);
            ticketCalls.made += 1;
            const call = ticketCalls.made;
            return {
              ...request,
              body: JSON.stringify({
                Price: 199.5,
                // Before every generated flight (the data is dated around the day it was made: D-89), a week's margin
                // for a run that goes on past midnight.
                PurchaseDate: purchaseBeforeEveryFlight,
                SeatNumber: 1_000 + call,
                PassengerId: plan.ticket(n).passengerId,
                TravelClassId: 1,
                FlightId: ((plan.ticket(n).flightId + round) % counts.flight) + 1,
              }),
            };
          },
        },
      ];
    },
  },
  {
    key: 'create',
    label: 'create (POST airline, with its audit entry)',
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
