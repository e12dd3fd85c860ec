import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Flight } from '../../src/domain/entities/flight';
import type { Manifest } from '../../src/domain/manifest';
import { apiReader } from './support/api';
import { SCREENSHOT_DIR } from './support/browser';
import { capture, openSession, signIn, startInTheme, unexpected, WIDE, type Session } from './support/session';
import { serverAndBrowserForThisFile } from './support/startServer';

// As aa, on a generated data set: open a flight, read its manifest, export it as CSV and open the file, and print it
// to PDF (Chromium's print) and look at the pages.

jest.setTimeout(180_000);

const run = serverAndBrowserForThisFile({ generatedScale: 0.01 });

/** A flight of the generated data with 15 tickets (the most a flight gets), so the manifest has rows and classes. */
const FLIGHT_ID = 895;

let session: Session;
let page: Page;
let flight: Flight;
let expected: Manifest;

beforeAll(async () => {
  const read = await apiReader(run.server.url, 'aa', 'aa');
  flight = await read<Flight>(`Flights/${FLIGHT_ID}`);
  expected = await read<Manifest>(`Flights/${FLIGHT_ID}/manifest`);
  session = await openSession(run.browser, WIDE);
  ({ page } = session);
  // Printed in the dark theme: the print stylesheet must still give dark text on white.
  await startInTheme(session.context, 'dark');
  await signIn(page, run.server.url, 'aa', 'aa');
});
afterAll(async () => {
  await session?.context.close();
});

const money = (amount: number) => amount.toLocaleString('en-US', { minimumFractionDigits: 2 });

it("reads a flight's manifest: its tickets by seat and the totals per travel class", async () => {
  await page.goto(`${run.server.url}/Flights/${FLIGHT_ID}`);
  const heading = `Passenger manifest (${expected.total.tickets} tickets)`;
  const tickets = page.getByRole('table', { name: heading });
  await tickets.waitFor();
  expect(expected.tickets.length).toBeGreaterThanOrEqual(5);
  expect(await tickets.getByRole('rowheader').allTextContents()).toEqual(
    expected.tickets.map(({ seatNumber }) => String(seatNumber)),
  );
  const first = expected.tickets[0];
  if (first === undefined) throw new Error('The flight has no tickets.');
  await tickets.getByRole('link', { name: `${first.firstName} ${first.lastName}` }).waitFor();
  const totals = page.getByRole('table', { name: 'Totals' });
  expect(await totals.getByRole('row').last().textContent()).toBe(
    `All classes${expected.total.tickets}${money(expected.total.revenue)}`,
  );
  await capture(page, 'manifest-wide-dark');
  expect(unexpected(session.problems())).toEqual([]);
});

it('exports the manifest as CSV and the file holds every ticket by seat', async () => {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export the manifest as CSV' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(new RegExp(`^Manifest_Flight${FLIGHT_ID}_\\d{8}_\\d{6}\\.csv$`));
  const text = (await readFile(await file.path())).toString('utf8');
  const records = text.slice(1).split('\r\n');
  expect(records[0]).toBe('Seat,Passenger,Passport,Travel Class,Price');
  expect(records.slice(1, -1)).toEqual(
    expected.tickets.map(
      (ticket) =>
        `${ticket.seatNumber},${ticket.firstName} ${ticket.lastName},${ticket.passport},${ticket.travelClass},${ticket.price}`,
    ),
  );
  await page.getByText(/^Saved Manifest_Flight\d+_\d{8}_\d{6}\.csv \(\d+ rows\)\.$/).waitFor();
});

it('prints as an A4 manifest: the flight on top, the tickets and totals, no navigation, buttons or footer', async () => {
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await writeFile(path.join(SCREENSHOT_DIR, 'manifest-print.pdf'), pdf);
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf) }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  // Without white space: the PDF's text comes in runs, and a ligature ('ff') may come apart from its word.
  const text = pages.join('').replace(/\s+/g, '');
  const squeezed = (words: string) => words.replace(/\s+/g, '');
  for (const shown of [
    'Flight Details',
    flight.departureDate,
    flight.airline?.name ?? '',
    flight.destination?.city ?? '',
    flight.pilot?.lastName ?? '',
    'Passenger manifest',
    'All classes',
  ]) {
    expect(text).toContain(squeezed(shown));
  }
  for (const ticket of expected.tickets) expect(text).toContain(ticket.passport);
  expect(pages.length).toBeGreaterThan(1);
  for (const hidden of ['Sign Out', 'Back to List', 'Print', 'Export', 'Edit', 'Airport Back Office']) {
    expect(text).not.toContain(squeezed(hidden));
  }
  // What the printout looks like, for people to check: the page as print media lays it out.
  await page.emulateMedia({ media: 'print' });
  await capture(page, 'manifest-print-media');
  await page.emulateMedia({ media: null });
});
