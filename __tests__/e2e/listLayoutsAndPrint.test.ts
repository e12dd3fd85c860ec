import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { resize, SCREENSHOT_DIR } from './support/browser';
import {
  capture,
  NARROW,
  openSession,
  signIn,
  startInTheme,
  unexpected,
  waitForList,
  type Session,
} from './support/session';
import { serverAndBrowserForThisFile } from './support/startServer';

// Lists as staff see them all day: every list at 1366 x 768 with the navigation open (every value whole, or columns to
// choose) and at 390 px (a card per row), in both themes, through the accessibility gate; and printed: a list with its
// headers and without its controls, a flight's Print as its manifest sheet alone. The printed PDFs are pictured page by
// page (pdftoppm) under test-output/screenshots/print-*.

jest.setTimeout(180_000);

const run = serverAndBrowserForThisFile();
const LAPTOP = { width: 1366, height: 768 };

const LISTS = [
  ['Passengers', '/Passengers'],
  ['Travel Classes', '/TravelClasses'],
  ['Destinations', '/Destinations'],
  ['Pilots', '/Pilots'],
  ['Airlines', '/Airlines'],
  ['Flights', '/Flights'],
  ['Plane Tickets', '/PlaneTickets'],
  ['Api Users', '/ApiUsers'],
] as const;

/** The table cells whose text the table cuts short (an ellipsis), as 'Header: text'. */
const cutCells = (page: Page, name: string) =>
  page.getByRole('table', { name, exact: true }).evaluate((table) => {
    const headers = [...table.querySelectorAll('thead th')].map((cell) => cell.textContent?.trim() ?? '');
    return [...table.querySelectorAll('tbody tr')].flatMap((row) =>
      [...row.children]
        .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
        .map((cell) => `${headers[(cell as HTMLTableCellElement).cellIndex]}: ${cell.textContent ?? ''}`),
    );
  });

describe.each(['light', 'dark'] as const)('every list in the %s theme', (mode) => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession(run.browser, LAPTOP);
    await startInTheme(session.context, mode);
    // A SuperAdmin, who sees every list, API users included.
    await signIn(session.page, run.server.url, 'og', 'og');
  });
  afterAll(async () => {
    await session?.context.close();
  });

  it.each(LISTS)('shows %s whole at 1366 px with the navigation open, and as cards at 390 px', async (name, path) => {
    const { page } = session;
    await resize(page, LAPTOP);
    await page.goto(`${run.server.url}${path}`);
    await waitForList(page, name);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await cutCells(page, name)).toEqual([]);
    // Every column in sight: the table fits its frame, nothing behind a sideways scroll.
    expect(
      await page.getByRole('table', { name, exact: true }).evaluate((table) => {
        const frame = table.parentElement as HTMLElement;
        return frame.scrollWidth - frame.clientWidth;
      }),
    ).toBeLessThanOrEqual(1);
    await capture(page, `lists-${path.slice(1)}-1366-${mode}`);

    await resize(page, NARROW);
    const cards = page.getByRole('list', { name, exact: true });
    await cards.waitFor();
    // Every field of a row, as 'label: value', and its actions.
    const first = cards.getByRole('listitem').first();
    expect(await first.locator('dt').count()).toBeGreaterThan(1);
    await capture(page, `lists-${path.slice(1)}-390-${mode}`);
    expect(unexpected(session.problems())).toEqual([]);
  });
});

/** Prints the page to PDF as Chromium prints it (print styles), pictures each page, and answers the PDF's text. */
async function printed(page: Page, name: string): Promise<{ text: string; pages: number }> {
  const dir = path.join(SCREENSHOT_DIR, '..', 'print');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${name}.pdf`);
  // preferCSSPageSize: the page's own @page size (A4, landscape for a wide list) rather than Letter.
  await writeFile(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  execFileSync('pdftoppm', ['-png', '-r', '50', file, path.join(SCREENSHOT_DIR, `print-${name}`)]);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return { text, pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]) };
}

const CONTROLS = [
  'Quick search',
  'Search',
  'Clear',
  'First Page',
  'Next',
  'Go to page',
  'Items per page',
  'Columns',
  'Compact rows',
  'Actions',
  'Export',
  'Toggle navigation',
];

describe('printed', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession(run.browser, LAPTOP);
    await signIn(session.page, run.server.url, 'aa', 'aa');
  });
  afterAll(async () => {
    await session?.context.close();
  });

  it('prints the plane tickets with their headers, on landscape pages, without controls', async () => {
    const { page } = session;
    await page.goto(`${run.server.url}/PlaneTickets?sort=seatNumber`);
    await waitForList(page, 'Plane Tickets');
    const { text } = await printed(page, 'planeTickets');
    for (const header of ['Id', 'Price', 'Purchase Date', 'Seat Number', 'Passenger', 'Flight', 'Travel Class']) {
      expect(text).toContain(header);
    }
    expect(text).toContain('Plane Tickets');
    expect(CONTROLS.filter((label) => new RegExp(`\\b${label}\\b`).test(text))).toEqual([]);
    // Landscape: the page is wider than high.
    const size = execFileSync('pdfinfo', [path.join(SCREENSHOT_DIR, '..', 'print', 'planeTickets.pdf')], {
      encoding: 'utf8',
    });
    const [, width, height] = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(size) ?? [];
    expect(Number(width)).toBeGreaterThan(Number(height));
  });

  it("prints a flight's manifest sheet alone: the flight, its tickets and totals, not the details page", async () => {
    const { page } = session;
    await page.goto(`${run.server.url}/Flights/1`);
    await page.getByRole('heading', { name: /^Passenger manifest/ }).waitFor();
    await page.getByRole('button', { name: 'Print', exact: true }).waitFor();
    // The browser's print dialog is the user's: here the page is printed to PDF while the sheet is drawn.
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    const { text } = await printed(page, 'manifest');
    expect(text).toContain('Passenger manifest: flight 1');
    for (const line of ['Departure', 'Airline', 'Destination', 'Pilot', 'Seat', 'Passport', 'Totals', 'All classes']) {
      expect(text).toContain(line);
    }
    const others = ['Flight Details', 'History', 'Back to List', 'Edit', 'Delete', 'Airport Back Office'];
    expect(others.filter((other) => new RegExp(`\\b${other}\\b`).test(text))).toEqual([]);
    expect(unexpected(session.problems())).toEqual([]);
  });
});
