import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { resize } from './support/browser';
import {
  capture,
  NARROW,
  openSession,
  signIn,
  startInTheme,
  unexpected,
  waitForList,
  WIDE,
  type Session,
} from './support/session';
import { serverAndBrowserForThisFile } from './support/startServer';

// As aa: export a filtered, sorted list as CSV and open the file; export it as PDF; look at the Export controls.

jest.setTimeout(120_000);

const run = serverAndBrowserForThisFile();

let session: Session;
let page: Page;

beforeAll(async () => {
  session = await openSession(run.browser);
  ({ page } = session);
  await signIn(page, run.server.url, 'aa', 'aa');
});
afterAll(async () => {
  await session?.context.close();
});

/** Clicks an export button and returns the downloaded file's name and bytes. */
async function download(on: Page, button: string) {
  const [file] = await Promise.all([on.waitForEvent('download'), on.getByRole('button', { name: button }).click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

it('exports the flights of an airline, newest first, as the list shows them', async () => {
  await page.goto(`${run.server.url}/Flights?airlineId=1&sort=-departureDate,-departureTime`);
  await waitForList(page, 'Flights');
  const ids = await page.getByRole('table', { name: 'Flights', exact: true }).getByRole('rowheader').allTextContents();
  expect(ids.length).toBeGreaterThan(0);

  const csv = await download(page, 'Export flights as CSV');
  expect(csv.name).toMatch(/^Flights_\d{8}_\d{6}\.csv$/);
  const text = csv.bytes.toString('utf8');
  expect(text.startsWith('\uFEFFId,Departure Date,Departure Time,Airline,Destination,Pilot\r\n')).toBe(true);
  const records = text.slice(1).split('\r\n').slice(1, -1);
  // Every matching flight, not only the page on screen, in the list's order.
  expect(records.slice(0, ids.length).map((record) => record.split(',')[0])).toEqual(ids);
  expect(records.every((record) => record.split(',')[3] === 'Delta Air Lines')).toBe(true);
  await page.getByText(/^Saved Flights_\d{8}_\d{6}\.csv \(\d+ rows\)\.$/).waitFor();

  const pdf = await download(page, 'Export flights as PDF');
  expect(pdf.name).toMatch(/^Flights_\d{8}_\d{6}\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(unexpected(session.problems())).toEqual([]);
});

it.each([
  { name: 'wide', viewport: WIDE, mode: 'light' },
  { name: 'narrow', viewport: NARROW, mode: 'dark' },
] as const)('shows the Export controls on a $name screen in the $mode theme', async ({ name, viewport, mode }) => {
  const shot = await openSession(run.browser, viewport);
  try {
    await startInTheme(shot.context, mode);
    await signIn(shot.page, run.server.url, 'aa', 'aa');
    await shot.page.goto(`${run.server.url}/Passengers?q=john`);
    await waitForList(shot.page, 'Passengers');
    await shot.page.getByRole('button', { name: 'Export passengers as CSV' }).click();
    await shot.page.getByText(/^Saved Passengers_/).waitFor();
    await resize(shot.page, viewport);
    await capture(shot.page, `exports-list-${name}-${mode}`);
    const group = shot.page.getByRole('group', { name: 'Export passengers' });
    const box = await group.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(viewport.width);
  } finally {
    await shot.context.close();
  }
});
