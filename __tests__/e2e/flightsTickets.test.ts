import type { BrowserContext, Page } from 'playwright-core';
import { resize } from './support/browser';
import { picker, waitUntil } from './support/pickers';
import {
  capture,
  detailValue,
  formField,
  NARROW,
  openCreateFormFromMenu,
  openSession,
  rowById,
  shoot,
  signIn,
  snackbar,
  startInTheme,
  unexpected,
  waitForList,
  waitForSignedInHeader,
  WIDE,
  type ScreenCase,
  type Session,
  type ThemeMode,
} from './support/session';
import { serverAndBrowserForThisFile } from './support/startServer';
import { LEAVE_QUESTION } from '../../src/components/feedback/unsavedChanges';
import { demoDate as seedDay } from '../../server/db/seed/seedDates';

jest.setTimeout(120_000);

const run = serverAndBrowserForThisFile();

const END_BEFORE_START = 'The end date cannot be before the start date.';

/** An exact, whole-text match for `hasText` (option labels contain regex characters: '(UPRN 123...)'). */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** A create form's picker by its label. */
const formPicker = (on: Page, label: string) => picker(on, on.locator('form'), label);

/** A date, time or text field by its label (date and time inputs are textboxes to Playwright, numbers spinbuttons). */
const field = (on: Page, label: string) => formField(on, label);

/** A details line (its term and definition) by its label, as detailValue finds it. */
const detailLine = (on: Page, label: string) =>
  on.locator('dl > div').filter({ has: on.getByRole('term').getByText(label, { exact: true }) });

const search = (on: Page, plural: string) => on.getByRole('search', { name: `Search ${plural.toLowerCase()}` });
const rowIds = (on: Page, table: string) =>
  on.getByRole('table', { name: table, exact: true }).getByRole('rowheader').allTextContents();

/**
 * The table's row ids once they are `expected`, or what it shows after 10 s: the filtered page may replace the
 * unfiltered one a moment after the address changes, when the list has already looked settled.
 */
async function rowIdsOnceShown(on: Page, table: string, expected: string[]): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const ids = await rowIds(on, table);
    if (ids.join() === expected.join() || Date.now() > deadline) return ids;
    await on.waitForTimeout(100);
  }
}

// The new flight: an airline that only comes with the second page of its picker, a destination and a pilot found by
// typing.
const NEW_FLIGHT = {
  date: seedDay('2025-09-20'),
  time: '10:45',
  newTime: '17:05',
  airline: 'KLM Royal Dutch Airlines', // airline 14
  airlineId: 14,
  destination: 'Tokyo – Narita International Airport', // destination 7
  destinationId: 7,
  pilot: 'Grace Lewis (UPRN 6789012345671)', // pilot 12
  pilotId: 12,
};
// A seat no seeded ticket has (they use 2..15).
const NEW_TICKET = {
  price: '450',
  purchaseDate: seedDay('2025-09-01'),
  seat: '87',
  passenger: 'Jane Smith (passport S87654321, UPRN 9876543210987)',
  travelClass: 'Business',
};

