import { screen } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { apiUrl } from '../support/server';
import { airline, destination, getHandler, noContent, pageOf, passenger, pilot } from './support';

// Flights, plane tickets and travel classes as the API returns them: a flight carries its
// airline, destination and pilot; a ticket carries its passenger, travel class and a flight one level deep.

export const travelClass = (id: number, type = `Class ${id}`) => ({ id, type });

interface FlightParts {
  departureDate?: string;
  departureTime?: string;
  airlineId?: number;
  destinationId?: number;
  pilotId?: number;
  airlineName?: string;
  city?: string;
  airport?: string;
  /** Leave the nested objects out (null), as a ticket's flight has them. */
  bare?: boolean;
}

export function flight(id: number, parts: FlightParts = {}) {
  const {
    departureDate = '2023-06-10',
    departureTime = '14:30:00',
    airlineId = 3,
    destinationId = 5,
    pilotId = 7,
    airlineName = 'Air Serbia',
    city = 'Paris',
    airport = 'Charles de Gaulle',
    bare = false,
  } = parts;
  return {
    id,
    departureDate,
    departureTime,
    airlineId,
    destinationId,
    pilotId,
    airline: bare ? null : airline(airlineId, airlineName),
    destination: bare ? null : destination(destinationId, city, airport),
    pilot: bare ? null : pilot(pilotId, 1200),
  };
}

interface TicketParts {
  price?: number;
  purchaseDate?: string;
  seatNumber?: number;
  passengerId?: number;
  travelClassId?: number;
  flightId?: number;
}

export function planeTicket(id: number, parts: TicketParts = {}) {
  const {
    price = 250.5,
    purchaseDate = '2023-05-01',
    seatNumber = 16,
    passengerId = 2,
    travelClassId = 1,
    flightId = 4,
  } = parts;
  return {
    id,
    price,
    purchaseDate,
    seatNumber,
    passengerId,
    travelClassId,
    flightId,
    passenger: passenger(passengerId),
    travelClass: travelClass(travelClassId, 'Economy'),
    flight: flight(flightId, { bare: true }),
  };
}

type Flight = ReturnType<typeof flight>;

/**
 * GET PlaneTickets/{id} answered as the API answers it: the ticket's flight (`full`, by default flight `flightId` as
 * `flight()` makes it) with only the airline, destination and pilot that the request's `include` names, the others null.
 */
export function ticketHandler(ticket: ReturnType<typeof planeTicket>, full: Flight = flight(ticket.flightId)) {
  return getHandler(`PlaneTickets/${ticket.id}`, (url) => {
    const named = (url.searchParams.get('include') ?? '').split(',');
    const part = <K extends 'airline' | 'destination' | 'pilot'>(key: K) =>
      named.includes(`flight.${key}`) ? full[key] : null;
    return {
      ...ticket,
      flight: { ...full, airline: part('airline'), destination: part('destination'), pilot: part('pilot') },
    };
  });
}

type PageAnswer = JsonBodyType[] | (() => Response | Promise<Response>);

/**
 * GET `path` answering page N with `pages[N - 1]`: rows, claimed to be part of `total` records (all the rows given, by
 * default), or a function giving the response; 204 past the last page given, as the API does.
 */
export function pagedHandler(path: string, pages: PageAnswer[], total?: number) {
  const given = pages.reduce<number>((sum, rows) => sum + (Array.isArray(rows) ? rows.length : 0), 0);
  return getHandler(path, (url) => {
    const page = Number(url.searchParams.get('page'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    const answer = pages[page - 1];
    if (answer === undefined) return noContent();
    if (typeof answer === 'function') return answer();
    return pageOf(answer, { pageNumber: page, pageSize, totalCount: total ?? given });
  });
}

/** Page `pageNumber` (of 10 rows) of `totalCount` records, as a response: for the function form of pagedHandler. */
export const pageResponse = (rows: JsonBodyType[], pageNumber: number, totalCount: number) =>
  HttpResponse.json(pageOf(rows, { pageNumber, pageSize: 10, totalCount }));

/** The label/value pairs of one details section (a region named by its heading), as people read them. */
export function sectionFields(title: string): [string, string][] {
  const section = screen.getByRole('region', { name: title });
  return Array.from(section.querySelectorAll('dt')).map((term) => [
    term.textContent ?? '',
    term.nextElementSibling?.textContent ?? '',
  ]);
}

/** GET /Flights/{id}/manifest of a flight that sold no ticket yet (manifest.test.tsx has flights that did). */
export const emptyManifestHandler = () =>
  http.get(apiUrl('Flights/:id/manifest'), ({ params }) =>
    HttpResponse.json({
      flight: flight(Number(params.id)),
      tickets: [],
      classes: [],
      total: { tickets: 0, revenue: 0 },
    }),
  );
