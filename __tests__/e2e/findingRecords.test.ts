import type { Page } from 'playwright-core';
import { apiReader, type Paged } from './support/api';
import { columnHeader, columnTexts, inOrder, listRowIds, listTable, sortBy } from './support/lists';
import { picker, waitUntil } from './support/pickers';
import {
  capture,
  detailValue,
  formField,
  openCreateFormFromMenu,
  openListFromMenu,
  openSession,
  rowById,
  signIn,
  snackbar,
  unexpected,
  waitForList,
  type Session,
} from './support/session';
import { serverAndBrowserForThisFile } from './support/startServer';

// Finding records among many (D-27, D-60, D-61, D-65), on a generated data set as `npm run db:generate -- --scale 0.01`
// makes it: 10,000 passengers and tickets, 1,000 flights, 10 airlines, 50 destinations, 100 pilots. The demo accounts
// stay, so aa signs in as always.

jest.setTimeout(120_000);

const run = serverAndBrowserForThisFile({ generatedScale: 0.01 });

interface Passenger {
  id: number;
  firstName: string;
  lastName: string;
  passport: string;
  uprn: string;
}
interface Flight {
  id: number;
  departureDate: string;
  departureTime: string;
  airline: { name: string };
  destination: { city: string; airport: string };
}

// A passenger far beyond the first pages of any list; the flight of the ticket the test creates; and a flight with
// more than one page of tickets, the one the lists are filtered by.
const PASSENGER_ID = 7_777;
const NEW_TICKET_FLIGHT_ID = 613;
const FLIGHT_ID = 895;

let passenger: Passenger;
let newTicketFlight: Flight;
let flight: Flight;
let flightTickets: number;
/** Every airline's name. */
let airlines: string[];
beforeAll(async () => {
  const read = await apiReader(run.server.url, 'aa', 'aa');
  passenger = await read<Passenger>(`Passengers/${PASSENGER_ID}`);
  newTicketFlight = await read<Flight>(`Flights/${NEW_TICKET_FLIGHT_ID}`);
  flight = await read<Flight>(`Flights/${FLIGHT_ID}`);
  flightTickets = (await read<Paged<unknown>>(`PlaneTickets/byFilter?flightId=${FLIGHT_ID}&pageSize=1`)).totalCount;
  // The way back to a list is checked on its second page.
  expect(flightTickets).toBeGreaterThan(10);
  airlines = (await read<Paged<{ name: string }>>('Airlines?pageSize=20')).data.map((airline) => airline.name);
  expect(airlines).toHaveLength(10);
});

/** The passenger picker's option: the name and, to tell namesakes apart, the passport and UPRN. */
const passengerOption = (passenger: Passenger) =>
  `${passenger.firstName} ${passenger.lastName} (passport ${passenger.passport}, UPRN ${passenger.uprn})`;
/** A flight picker's option starts with the flight's id ('Flight 900: 2026-04-20 14:00, ...'). */
const flightOption = (flight: Flight) => new RegExp(`^Flight ${flight.id}: `);
/** What a flight's picker is typed with: a word of its airline and its destination's city. */
const flightWords = (flight: Flight) => `${flight.airline.name.split(' ')[0]} ${flight.destination.city}`;

