import type { Locator, Page } from 'playwright-core';
import { resize } from './support/browser';
import {
  capture,
  detailValue,
  NARROW,
  openSession,
  signIn,
  startInTheme,
  unexpected,
  waitForDetails,
  waitForList,
  WIDE,
  type Session,
  type ThemeMode,
} from './support/session';
import { serverAndBrowserForThisFile } from './support/startServer';

// The signed-in home page's dashboard (docs/dashboard.md), on a generated data set dated around today (D-89), so today
// has departures ahead and sales behind: its counts are the lists' totals, a departure
// opens its flight, and it is pictured wide and narrow in both themes.

jest.setTimeout(180_000);

const run = serverAndBrowserForThisFile({ generatedScale: 0.01 });

let session: Session;
let page: Page;

beforeAll(async () => {
  session = await openSession(run.browser, WIDE);
  ({ page } = session);
  await signIn(page, run.server.url, 'og', 'og');
});
afterAll(async () => {
  await session?.context.close();
});

const records = () => page.getByRole('list', { name: 'Records' });
const countCard = (label: string) => records().getByRole('link', { name: new RegExp(`^${label}\\s*:\\s*[\\d,]+$`) });
const shownCount = async (card: Locator) => Number((await card.innerText()).replace(/\D/g, ''));

async function openDashboard(): Promise<void> {
  await page.goto(`${run.server.url}/`);
  await records().waitFor();
}

/** Both charts drawn: each is asked for when it nears the window, so the page is scrolled past them first. */
async function drawCharts(): Promise<void> {
  for (const name of ['Tickets sold per day', 'Sales by travel class']) {
    const panel = page.getByRole('region', { name });
    await panel.scrollIntoViewIfNeeded();
    await panel.locator('svg .MuiBarElement-root, svg rect').first().waitFor();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

it("counts what the lists hold: each card's number is its list's total, and opens it", async () => {
  await openDashboard();
  for (const [label, heading] of [
    ['Pilots', 'Pilots'],
    ['Flights', 'Flights'],
    ['Api Users', 'Api Users'],
  ] as const) {
    const card = countCard(label);
    const counted = await shownCount(card);
    expect(counted).toBeGreaterThan(0);
    await card.click();
    await waitForList(page, heading);
    const summary = await page.getByText(/Total Records: \d+/).innerText();
    expect(Number(summary.replace(/.*Total Records: /, ''))).toBe(counted);
    await page.goBack();
    await records().waitFor();
  }
  expect(unexpected(session.problems())).toEqual([]);
});

it('lists the next departures in order, and one opens its flight', async () => {
  await openDashboard();
  const departures = page.getByRole('table', { name: 'Next departures' });
  await departures.waitFor();
  const links = departures.getByRole('link');
  const shown = await links.allInnerTexts();
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.length).toBeLessThanOrEqual(10);
  expect([...shown].sort()).toEqual(shown);
  const description = await departures.evaluate(
    (table) => document.getElementById(table.getAttribute('aria-describedby') ?? '')?.textContent,
  );
  expect(description).toMatch(/^[\d,]+ departures? from now to \d{4}-\d{2}-\d{2}/);

  const first = links.first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/Flights\/\d+$/);
  await first.click();
  await page.waitForURL((url) => url.pathname === href);
  await waitForDetails(page);
  await page.getByRole('heading', { name: 'Flight Details', level: 1 }).waitFor();
  // The departure the dashboard showed is the flight's: '2026-11-28 06:10' is its date and its time.
  const [date, time] = (shown[0] ?? '').split(' ');
  expect(await detailValue(page, 'Departure Date')).toBe(date);
  expect(await detailValue(page, 'Departure Time')).toMatch(new RegExp(`^${time}`));
  expect(unexpected(session.problems())).toEqual([]);
});

describe.each([
  ['wide', WIDE],
  ['narrow', NARROW],
] as const)('pictured %s', (width, size) => {
  it.each(['light', 'dark'] as ThemeMode[])('in the %s theme', async (mode) => {
    const pictured = await openSession(run.browser, size);
    try {
      await startInTheme(pictured.context, mode);
      page = pictured.page;
      await signIn(page, run.server.url, 'og', 'og');
      await openDashboard();
      await resize(page, size);
      await drawCharts();
      await capture(page, `dashboard-${width}-${mode}`);
      // The charts' numbers, shown as a table instead.
      if (width === 'wide' && mode === 'light') {
        const panel = page.getByRole('region', { name: 'Sales by travel class' });
        await panel.getByRole('button', { name: 'Show as table' }).click();
        await panel.getByRole('button', { name: 'Show as chart' }).waitFor();
        await page.evaluate(() => window.scrollTo(0, 0));
        await capture(page, 'dashboard-wide-light-table');
      }
      expect(unexpected(pictured.problems())).toEqual([]);
    } finally {
      page = session.page;
      await pictured.context.close();
    }
  });
});
