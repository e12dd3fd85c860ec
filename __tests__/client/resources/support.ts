import { waitFor } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { Page } from '../../../src/domain/page';
import { apiUrl, server } from '../support/server';

// MSW handlers and fixtures for the resource screens: paged answers as the API shapes them, a log
// of every request the app sends, and a way to hold a response open so a test can look at the pending state.

/** One page of `data`, claiming `totalCount` records in all. */
export function pageOf<T>(
  data: T[],
  { pageNumber = 1, pageSize = 10, totalCount = data.length }: Partial<Omit<Page<T>, 'data'>> = {},
): Page<T> {
  return { data, pageNumber, pageSize, totalCount, totalPages: Math.ceil(totalCount / pageSize) };
}

export const airline = (id: number, name = `Airline ${id}`) => ({ id, name });

/** Airlines `from`, `from + 1`, ... (`count` of them). */
export const airlineRange = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => airline(from + index));

/** `total` airlines, served `pageSize` at a time for whatever page is asked (204 past the end, as the API does). */
export const airlinesPaged = (total: number) =>
  getHandler('Airlines', (url) => {
    const page = Number(url.searchParams.get('page'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    const from = (page - 1) * pageSize + 1;
    if (from > total) return noContent();
    const rows = airlineRange(from, Math.min(pageSize, total - from + 1));
    return pageOf(rows, { pageNumber: page, pageSize, totalCount: total });
  });

export const passenger = (id: number) => ({
  id,
  firstName: 'Ognjen',
  lastName: 'Andjelic',
  uprn: '0123456789112',
  passport: '012345678',
  address: '014 Main Street, Belgrade, Serbia',
  phone: '012-456-7890',
});

export const pilot = (id: number, flyingHours = 60) => ({
  id,
  firstName: 'Ognjen',
  lastName: 'Andjelic',
  uprn: '0123456789112',
  flyingHours,
});

export const destination = (id: number, city = 'Belgrade', airport = 'Belgrade Nikola Tesla') => ({
  id,
  city,
  airport,
});

/** How the server refuses a request (RFC 9457 problem+json). */
export const problem = (
  status: number,
  detail?: string,
  errors?: Record<string, string[]>,
  /** Extension members, such as a refused delete's `references`. */
  members: Record<string, unknown> = {},
) =>
  HttpResponse.json(
    {
      type: 'about:blank',
      title: 'Refused',
      status,
      ...(detail ? { detail } : {}),
      ...(errors ? { errors } : {}),
      ...members,
    },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );

export const noContent = () => new HttpResponse(null, { status: 204 });

/** GET `path` (relative to /api/v1) answered by `answer`, which sees the request's URL. */
export const getHandler = (path: string, answer: (url: URL) => Response | JsonBodyType | Promise<Response>) =>
  http.get(apiUrl(path), async ({ request }) => {
    const reply = await answer(new URL(request.url));
    return reply instanceof Response ? reply : HttpResponse.json(reply);
  });

export interface LoggedRequest {
  method: string;
  /** The path under /api/v1 with its query, as sent: 'Airlines?page=1&pageSize=10'. */
  url: string;
  params: URLSearchParams;
  /** RFC 9218's Priority header, when the request says how urgent it is. */
  priority: string | null;
  body: unknown;
}

/**
 * Every request the app sends, in order. Call once per test file: it installs its own beforeEach/afterEach, so each
 * test starts with an empty log.
 */
export function logRequests() {
  const log: LoggedRequest[] = [];
  const base = new URL(apiUrl(''));
  beforeEach(() => {
    log.length = 0;
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      const entry: LoggedRequest = {
        method: request.method,
        url: url.pathname.slice(base.pathname.length) + url.search,
        params: url.searchParams,
        priority: request.headers.get('priority'),
        body: undefined,
      };
      log.push(entry);
      if (request.method === 'POST' || request.method === 'PUT') {
        void request
          .clone()
          .json()
          .then(
            (body: unknown) => {
              entry.body = body;
            },
            // A POST without a body (a restore) has none to read.
            () => undefined,
          );
      }
    });
  });
  afterEach(() => server.events.removeAllListeners());
  return {
    all: log,
    /** The requests with this method. */
    of: (method: string) => log.filter((entry) => entry.method === method),
    /** Waits until a request with this method and URL (path + query, as sent) has gone out, and returns it. */
    async expectSent(method: string, url: string) {
      let found: LoggedRequest | undefined;
      await waitFor(() => {
        found = log.find((entry) => entry.method === method && entry.url === url);
        expect(found).toBeDefined();
      });
      return found as LoggedRequest;
    },
  };
}

/** A response the test releases when it has seen what the app shows meanwhile. */
export function held() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { release, wait: () => gate };
}

/** Settles pending effects after "nothing should happen" steps, so a stray request would be logged by now. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** What the delete dialog's check hears: GET `{path}/:id/references` answers `counts` (nothing uses the record). */
export const referencesHandler = (path: string, counts: Record<string, number> = {}) =>
  http.get(apiUrl(`${path}/:id/references`), () => HttpResponse.json({ references: counts }));