describe('as aa (Admin), among 10,000 passengers and tickets and 1,000 flights', () => {
  let session: Session;
  let page: Page;
  // The steps share one tab; each answers for the problems reported while it ran.
  let reportedBefore = 0;
  beforeEach(() => {
    reportedBefore = session.problems().length;
  });
  const expectNoPageErrors = () => expect(unexpected(session.problems().slice(reportedBefore))).toEqual([]);

  beforeAll(async () => {
    session = await openSession(run.browser);
    ({ page } = session);
    await signIn(page, run.server.url, 'aa', 'aa');
  });
  afterAll(async () => {
    await session?.context.close();
  });

  it('creates a ticket for a passenger found by typing part of the name, the travel class and flight by typing too', async () => {
    await openCreateFormFromMenu(page, 'Plane Ticket', 'PlaneTickets');
    const form = page.locator('form');

    // Opened, the picker offers the first ten passengers of 10,000, and more.
    const passengers = picker(page, form, 'Passenger');
    const firstTen = await passengers.open();
    expect(firstTen).toHaveLength(10);
    expect(firstTen).not.toContain(passengerOption(passenger));
    await passengers.loadMoreOption.waitFor();
    await capture(page, 'finding-ticket-passenger-picker-open-light');

    // A part of the first name and of the last name find the passenger among them.
    const typed = `${passenger.firstName.slice(0, 3)} ${passenger.lastName.slice(0, 5)}`;
    const found = await passengers.type(typed, passengerOption(passenger));
    expect(found.length).toBeLessThan(10);
    await capture(page, 'finding-ticket-passenger-typed-light');
    await passengers.choose(passengerOption(passenger));

    const travelClass = picker(page, form, 'Travel Class');
    expect(await travelClass.type('busi', 'Business')).toEqual(['Business']);
    await travelClass.choose('Business');
    const flights = picker(page, form, 'Flight');
    await flights.type(flightWords(newTicketFlight), flightOption(newTicketFlight));
    const flightLabel = await flights.choose(flightOption(newTicketFlight));
    expect(flightLabel).toContain(newTicketFlight.destination.city);

    await formField(page, 'Price').fill('321.5');
    await formField(page, 'Purchase Date').fill('2026-04-01');
    await formField(page, 'Seat Number').fill('123');
    await capture(page, 'finding-ticket-create-filled-light');
    await page.getByRole('button', { name: 'Create', exact: true }).click();

    await page.waitForURL(/\/PlaneTickets\/\d+$/);
    await page.getByRole('heading', { name: 'Plane Ticket Details', level: 1 }).waitFor();
    await snackbar(page, 'Data successfully created.').waitFor();
    const passengerSection = page.getByRole('region', { name: 'Passenger', exact: true });
    await passengerSection
      .getByRole('link', { name: `${passenger.id}: open passenger ${passenger.id} in a new tab`, exact: true })
      .waitFor();
    await expect(detailValue(page, 'First Name')).resolves.toBe(passenger.firstName);
    await expect(detailValue(page, 'Last Name')).resolves.toBe(passenger.lastName);
    await expect(detailValue(page, 'Seat Number')).resolves.toBe('123');
    await expect(detailValue(page, 'Type')).resolves.toBe('Business');
    await page
      .getByRole('region', { name: 'Flight', exact: true })
      .getByRole('link', {
        name: `${newTicketFlight.id}: open flight ${newTicketFlight.id} in a new tab`,
        exact: true,
      })
      .waitFor();
    await capture(page, 'finding-ticket-created-light');
    expectNoPageErrors();
  });

  it('sorts the flights by airline from the Airline header, up and down, also within a quick search', async () => {
    await openListFromMenu(page, 'Flights');
    const first = airlines.reduce((earliest, name) => (name.toLowerCase() < earliest.toLowerCase() ? name : earliest));
    const header = columnHeader(page, 'Flights', 'Airline');
    expect(await header.getAttribute('aria-sort')).toBeNull();

    await sortBy(page, 'Flights', 'Airline', 'airline.name');
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
    // A hundred flights per airline: the first page is the first airline's in the alphabet.
    const sorted = await waitUntil(
      () => columnTexts(page, 'Flights', 'Airline'),
      (names) => names.length === 10 && names.every((name) => name === first),
      `the first page to show ${first}'s flights`,
    );
    expect(inOrder(sorted, 'ascending')).toBe(true);

    // A quick search narrows the sorted list to one city's flights, which several airlines fly: still in order.
    const quickSearch = page.getByRole('search', { name: 'Quick search' });
    await quickSearch.getByRole('textbox', { name: 'Quick search' }).fill(flight.destination.city);
    await quickSearch.getByRole('textbox', { name: 'Quick search' }).press('Enter');
    await page.waitForURL(
      (url) => url.searchParams.get('q') === flight.destination.city && url.searchParams.get('sort') === 'airline.name',
    );
    await waitForList(page, 'Flights');
    const narrowed = await waitUntil(
      () => columnTexts(page, 'Flights', 'Destination'),
      (places) => places.length > 0 && places.every((place) => place.includes(flight.destination.city)),
      `only flights to ${flight.destination.city}`,
    );
    const byAirline = await columnTexts(page, 'Flights', 'Airline');
    expect(byAirline).toHaveLength(narrowed.length);
    expect(new Set(byAirline).size).toBeGreaterThan(1);
    expect(inOrder(byAirline, 'ascending')).toBe(true);
    await capture(page, 'finding-flights-sorted-quick-search-light');

    // A second click turns the order round.
    await sortBy(page, 'Flights', 'Airline', '-airline.name');
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    const reversed = await waitUntil(
      () => columnTexts(page, 'Flights', 'Airline'),
      (names) => names.length > 0 && names[0] !== byAirline[0],
      'the order to turn round',
    );
    expect(inOrder(reversed, 'descending')).toBe(true);
    expect(new URL(page.url()).searchParams.get('q')).toBe(flight.destination.city);
    expectNoPageErrors();
  });

  it("filters the tickets by a flight chosen in the search bar's Flight picker", async () => {
    await openListFromMenu(page, 'Plane Tickets');
    const bar = page.getByRole('search', { name: 'Search plane tickets' });
    const flights = picker(page, bar, 'Flight:');
    await flights.type(flightWords(flight), flightOption(flight));
    await flights.choose(flightOption(flight));
    await bar.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('flightId') === String(flight.id));
    await waitForList(page, 'Plane Tickets');

    // Every row is a ticket of that flight, and the summary counts all of them.
    await page.getByText(`Total Records: ${flightTickets}`).waitFor();
    const shownFlights = await columnTexts(page, 'Plane Tickets', 'Flight');
    expect(shownFlights).toHaveLength(10);
    const departure = `${flight.departureDate} ${flight.departureTime.slice(0, 5)}`;
    expect(new Set(shownFlights)).toEqual(new Set([`${departure} – ${flight.destination.city}`]));
    const links = listTable(page, 'Plane Tickets').getByRole('link', {
      name: `${departure} – ${flight.destination.city}`,
    });
    expect(new Set(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href'))))).toEqual(
      new Set([`/Flights/${flight.id}`]),
    );
    await capture(page, 'finding-tickets-by-flight-light');
    expectNoPageErrors();
  });

  it('opens a ticket from a filtered, sorted second page and comes back to it with Back to List and with the menu', async () => {
    await page.goto(`${run.server.url}/PlaneTickets?flightId=${flight.id}`);
    await waitForList(page, 'Plane Tickets');
    await sortBy(page, 'Plane Tickets', 'Passenger', 'passenger.lastName,passenger.firstName');
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await waitForList(page, 'Plane Tickets');
    await page.getByText(`Page: 2 | Total Pages: 2 | Total Records: ${flightTickets}`).waitFor();
    const view = new URL(page.url()).search;
    const ids = await waitUntil(
      () => listRowIds(page, 'Plane Tickets'),
      (shown) => shown.length === flightTickets - 10,
      'the second page',
    );
    const names = await columnTexts(page, 'Plane Tickets', 'Passenger');
    const [firstId, secondId] = ids as [string, string];

    /** The list is as it was left: address, page, order, filter and rows. */
    const expectSameView = async () => {
      // The menu's 'All X' links end the list's path with a slash, as the reference's did.
      await page.waitForURL((url) => /^\/PlaneTickets\/?$/.test(url.pathname) && url.search === view);
      await waitForList(page, 'Plane Tickets');
      await page.getByText(`Page: 2 | Total Pages: 2 | Total Records: ${flightTickets}`).waitFor();
      await expect(listRowIds(page, 'Plane Tickets')).resolves.toEqual(ids);
      await expect(columnTexts(page, 'Plane Tickets', 'Passenger')).resolves.toEqual(names);
      expect(await columnHeader(page, 'Plane Tickets', 'Passenger').getAttribute('aria-sort')).toBe('ascending');
      const chosen = picker(page, page.getByRole('search', { name: 'Search plane tickets' }), 'Flight:');
      await waitUntil(
        () => chosen.input.inputValue(),
        (value) => flightOption(flight).test(value),
        'the flight filter to be named',
      );
    };

    // A click on the row (not on a link in it) opens the ticket in the same tab.
    await rowById(page, 'Plane Tickets', firstId).getByRole('cell').first().click();
    await page.waitForURL(`**/PlaneTickets/${firstId}`);
    await page.getByRole('heading', { name: 'Plane Ticket Details', level: 1 }).waitFor();
    await expect(detailValue(page, 'Id')).resolves.toBe(firstId);
    expect(session.context.pages()).toHaveLength(1);
    await page.getByRole('link', { name: 'Back to List' }).click();
    await expectSameView();
    await capture(page, 'finding-tickets-back-to-list-light');

    // Enter on a focused row opens it too; the menu's 'All Plane Tickets' comes back to the same page.
    await rowById(page, 'Plane Tickets', secondId).press('Enter');
    await page.waitForURL(`**/PlaneTickets/${secondId}`);
    await page.getByRole('heading', { name: 'Plane Ticket Details', level: 1 }).waitFor();
    await expect(detailValue(page, 'Id')).resolves.toBe(secondId);
    await openListFromMenu(page, 'Plane Tickets');
    await expectSameView();
    expectNoPageErrors();
  });
});
