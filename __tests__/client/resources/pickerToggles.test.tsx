import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { apiUrl, server } from '../support/server';
import { storeSession } from '../support/tokens';
import { flight, planeTicket, travelClass } from './flightFixtures';
import { choose, combobox, searchedHandler } from './pickerFixtures';
import { airlineRange, destination, getHandler, logRequests, pageOf, passenger, pilot, settle } from './support';

// A picker's ▾ opens and closes its list and does nothing else (D-77): on a filled create form it never sends the
// form, on an empty one it never floods the fields with messages, and in a search bar it never runs the search.

const requests = logRequests();

beforeEach(() => {
  mockMatchMedia({ width: 1920 });
  storeSession('Admin');
});

/** The ▾ button of the picker labelled `label` ('Open' while its list is closed, 'Close' while it is open). */
const toggleOf = (label: string, name: 'Open' | 'Close') =>
  within(combobox(label).parentElement as HTMLElement).getByRole('button', { name });

type User = ReturnType<typeof renderApp>['user'];

/** Opens and closes each picker with its ▾, as a person changing their mind would. */
async function clickEveryToggle(user: User, labels: readonly string[]) {
  for (const label of labels) {
    await user.click(toggleOf(label, 'Open'));
    expect(combobox(label)).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggleOf(label, 'Close'));
    expect(combobox(label)).toHaveAttribute('aria-expanded', 'false');
  }
  await settle();
}

/** Nothing was sent but the pickers' own pages of options, and no field says it is wrong. */
function expectNothingSent(searchPath?: string) {
  expect(requests.of('POST')).toEqual([]);
  if (searchPath !== undefined) {
    expect(requests.of('GET').filter((request) => request.url.startsWith(searchPath))).toEqual([]);
  }
  expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
}

function flightSources() {
  server.use(
    searchedHandler('Airlines', airlineRange(1, 3)),
    searchedHandler('Destinations', [destination(5, 'Paris', 'Charles de Gaulle'), destination(6)]),
    searchedHandler('Pilots', [pilot(7)]),
    // Were the form sent, it would be created: the test would see the POST, not a refusal.
    http.post(apiUrl('Flights'), () => HttpResponse.json(flight(11), { status: 201 })),
    http.post(apiUrl('PlaneTickets'), () => HttpResponse.json(planeTicket(12), { status: 201 })),
  );
}

function ticketSources() {
  server.use(
    searchedHandler('Passengers', [passenger(2)]),
    searchedHandler('TravelClasses', [travelClass(1, 'Economy'), travelClass(2, 'Business')]),
    searchedHandler('Flights', [flight(4)]),
  );
}

const FLIGHT_PICKERS = ['Airline', 'Destination', 'Pilot'];
const TICKET_PICKERS = ['Passenger', 'Travel Class', 'Flight'];

describe("a picker's toggle", () => {
  it('never sends a filled flight form', async () => {
    flightSources();
    const { user, location } = renderApp('/Flights/Create');
    await screen.findByRole('heading', { level: 1, name: 'Create Flight' });
    await user.type(screen.getByLabelText(/^Departure Date/), '2026-12-02');
    await user.type(screen.getByLabelText(/^Departure Time/), '11:30');
    await choose(user, 'Airline', 'line 2', 'Airline 2');
    await choose(user, 'Destination', 'paris', 'Paris – Charles de Gaulle');
    await choose(user, 'Pilot', 'andj', 'Ognjen Andjelic (UPRN 0123456789112)');

    await clickEveryToggle(user, FLIGHT_PICKERS);

    expectNothingSent();
    expect(location().pathname).toBe('/Flights/Create');
    expect(combobox('Airline')).toHaveValue('Airline 2');
  });

  it('never sends a filled ticket form', async () => {
    flightSources();
    ticketSources();
    const { user, location } = renderApp('/PlaneTickets/Create');
    await screen.findByRole('heading', { level: 1, name: 'Create Plane Ticket' });
    await user.type(screen.getByRole('spinbutton', { name: 'Price' }), '120');
    await user.type(screen.getByLabelText(/^Purchase Date/), '2026-11-30');
    await user.type(screen.getByRole('spinbutton', { name: 'Seat Number' }), '14');
    await user.click(combobox('Passenger'));
    await user.click(await screen.findByRole('option', { name: /^Ognjen Andjelic/ }));
    await choose(user, 'Travel Class', 'bus', 'Business');
    await user.click(combobox('Flight'));
    await user.click(await screen.findByRole('option', { name: /^Flight 4:/ }));

    await clickEveryToggle(user, TICKET_PICKERS);

    expectNothingSent();
    expect(location().pathname).toBe('/PlaneTickets/Create');
  });

  it('never floods an empty form with messages', async () => {
    flightSources();
    const { user } = renderApp('/Flights/Create');
    await screen.findByRole('heading', { level: 1, name: 'Create Flight' });

    await clickEveryToggle(user, FLIGHT_PICKERS);

    expectNothingSent();
  });

  it('never runs the flights search', async () => {
    flightSources();
    server.use(
      getHandler('Flights', () => pageOf([flight(1)])),
      getHandler('Flights/byFilter', () => pageOf([])),
    );
    const { user, location } = renderApp('/Flights');
    await screen.findByRole('table', { name: 'Flights' });
    await choose(user, 'Airline:', 'line 2', 'Airline 2');

    await clickEveryToggle(user, ['Airline:', 'Destination:', 'Pilot:']);

    expectNothingSent('Flights/byFilter');
    expect(location().search).toBe('');
  });

  it('never runs the tickets search', async () => {
    ticketSources();
    server.use(
      getHandler('PlaneTickets', () => pageOf([planeTicket(1)])),
      getHandler('PlaneTickets/byFilter', () => pageOf([])),
    );
    const { user, location } = renderApp('/PlaneTickets');
    await screen.findByRole('table', { name: 'Plane Tickets' });
    await choose(user, 'Travel Class:', 'bus', 'Business');

    await clickEveryToggle(user, ['Passenger:', 'Travel Class:', 'Flight:']);

    expectNothingSent('PlaneTickets/byFilter');
    expect(location().search).toBe('');
  });
});
