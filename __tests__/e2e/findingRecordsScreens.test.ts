import type { Locator, Page } from 'playwright-core';
import { apiReader } from './support/api';
import { resize } from './support/browser';
import { columnHeader, listTable } from './support/lists';
import { picker, waitUntil } from './support/pickers';
import {
  capture,
  MEDIUM,
  NARROW,
  openSession,
  signIn,
  startInTheme,
  unexpected,
  waitForList,
  waitForSignedInHeader,
  WIDE,
  type Session,
  type ThemeMode,
} from './support/session';
import { serverAndBrowserForThisFile } from './support/startServer';

// How finding records looks to airport staff, on the generated data set of findingRecords.test.ts (scale 0.01): the
// flights and tickets lists sorted and filtered, the quick search, an open picker with 'Load More', the ticket form
// with its pickers; at 1440, 1024 and 390 px wide, in both themes. Each picture is taken once the screen is complete,
// and each screen is checked to fit its window.

jest.setTimeout(120_000);

const run = serverAndBrowserForThisFile({ generatedScale: 0.01 });

// A flight with more than one page of tickets; its destination has flights by several airlines.
const FLIGHT_ID = 900;

let flight: { id: number; destinationId: number; destination: { city: string } };
beforeAll(async () => {
  const read = await apiReader(run.server.url, 'aa', 'aa');
  flight = await read(`Flights/${FLIGHT_ID}`);
});

/** A picker of a list's search bar (the search region named `search`), by its label. */
const searchPicker = (on: Page, search: string, label: string) =>
  picker(on, on.getByRole('search', { name: search }), label);

describe('screenshots of finding records', () => {
  const sizes = [
    { name: 'wide', size: WIDE },
    { name: 'medium', size: MEDIUM },
    { name: 'narrow', size: NARROW },
  ];
  let session: Session;
  afterEach(async () => {
    await session?.context.close();
  });

  for (const theme of ['light', 'dark'] as ThemeMode[]) {
    for (const { name: width, size } of sizes) {
      it(`lists sorted and filtered, quick search, an open picker, the ticket form: ${theme}, ${size.width} px`, async () => {
        session = await openSession(run.browser, size);
        const { page, context } = session;
        await startInTheme(context, theme);
        await signIn(page, run.server.url, 'aa', 'aa');
        await resize(page, size);
        const shot = (what: string) => capture(page, `finding-${what}-${theme}-${width}`);
        // The page itself never scrolls sideways (D-11); a wide table scrolls inside its frame.
        const overflowing: string[] = [];
        const checkFit = async (what: string) => {
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          if (scrollWidth > size.width) overflowing.push(`${what} is ${scrollWidth}px wide`);
        };
        const named = (chosen: Locator) =>
          waitUntil(
            () => chosen.inputValue(),
            (value) => value !== '',
            'a filter named',
          );

        // On a phone a search of several fields is folded away, saying how many are in use: unfolded to be seen.
        const unfoldSearch = async (what: string) => {
          const unfold = page.getByRole('button', { name: /^Show search/ });
          if ((await unfold.count()) === 0) return;
          await shot(`${what}-search-folded`);
          await unfold.click();
        };

        // Flights to one destination, sorted by airline, the destination chosen in its picker.
        await page.goto(`${run.server.url}/Flights?destinationId=${flight.destinationId}&sort=airline.name`);
        await waitForList(page, 'Flights');
        await unfoldSearch('flights');
        await named(searchPicker(page, 'Search flights', 'Destination:').input);
        // On a phone the rows are cards and the order is their 'Sort by' choice; wider, the header says it.
        const cards = size.width < 600;
        if (cards) expect(await page.getByLabel('Sort by', { exact: true }).inputValue()).toBe('airline.name');
        else expect(await columnHeader(page, 'Flights', 'Airline').getAttribute('aria-sort')).toBe('ascending');
        await shot('flights-sorted-filtered');
        await checkFit('the flights list');
        // At every width, the row's actions can be reached (the frame scrolls them into view): checked after the
        // pictures, as a pointer over a row tints it and shows the button's tooltip.
        await (
          cards
            ? page.getByRole('list', { name: 'Flights', exact: true })
            : listTable(page, 'Flights').getByRole('row').nth(1)
        )
          .getByRole('link', { name: /^Edit flight / })
          .first()
          .click({ trial: true });

        // A flight's tickets by passenger, the flight chosen in its picker; then a quick search being typed.
        await page.goto(
          `${run.server.url}/PlaneTickets?flightId=${FLIGHT_ID}&sort=passenger.lastName,passenger.firstName`,
        );
        await waitForList(page, 'Plane Tickets');
        await unfoldSearch('tickets');
        await named(searchPicker(page, 'Search plane tickets', 'Flight:').input);
        await shot('tickets-sorted-filtered');
        await checkFit('the tickets list');
        const quickSearch = page.getByRole('search', { name: 'Quick search' }).getByRole('textbox');
        await quickSearch.fill('smith');
        await shot('quick-search');

        // The Passenger picker of the search bar, open on its first ten and 'Load More'.
        const passengers = searchPicker(page, 'Search plane tickets', 'Passenger:');
        expect(await passengers.open()).toHaveLength(10);
        await passengers.loadMoreOption.waitFor();
        await shot('tickets-passenger-picker-open');
        await checkFit('the open picker');
        await passengers.input.press('Escape');
        await passengers.list.waitFor({ state: 'hidden' });
        // After the pictures, as a pointer over a row tints it and shows the button's tooltip.
        await (
          cards
            ? page.getByRole('list', { name: 'Plane Tickets', exact: true })
            : listTable(page, 'Plane Tickets').getByRole('row').nth(1)
        )
          .getByRole('button', { name: /^Delete plane ticket / })
          .first()
          .click({ trial: true });

        // The ticket form: empty, then its Flight picker open after typing.
        await page.goto(`${run.server.url}/PlaneTickets/Create`);
        await page.getByRole('heading', { name: 'Create Plane Ticket', level: 1 }).waitFor();
        await waitForSignedInHeader(page);
        await shot('ticket-create');
        await checkFit('the ticket form');
        const flights = picker(page, page.locator('form'), 'Flight');
        await flights.type(flight.destination.city, new RegExp(` to ${flight.destination.city} – `));
        await shot('ticket-create-flight-picker');
        await checkFit('the ticket form with an open picker');

        expect(overflowing).toEqual([]);
        expect(unexpected(session.problems())).toEqual([]);
      });
    }
  }
});