describe('as aa (Admin): a flight and its ticket from creation to deletion', () => {
  let session: Session;
  let page: Page;
  let flightId = 0;
  let ticketId = 0;
  // The steps share one tab; each answers for the problems reported while it ran.
  let reportedBefore = 0;
  beforeEach(() => {
    reportedBefore = session.problems().length;
  });
  const expectNoPageErrors = (...statuses: number[]) =>
    expect(unexpected(session.problems().slice(reportedBefore), statuses)).toEqual([]);
  const need = (what: string, id: number) => {
    if (!id) throw new Error(`An earlier step did not create the ${what}.`);
  };

  beforeAll(async () => {
    session = await openSession(run.browser);
    ({ page } = session);
    await signIn(page, run.server.url, 'aa', 'aa');
  });
  afterAll(async () => {
    await session?.context.close();
  });

  it('creates a flight from the menu: an airline that only Load More brings, a destination and a pilot found by typing', async () => {
    await openCreateFormFromMenu(page, 'Flight', 'Flights');
    await field(page, 'Departure Date').fill(NEW_FLIGHT.date);
    await field(page, 'Departure Time').fill(NEW_FLIGHT.time);

    // Opened, the airline picker lists the first ten airlines and ends with 'Load More'; airlines 11-15 come with it.
    const airline = formPicker(page, 'Airline');
    expect(await airline.input.getAttribute('placeholder')).toBe('Select Airline');
    const firstAirlines = await airline.open();
    expect(firstAirlines).toHaveLength(10);
    expect(firstAirlines).toContain('Cathay Pacific');
    expect(firstAirlines).not.toContain(NEW_FLIGHT.airline);
    await airline.loadMoreOption.waitFor();
    const allAirlines = await airline.loadMore();
    expect(allAirlines).toHaveLength(15);
    expect(allAirlines).toContain(NEW_FLIGHT.airline);
    // Every airline is listed: the list says so where 'Load More' was.
    await airline.note('No more airlines').waitFor();
    expect(await airline.loadMoreOption.count()).toBe(0);
    await capture(page, 'flights-create-airline-load-more-light');
    await airline.choose(NEW_FLIGHT.airline);

    // Typing searches: a part of the airport's name finds the destination, the pilot's last name the pilot.
    const destination = formPicker(page, 'Destination');
    const destinations = await destination.type('narita', NEW_FLIGHT.destination);
    expect(destinations).toEqual([NEW_FLIGHT.destination]);
    await destination.note('No more destinations').waitFor();
    await destination.choose(NEW_FLIGHT.destination);
    const pilot = formPicker(page, 'Pilot');
    const pilots = await pilot.type('Lewis', NEW_FLIGHT.pilot);
    expect(pilots).toEqual([NEW_FLIGHT.pilot]);
    await pilot.choose(NEW_FLIGHT.pilot);

    // What was typed before the pickers were used is still there.
    await expect(field(page, 'Departure Date').inputValue()).resolves.toBe(NEW_FLIGHT.date);
    await expect(field(page, 'Departure Time').inputValue()).resolves.toBe(NEW_FLIGHT.time);
    await expect(airline.input.inputValue()).resolves.toBe(NEW_FLIGHT.airline);
    await capture(page, 'flights-create-filled-light');
    await page.getByRole('button', { name: 'Create', exact: true }).click();

    await page.waitForURL(/\/Flights\/\d+$/);
    flightId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { name: 'Flight Details', level: 1 }).waitFor();
    await snackbar(page, 'Data successfully created.').waitFor();
    await expect(detailValue(page, 'Departure Date')).resolves.toBe(NEW_FLIGHT.date);
    await expect(detailValue(page, 'Departure Time')).resolves.toBe(`${NEW_FLIGHT.time}:00`);
    const airlineSection = page.getByRole('region', { name: 'Airline', exact: true });
    await expect(airlineSection.innerText()).resolves.toContain(NEW_FLIGHT.airline);
    const airlineButton = airlineSection.getByRole('link', {
      name: `${NEW_FLIGHT.airlineId}: open airline ${NEW_FLIGHT.airlineId} in a new tab`,
    });
    expect(await airlineButton.getAttribute('href')).toBe(`/Airlines/${NEW_FLIGHT.airlineId}`);
    expect(await airlineButton.getAttribute('target')).toBe('_blank');
    await expect(page.getByRole('region', { name: 'Destination' }).innerText()).resolves.toContain('Tokyo');
    await expect(page.getByRole('region', { name: 'Pilot' }).innerText()).resolves.toContain('Lewis');
    expectNoPageErrors();
  });

  it('edits the flight: the time shows as HH:mm, the related ids are read-only, the new time is saved', async () => {
    need('flight', flightId);
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.waitForURL(`**/Flights/Edit/${flightId}`);
    await page.getByRole('heading', { name: 'Edit Flight', level: 1 }).waitFor();
    const time = field(page, 'Departure Time');
    await expect(time.inputValue()).resolves.toBe(NEW_FLIGHT.time);
    await expect(field(page, 'Departure Date').inputValue()).resolves.toBe(NEW_FLIGHT.date);
    const readOnly: [string, number][] = [
      ['Id', flightId],
      ['Airline Id', NEW_FLIGHT.airlineId],
      ['Destination Id', NEW_FLIGHT.destinationId],
      ['Pilot Id', NEW_FLIGHT.pilotId],
    ];
    for (const [label, value] of readOnly) {
      const input = field(page, label);
      await expect(input.inputValue()).resolves.toBe(String(value));
      expect(await input.getAttribute('readonly')).not.toBeNull();
      expect(await input.isEditable()).toBe(false);
    }
    // The edit form has no pickers.
    expect(await page.locator('form').getByRole('combobox').count()).toBe(0);
    await capture(page, 'flights-edit-flow-light');

    await time.fill(NEW_FLIGHT.newTime);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(`**/Flights/${flightId}`);
    await snackbar(page, 'Data successfully updated.').waitFor();
    // The page first shows the flight it had before the edit, then the saved one once it has been fetched again.
    await detailLine(page, 'Departure Time')
      .getByRole('definition')
      .filter({ hasText: exactly(`${NEW_FLIGHT.newTime}:00`) })
      .waitFor({ timeout: 5_000 });
    await expect(detailValue(page, 'Departure Time')).resolves.toBe(`${NEW_FLIGHT.newTime}:00`);
    await expect(detailValue(page, 'Departure Date')).resolves.toBe(NEW_FLIGHT.date);
    await expect(page.getByRole('region', { name: 'Airline', exact: true }).innerText()).resolves.toContain(
      NEW_FLIGHT.airline,
    );
    expectNoPageErrors();
  });

  it('creates a plane ticket for the new flight, which the flight picker lists after Load More', async () => {
    need('flight', flightId);
    await openCreateFormFromMenu(page, 'Plane Ticket', 'PlaneTickets');
    await formField(page, 'Price').fill(NEW_TICKET.price);
    await field(page, 'Purchase Date').fill(NEW_TICKET.purchaseDate);
    await formField(page, 'Seat Number').fill(NEW_TICKET.seat);

    // Two passengers are called Smith; the passport in each option tells them apart. Both names start with what was
    // typed, so they come in the order of their names (D-78).
    const passenger = formPicker(page, 'Passenger');
    const smiths = await passenger.type('smith', NEW_TICKET.passenger);
    expect(smiths).toEqual(['James Smith (passport P87654324, UPRN 5678901234568)', NEW_TICKET.passenger]);
    await passenger.choose(NEW_TICKET.passenger);
    const travelClass = formPicker(page, 'Travel Class');
    await travelClass.type('bus', NEW_TICKET.travelClass);
    await travelClass.choose(NEW_TICKET.travelClass);

    // The ten seeded flights fill the first page; the new one (the eleventh) comes with 'Load More'.
    const flight = formPicker(page, 'Flight');
    const flightLabel = `Flight ${flightId}: ${NEW_FLIGHT.date} ${NEW_FLIGHT.newTime}, ${NEW_FLIGHT.airline} to Tokyo – Narita International Airport`;
    const firstFlights = await flight.open();
    expect(firstFlights).toHaveLength(10);
    expect(firstFlights).not.toContain(flightLabel);
    const moreFlights = await flight.loadMore();
    expect(moreFlights.filter((label) => label.startsWith(`Flight ${flightId}:`))).toEqual([flightLabel]);
    await flight.note('No more flights').waitFor();
    await capture(page, 'plane-tickets-create-flow-light');
    await flight.choose(flightLabel);
    await page.getByRole('button', { name: 'Create', exact: true }).click();

    await page.waitForURL(/\/PlaneTickets\/\d+$/);
    ticketId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { name: 'Plane Ticket Details', level: 1 }).waitFor();
    await snackbar(page, 'Data successfully created.').waitFor();
    await expect(detailValue(page, 'Seat Number')).resolves.toBe(NEW_TICKET.seat);
    await expect(detailValue(page, 'Price')).resolves.toBe(NEW_TICKET.price);
    const flightSection = page.getByRole('region', { name: 'Flight', exact: true });
    await flightSection
      .getByRole('link', { name: `${flightId}: open flight ${flightId} in a new tab`, exact: true })
      .waitFor();
    await expect(flightSection.innerText()).resolves.toContain(NEW_FLIGHT.date);
    await expect(page.getByRole('region', { name: 'Passenger' }).innerText()).resolves.toContain('Smith');
    await expect(page.getByRole('region', { name: 'Travel Class' }).innerText()).resolves.toContain(
      NEW_TICKET.travelClass,
    );
    await capture(page, 'plane-tickets-details-flow-light');
    expectNoPageErrors();
  });

  it('refuses to sell the same seat on the flight again, and says so under Seat Number', async () => {
    need('ticket', ticketId);
    await openCreateFormFromMenu(page, 'Plane Ticket', 'PlaneTickets');
    await formField(page, 'Price').fill('300');
    await field(page, 'Purchase Date').fill(NEW_TICKET.purchaseDate);
    await formField(page, 'Seat Number').fill(NEW_TICKET.seat);
    const passenger = formPicker(page, 'Passenger');
    await passenger.type('smith', 'James Smith (passport P87654324, UPRN 5678901234568)');
    await passenger.choose('James Smith (passport P87654324, UPRN 5678901234568)');
    const travelClass = formPicker(page, 'Travel Class');
    await travelClass.type('eco', 'Economy');
    await travelClass.choose('Economy');
    const flight = formPicker(page, 'Flight');
    const flightLabel = `Flight ${flightId}: ${NEW_FLIGHT.date} ${NEW_FLIGHT.newTime}, ${NEW_FLIGHT.airline} to Tokyo – Narita International Airport`;
    await flight.type('tokyo', flightLabel);
    await flight.choose(flightLabel);
    await page.getByRole('button', { name: 'Create', exact: true }).click();

    const taken = `Seat ${NEW_TICKET.seat} on flight ${flightId} is already taken.`;
    const seat = formField(page, 'Seat Number');
    // The message is the field's own: it marks the field and describes it to screen readers.
    await waitUntil(
      () => seat.getAttribute('aria-invalid'),
      (invalid) => invalid === 'true',
      'Seat Number marked invalid',
    );
    const describedBy = (await seat.getAttribute('aria-describedby'))?.split(' ') ?? [];
    const descriptions = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).innerText()));
    expect(descriptions).toContain(taken);
    // Nothing was sold, and the form keeps what was typed.
    expect(new URL(page.url()).pathname).toBe('/PlaneTickets/Create');
    await expect(seat.inputValue()).resolves.toBe(NEW_TICKET.seat);
    await capture(page, 'plane-tickets-create-seat-taken-light');
    expectNoPageErrors(409);
  });

  it('finds the ticket by its seat number', async () => {
    need('ticket', ticketId);
    // The refused ticket is still in its form, unsaved: leaving asks first, and the user agrees.
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      });
    });
    await page.getByRole('link', { name: 'Back to List' }).click();
    await expect(asked).resolves.toBe(LEAVE_QUESTION);
    await waitForList(page, 'Plane Tickets');
    expect(await rowIds(page, 'Plane Tickets')).not.toEqual([String(ticketId)]);
    const bar = search(page, 'Plane Tickets');
    await bar.getByLabel('Seat Number:', { exact: true }).fill(NEW_TICKET.seat);
    await bar.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('seatNumber') === NEW_TICKET.seat);
    await waitForList(page, 'Plane Tickets');
    await expect(rowIdsOnceShown(page, 'Plane Tickets', [String(ticketId)])).resolves.toEqual([String(ticketId)]);
    const row = rowById(page, 'Plane Tickets', ticketId);
    await expect(row.innerText()).resolves.toContain(NEW_TICKET.purchaseDate);
    await capture(page, 'plane-tickets-list-search-light');
    expectNoPageErrors();
  });

  it("finds the flight by its airline, chosen in the search bar's picker, which names it again after a reload", async () => {
    need('flight', flightId);
    await page.goto(`${run.server.url}/Flights`);
    await waitForList(page, 'Flights');
    const bar = search(page, 'Flights');
    const airline = picker(page, bar, 'Airline:');
    expect(await airline.input.getAttribute('placeholder')).toBe('Any airline');
    expect(await airline.type('klm', NEW_FLIGHT.airline)).toEqual([NEW_FLIGHT.airline]);
    await airline.choose(NEW_FLIGHT.airline);
    await bar.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('airlineId') === String(NEW_FLIGHT.airlineId));
    await waitForList(page, 'Flights');
    // The seeded flights are flown by airlines 1 to 10: KLM flies the new one only.
    await expect(rowIdsOnceShown(page, 'Flights', [String(flightId)])).resolves.toEqual([String(flightId)]);
    const row = rowById(page, 'Flights', flightId);
    const airlineLink = row.getByRole('link', { name: NEW_FLIGHT.airline, exact: true });
    expect(await airlineLink.getAttribute('href')).toBe(`/Airlines/${NEW_FLIGHT.airlineId}`);

    // The address holds the airline's id; after a reload the picker asks for it and shows its name, not the number.
    await page.reload();
    await waitForList(page, 'Flights');
    await waitUntil(
      () => airline.input.inputValue(),
      (value) => value === NEW_FLIGHT.airline,
      'the airline filter to be named',
    );
    await expect(rowIds(page, 'Flights')).resolves.toEqual([String(flightId)]);
    await capture(page, 'flights-list-airline-filter-light');
    expectNoPageErrors();
  });

  it('finds the flight by date range, and refuses a range that ends before it starts', async () => {
    need('flight', flightId);
    await page.goto(`${run.server.url}/Flights`);
    await waitForList(page, 'Flights');
    const bar = search(page, 'Flights');
    await bar.getByLabel('Start Date:', { exact: true }).fill(seedDay('2025-09-19'));
    await bar.getByLabel('End Date:', { exact: true }).fill(seedDay('2025-09-21'));
    await bar.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('startDate') === seedDay('2025-09-19') &&
        url.searchParams.get('endDate') === seedDay('2025-09-21'),
    );
    await waitForList(page, 'Flights');
    await expect(rowIds(page, 'Flights')).resolves.toEqual([String(flightId)]);
    await expect(rowById(page, 'Flights', flightId).innerText()).resolves.toContain(`${NEW_FLIGHT.newTime}:00`);

    // The wrong way round: refused beside the inputs, and the list and the address stay as they were.
    const before = page.url();
    await bar.getByLabel('End Date:', { exact: true }).fill(seedDay('2025-09-18'));
    await bar.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(bar.getByRole('alert').innerText()).resolves.toBe(END_BEFORE_START);
    expect(await bar.getByLabel('End Date:', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toBe(before);
    await expect(rowIds(page, 'Flights')).resolves.toEqual([String(flightId)]);
    await capture(page, 'flights-list-end-before-start-light');
    expectNoPageErrors();
  });

  it('does not offer to delete the flight while a ticket refers to it: from its row, then from its details', async () => {
    need('flight', flightId);
    await page.goto(`${run.server.url}/Flights?startDate=${seedDay('2025-09-19')}&endDate=${seedDay('2025-09-21')}`);
    await waitForList(page, 'Flights');
    const row = rowById(page, 'Flights', flightId);
    await row.getByRole('button', { name: `Delete flight ${flightId}`, exact: true }).click();
    // The dialog learns first that a ticket uses the flight: it says so, with the link, and offers no Delete.
    const dialog = page.getByRole('dialog', { name: `Flight ${flightId} cannot be deleted` });
    await expect(dialog.locator('p').innerText()).resolves.toBe(
      `Flight ${flightId} is used by 1 plane ticket and cannot be deleted. Delete those first, or change them to use another.`,
    );
    await expect(dialog.getByRole('link', { name: '1 plane ticket', exact: true }).getAttribute('href')).resolves.toBe(
      `/PlaneTickets?flightId=${flightId}`,
    );
    expect(await dialog.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);
    await capture(page, 'flights-list-delete-blocked-light');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(rowIds(page, 'Flights')).resolves.toEqual([String(flightId)]);

    await page.goto(`${run.server.url}/Flights/${flightId}`);
    await page.getByRole('heading', { name: 'Flight Details', level: 1 }).waitFor();
    await page.locator('dl').first().waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog', { name: `Flight ${flightId} cannot be deleted` }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Still on the flight's page, which still shows it.
    expect(new URL(page.url()).pathname).toBe(`/Flights/${flightId}`);
    await expect(detailValue(page, 'Departure Date')).resolves.toBe(NEW_FLIGHT.date);
    expectNoPageErrors();
  });

  it('deletes the ticket, then the flight; each delete returns to the list as last seen, which finds nothing now', async () => {
    need('ticket', ticketId);
    await page.goto(`${run.server.url}/PlaneTickets/${ticketId}`);
    await page.getByRole('heading', { name: 'Plane Ticket Details', level: 1 }).waitFor();
    await page.locator('dl').first().waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const ticketDialog = page.getByRole('dialog', {
      name: `Delete plane ticket ${ticketId} (Jane Smith, seat ${NEW_TICKET.seat})?`,
    });
    await ticketDialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await snackbar(page, 'Data successfully deleted.').waitFor();
    // The tickets list was last seen searching for the seat (D-65); no ticket has it now (an empty search answers
    // 204, D-37).
    await page.waitForURL(
      (url) => url.pathname === '/PlaneTickets' && url.searchParams.get('seatNumber') === NEW_TICKET.seat,
    );
    await page.getByText('No results found for your search.').waitFor();

    await page.goto(`${run.server.url}/Flights/${flightId}`);
    await page.getByRole('heading', { name: 'Flight Details', level: 1 }).waitFor();
    await page.locator('dl').first().waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await snackbar(page, 'Data successfully deleted.').waitFor();
    // The flights list was last seen on the date range that found the flight, which finds nothing now. The 404s
    // allowed are the deleted ticket's and flight's own records, asked for once more as their pages closed.
    await page.waitForURL(
      (url) =>
        url.pathname === '/Flights' &&
        url.searchParams.get('startDate') === seedDay('2025-09-19') &&
        url.searchParams.get('endDate') === seedDay('2025-09-21'),
    );
    await page.getByText('No results found for your search.').waitFor();
    expectNoPageErrors(404);
  });
});

