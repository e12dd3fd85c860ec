import type { Page } from 'playwright-core';
import { apiReader, type Paged } from './support/api';
import { picker } from './support/pickers';
import { capture, openSession, signIn, unexpected, type Session } from './support/session';
import { serverAndBrowserForThisFile } from './support/startServer';

// The pickers as a new member of staff meets them (D-77, D-78, D-79), as aa at 1366x768 on the demo data: a picker's
// ▾ on a filled create form sends nothing, 'john smith' lists John Smith first, and a flight is found by its date.

jest.setTimeout(120_000);

const run = serverAndBrowserForThisFile();
const LAPTOP = { width: 1366, height: 768 };

interface Flight {
  id: number;
  departureDate: string;
}

/** POSTs a record as aa, as another member of staff would have entered it. */
async function create(path: string, body: Record<string, unknown>) {
  const signedIn = await fetch(`${run.server.url}/api/v1/Authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: 'aa', Password: 'aa' }),
  });
  const token = await signedIn.text();
  const answer = await fetch(`${run.server.url}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(answer.status).toBe(201);
}

let read: Awaited<ReturnType<typeof apiReader>>;
beforeAll(async () => {
  read = await apiReader(run.server.url, 'aa', 'aa');
  // Sarai Johnston lives in Smith Street: her text has both words, her name only one of them.
  const people = [
    ['Sarai', 'Johnston', 'Smith Street 1', 'E2E000001', '5550000000001'],
    ['John', 'Smithson', 'Elm Road 2', 'E2E000002', '5550000000002'],
    ['John', 'Smith', 'Oak Lane 3', 'E2E000003', '5550000000003'],
  ];
  for (const [FirstName, LastName, Address, Passport, Uprn] of people) {
    await create('Passengers', { FirstName, LastName, Address, Passport, Uprn, Phone: '555-0100' });
  }
});

describe('as aa at 1366x768', () => {
  let session: Session;
  let page: Page;
  beforeAll(async () => {
    session = await openSession(run.browser, LAPTOP);
    ({ page } = session);
    await signIn(page, run.server.url, 'aa', 'aa');
  });
  afterAll(async () => {
    await session?.context.close();
  });

  it("clicks each picker's ▾ on a filled flight form and creates nothing", async () => {
    const before = (await read<Paged<unknown>>('Flights?pageSize=1')).totalCount;
    await page.goto(`${run.server.url}/Flights/Create`);
    await page.getByRole('heading', { name: 'Create Flight', level: 1 }).waitFor();
    const form = page.locator('form');
    await form.getByRole('textbox', { name: 'Departure Date', exact: true }).fill('2026-12-02');
    await form.getByRole('textbox', { name: 'Departure Time', exact: true }).fill('11:30');
    for (const label of ['Airline', 'Destination', 'Pilot']) {
      const field = picker(page, form, label);
      const [first] = await field.open();
      await field.choose(first ?? '');
    }
    const chosen = await form
      .getByRole('combobox')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

    for (const label of ['Airline', 'Destination', 'Pilot']) {
      const input = form.getByRole('combobox', { name: label, exact: true });
      const box = input.locator('xpath=..');
      await box.getByRole('button', { name: 'Open' }).click();
      await page.getByRole('listbox', { name: label, exact: true }).waitFor();
      if (label === 'Airline') await capture(page, 'pickers-toggle-open-1366-light');
      await box.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('listbox', { name: label, exact: true }).waitFor({ state: 'hidden' });
    }

    expect(new URL(page.url()).pathname).toBe('/Flights/Create');
    expect(await form.locator('[aria-invalid="true"]').count()).toBe(0);
    expect(
      await form
        .getByRole('combobox')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    ).toEqual(chosen);
    expect((await read<Paged<unknown>>('Flights?pageSize=1')).totalCount).toBe(before);
    expect(unexpected(session.problems())).toEqual([]);
  });

  it("finds 'john smith' and a flight by its date in the ticket form", async () => {
    await page.goto(`${run.server.url}/PlaneTickets/Create`);
    await page.getByRole('heading', { name: 'Create Plane Ticket', level: 1 }).waitFor();
    const form = page.locator('form');

    const passengers = picker(page, form, 'Passenger');
    const found = await passengers.type('john smith', /^John Smith \(passport E2E000003,/);
    expect(found[0]).toBe('John Smith (passport E2E000003, UPRN 5550000000003)');
    expect(found.indexOf('John Smithson (passport E2E000002, UPRN 5550000000002)')).toBe(1);
    // Her 'Smith' is in her address, which the option does not show.
    expect(found.some((label) => label.startsWith('Sarai Johnston'))).toBe(false);
    await capture(page, 'pickers-john-smith-1366-light');
    await passengers.choose(found[0] ?? '');

    const [flight] = (await read<Paged<Flight>>('Flights?pageSize=1')).data;
    if (flight === undefined) throw new Error('The demo data has no flight.');
    const flights = picker(page, form, 'Flight');
    const byDate = await flights.type(flight.departureDate, new RegExp(`^Flight ${flight.id}: `));
    expect(byDate.every((label) => label.includes(flight.departureDate))).toBe(true);
    await capture(page, 'pickers-flight-by-date-1366-light');
    const mark = flights.option(new RegExp(`^Flight ${flight.id}: `)).locator('mark');
    expect(await mark.allInnerTexts()).toEqual([flight.departureDate]);
    await flights.choose(new RegExp(`^Flight ${flight.id}: `));
    expect(unexpected(session.problems())).toEqual([]);
  });
});