async function expectUnauthorized(page: Page, path: string) {
  await page.goto(`${run.server.url}${path}`);
  await page.getByRole('heading', { name: 'Unauthorized', level: 1 }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/unauthorized');
}

describe('as uu (User)', () => {
  let session: Session;
  let page: Page;
  beforeEach(async () => {
    session = await openSession(run.browser);
    ({ page } = session);
  });
  afterEach(async () => {
    await session.context.close();
  });

  it('flights and plane tickets can be read, not changed', async () => {
    await signIn(page, run.server.url, 'uu', 'uu');
    const screens = [
      { plural: 'Flights', path: '/Flights', details: 'Flight Details' },
      { plural: 'Plane Tickets', path: '/PlaneTickets', details: 'Plane Ticket Details' },
    ];
    for (const screen of screens) {
      await page.goto(`${run.server.url}${screen.path}`);
      await waitForList(page, screen.plural);
      const table = page.getByRole('table', { name: screen.plural, exact: true });
      const rows = await table.getByRole('rowheader').count();
      expect(rows).toBeGreaterThan(0);
      expect(await page.getByRole('link', { name: /^Create / }).count()).toBe(0);
      expect(await table.getByRole('link', { name: /^Edit / }).count()).toBe(0);
      expect(await table.getByRole('button', { name: /^Delete / }).count()).toBe(0);
      expect(await table.getByRole('link', { name: /^Open / }).count()).toBe(rows);

      await page.goto(`${run.server.url}${screen.path}/1`);
      await page.getByRole('heading', { name: screen.details, level: 1 }).waitFor();
      await page.locator('dl').first().waitFor();
      await page.getByRole('link', { name: 'Back to List' }).waitFor();
      expect(await page.getByRole('link', { name: 'Edit', exact: true }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);
    }
    await capture(page, 'plane-tickets-details-as-user-light');
    await expectUnauthorized(page, '/Flights/Create');
    await expectUnauthorized(page, '/PlaneTickets/Edit/1');
    expect(unexpected(session.problems())).toEqual([]);
  });
});

/** A screen whose create form has pickers; `picker` is the first one's label. */
type PickerScreen = ScreenCase & { picker: string };

const flightScreen: PickerScreen = {
  key: 'flights',
  label: 'Flight',
  plural: 'Flights',
  path: '/Flights',
  editField: 'Departure Date',
  picker: 'Airline',
};
const ticketScreen: PickerScreen = {
  key: 'plane-tickets',
  label: 'Plane Ticket',
  plural: 'Plane Tickets',
  path: '/PlaneTickets',
  editField: 'Price',
  picker: 'Passenger',
};

/**
 * The create form as it opens, with its first picker open on its first ten records and 'Load More', again after Load
 * More, and after an empty submit with every message.
 */
async function shootCreateWithPickers(page: Page, screen: PickerScreen, name: string) {
  await page.goto(`${run.server.url}${screen.path}/Create`);
  await page.getByRole('heading', { name: `Create ${screen.label}`, level: 1 }).waitFor();
  await waitForSignedInHeader(page);
  await capture(page, name);
  const first = formPicker(page, screen.picker);
  expect(await first.open()).toHaveLength(10);
  await first.loadMoreOption.waitFor();
  await capture(page, `${name}-picker-open`);
  expect((await first.loadMore()).length).toBeGreaterThan(10);
  await capture(page, `${name}-load-more`);
  await first.input.press('Escape');
  await first.list.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.locator('form').getByRole('alert').first().waitFor();
  expect(await formField(page, screen.editField).getAttribute('aria-invalid')).toBe('true');
  expect(await first.input.getAttribute('aria-invalid')).toBe('true');
  await capture(page, `${name}-errors`);
}

describe('screenshots', () => {
  let session: Session;
  let context: BrowserContext;
  let page: Page;
  const open = async (viewport = WIDE) => {
    session = await openSession(run.browser, viewport);
    ({ context, page } = session);
  };
  afterEach(async () => {
    await context.close();
  });

  for (const theme of ['light', 'dark'] as ThemeMode[]) {
    it(`flights and plane tickets: list, details, create (and after Load More), edit in the ${theme} theme`, async () => {
      await open();
      await startInTheme(context, theme);
      await signIn(page, run.server.url, 'aa', 'aa');
      for (const screen of [flightScreen, ticketScreen]) {
        await shoot(page, run.server.url, screen, 'list', `${screen.key}-list-${theme}`);
        await shoot(page, run.server.url, screen, 'details', `${screen.key}-details-${theme}`);
        await shootCreateWithPickers(page, screen, `${screen.key}-create-${theme}`);
        await shoot(page, run.server.url, screen, 'edit', `${screen.key}-edit-${theme}`);
      }
      expect(unexpected(session.problems())).toEqual([]);
    });

    it(`flights and plane tickets on a narrow window in the ${theme} theme`, async () => {
      await open(NARROW);
      await startInTheme(context, theme);
      await signIn(page, run.server.url, 'aa', 'aa');
      await resize(page, NARROW);
      // The page itself must not scroll sideways (D-11).
      const overflowing: string[] = [];
      const checkFit = async (name: string) => {
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > NARROW.width) overflowing.push(`${name} is ${width}px wide`);
      };
      for (const screen of [flightScreen, ticketScreen]) {
        const name = (kind: string) => `${screen.key}-${kind}-${theme}-narrow`;
        await shoot(page, run.server.url, screen, 'list', name('list'));
        await checkFit(name('list'));
        await shoot(page, run.server.url, screen, 'details', name('details'));
        await checkFit(name('details'));
        await shootCreateWithPickers(page, screen, name('create'));
        await checkFit(name('create'));
        await shoot(page, run.server.url, screen, 'edit', name('edit'));
        await checkFit(name('edit'));
      }
      expect(overflowing).toEqual([]);
      expect(unexpected(session.problems())).toEqual([]);
    });
  }
});
