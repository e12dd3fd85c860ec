import type { BrowserContext, Page } from 'playwright-core';
import {
  capture,
  detailValue,
  formField,
  NARROW,
  openListFromMenu,
  openSession,
  rowById,
  signIn,
  snackbar,
  unexpected,
  startInTheme,
  waitForList,
  WIDE,
  shoot,
  type ScreenCase,
  type ScreenKind,
  type Session,
  type ThemeMode,
} from './support/session';
import { serverAndBrowserForThisFile } from './support/startServer';

jest.setTimeout(120_000);

let session: Session;
let context: BrowserContext;
let page: Page;

const run = serverAndBrowserForThisFile();

async function open(viewport = WIDE) {
  session = await openSession(run.browser, viewport);
  ({ context, page } = session);
}
beforeEach(() => open());
afterEach(async () => {
  await context.close();
});

const expectNoPageErrors = (...expectedStatuses: number[]) =>
  expect(unexpected(session.problems(), expectedStatuses)).toEqual([]);

interface CrudCase {
  label: string;
  plural: string;
  path: string;
  /** Form label → value for the new record. */
  create: Record<string, string>;
  /** The search input (its label and URL parameter) and the value that finds the record before and after the edit. */
  search: { label: string; param: string; value: string };
  edit: { label: string; from: string; to: string };
}

// Unique per run, and shaped as the rules want: a UPRN is 13 characters and a passport 9.
const stamp = String(Date.now());

const cases: CrudCase[] = [
  {
    label: 'Airline',
    plural: 'Airlines',
    path: '/Airlines',
    create: { Name: `E2E Airline ${stamp}` },
    search: { label: 'Search by Name:', param: 'name', value: stamp },
    edit: { label: 'Name', from: `E2E Airline ${stamp}`, to: `E2E Airways ${stamp}` },
  },
  {
    label: 'Destination',
    plural: 'Destinations',
    path: '/Destinations',
    create: { City: `E2E City ${stamp}`, Airport: `E2E Field ${stamp}` },
    search: { label: 'City:', param: 'city', value: `E2E City ${stamp}` },
    edit: { label: 'Airport', from: `E2E Field ${stamp}`, to: `E2E International ${stamp}` },
  },
  {
    label: 'Passenger',
    plural: 'Passengers',
    path: '/Passengers',
    create: {
      'First Name': 'Ana',
      'Last Name': `Tester${stamp.slice(-5)}`,
      UPRN: stamp,
      Passport: `E${stamp.slice(-8)}`,
      Address: '1 Runway Road, Belgrade, Serbia',
      Phone: '011-555-0101',
    },
    search: { label: 'Passport:', param: 'passport', value: `E${stamp.slice(-8)}` },
    edit: { label: 'Phone', from: '011-555-0101', to: '011-555-0199' },
  },
  {
    label: 'Pilot',
    plural: 'Pilots',
    path: '/Pilots',
    create: { 'First Name': 'Pat', 'Last Name': `Flyer${stamp.slice(-5)}`, UPRN: stamp, 'Flying Hours': '120' },
    search: { label: 'UPRN:', param: 'uprn', value: stamp },
    edit: { label: 'Flying Hours', from: '120', to: '0' },
  },
];

/** Types the search value into the list's search bar, commits it and waits for the filtered list. */
async function searchFor(on: Page, crud: CrudCase) {
  const bar = on.getByRole('search', { name: `Search ${crud.plural.toLowerCase()}` });
  await bar.getByLabel(crud.search.label, { exact: true }).fill(crud.search.value);
  await bar.getByRole('button', { name: 'Search', exact: true }).click();
  await on.waitForURL((url) => url.searchParams.get(crud.search.param) === crud.search.value);
}

// The record's fields: its History's Created and Last changed follow in a list of their own (D-76).
const detailsText = (on: Page) => on.locator('dl').first().innerText();

describe('as aa (Admin)', () => {
  for (const crud of cases) {
    it(`${crud.plural}: create, find by search, edit, back to the search, delete from the list`, async () => {
      const one = crud.label.toLowerCase();
      await signIn(page, run.server.url, 'aa', 'aa');
      await openListFromMenu(page, crud.plural);

      // Create.
      await page.getByRole('link', { name: `Create ${crud.label}`, exact: true }).click();
      await page.getByRole('heading', { name: `Create ${crud.label}`, level: 1 }).waitFor();
      for (const [label, value] of Object.entries(crud.create)) await formField(page, label).fill(value);
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await page.waitForURL(new RegExp(`${crud.path}/\\d+$`));
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      await page.getByRole('heading', { name: `${crud.label} Details`, level: 1 }).waitFor();
      await snackbar(page, 'Data successfully created.').waitFor();
      const created = await detailsText(page);
      for (const value of Object.values(crud.create)) expect(created).toContain(value);
      expect(created).toContain(String(id));

      // Find it again from the list.
      await page.getByRole('link', { name: 'Back to List' }).click();
      await waitForList(page, crud.plural);
      await searchFor(page, crud);
      const row = rowById(page, crud.plural, id);
      await row.waitFor();
      await waitForList(page, crud.plural);
      expect(await page.getByRole('table', { name: crud.plural }).getByRole('rowheader').allTextContents()).toEqual([
        String(id),
      ]);

      // Edit: the row's Edit link opens the form in the same tab, as its Open link does the record (D-14).
      const editLink = row.getByRole('link', { name: `Edit ${one} ${id}`, exact: true });
      expect(await editLink.getAttribute('target')).toBeNull();
      expect(await row.getByRole('link', { name: `Open ${one} ${id}`, exact: true }).getAttribute('href')).toBe(
        `${crud.path}/${id}`,
      );
      await editLink.click();
      await page.waitForURL(`**${crud.path}/Edit/${id}`);
      await page.getByRole('heading', { name: `Edit ${crud.label}`, level: 1 }).waitFor();
      const field = formField(page, crud.edit.label);
      await expect(field.inputValue()).resolves.toBe(crud.edit.from);
      await field.fill(crud.edit.to);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.waitForURL(`**${crud.path}/${id}`);
      await snackbar(page, 'Data successfully updated.').waitFor();
      // Links (a destination's airport) carry a hidden '(Google Maps, opens in a new tab)' after the value.
      const shown = await detailValue(page, crud.edit.label);
      expect(shown.startsWith(crud.edit.to)).toBe(true);
      expect(shown).not.toContain(crud.edit.from);

      // Back to List returns to the search that found the record (D-65), which still finds it after the edit; delete
      // it from its row, after the confirmation (D-30).
      await page.getByRole('link', { name: 'Back to List' }).click();
      await page.waitForURL(
        (url) => url.pathname === crud.path && url.searchParams.get(crud.search.param) === crud.search.value,
      );
      await waitForList(page, crud.plural);
      await expect(
        page
          .getByRole('search', { name: `Search ${crud.plural.toLowerCase()}` })
          .getByLabel(crud.search.label, { exact: true })
          .inputValue(),
      ).resolves.toBe(crud.search.value);
      const listedRow = rowById(page, crud.plural, id);
      await listedRow.filter({ hasText: crud.edit.to }).waitFor();
      expect(await page.getByRole('table', { name: crud.plural }).getByRole('rowheader').allTextContents()).toEqual([
        String(id),
      ]);
      await listedRow.getByRole('button', { name: `Delete ${one} ${id}` }).click();
      // The question names the record by id and by what people call it ('Delete airline 16 (Croatia Airlines)?').
      const dialog = page.getByRole('dialog', { name: new RegExp(`^Delete ${one} ${id} \\(.+\\)\\?$`) });
      await dialog.getByText('Are you sure you want to delete this item?').waitFor();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await snackbar(page, 'Data successfully deleted.').waitFor();
      await page.getByText('No results found for your search.').waitFor();
      expect(await listedRow.count()).toBe(0);

      // The record is gone for good: its page says so.
      await page.goto(`${run.server.url}${crud.path}/${id}`);
      await page.getByText(`Not found: The requested data with id ${id} does not exist.`).waitFor();
      // The deleted record's page is a 404 answer (the empty search before it answered 204, D-37).
      expectNoPageErrors(404);
    });
  }

  for (const theme of ['light', 'dark'] as ThemeMode[]) {
    for (const [width, viewport] of [
      ['1366', { width: 1366, height: 768 }],
      ['390', NARROW],
    ] as const) {
      it(`does not offer to delete airline 1, which flights use: it says so, with the link, and deletes nothing (${theme}, ${width})`, async () => {
        await context.close();
        await open(viewport);
        await startInTheme(context, theme);
        await signIn(page, run.server.url, 'aa', 'aa');
        await page.goto(`${run.server.url}/Airlines`);
        await waitForList(page, 'Airlines');
        const flightsOfAirline1 = async () =>
          (await page.request
            .get(`${run.server.url}/api/v1/Airlines/1/references`, {
              headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
            })
            .then((response) => response.json())) as { references: { Flights?: number } };
        const used = (await flightsOfAirline1()).references.Flights ?? 0;
        expect(used).toBeGreaterThan(0);
        const count = `${used.toLocaleString('en-US')} ${used === 1 ? 'flight' : 'flights'}`;

        // Its row's button, in the table or, on a phone, on its card.
        await page.getByRole('button', { name: 'Delete airline 1', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Airline 1 cannot be deleted' });
        await dialog.waitFor();
        await expect(dialog.locator('p').innerText()).resolves.toBe(
          `Airline 1 is used by ${count} and cannot be deleted. Delete those first, or change them to use another.`,
        );
        await expect(dialog.getByRole('link', { name: count, exact: true }).getAttribute('href')).resolves.toBe(
          '/Flights?airlineId=1',
        );
        await expect(dialog.getByRole('button').allInnerTexts()).resolves.toEqual(['Close']);
        await capture(page, `airlines-delete-blocked-${theme}-${width}`);

        await dialog.getByRole('button', { name: 'Close' }).click();
        await dialog.waitFor({ state: 'detached' });
        // Still listed, in the table or on its card.
        await page.getByRole('button', { name: 'Delete airline 1', exact: true }).waitFor();
        await page.getByText('Delta Air Lines', { exact: true }).first().waitFor();
        // Nothing was deleted, nor asked to be.
        expect((await flightsOfAirline1()).references.Flights).toBe(used);
        await expect(
          page.request
            .get(`${run.server.url}/api/v1/Airlines/1`, {
              headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
            })
            .then((response) => response.status()),
        ).resolves.toBe(200);
        expect(session.problems().filter((problem) => /DELETE/.test(problem))).toEqual([]);
        expectNoPageErrors();
      });
    }
  }

  it('the header toggle switches to the dark theme and remembers it', async () => {
    await signIn(page, run.server.url, 'aa', 'aa');
    await page.goto(`${run.server.url}/Pilots`);
    await waitForList(page, 'Pilots');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.getByRole('button', { name: 'Dark Mode' }).click();
    await page.getByRole('button', { name: 'Light Mode' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    expect(await background()).not.toBe(light);
    await page.reload();
    await page.getByRole('button', { name: 'Light Mode' }).waitFor();
    expectNoPageErrors();
  });
});

const screens: ScreenCase[] = [
  { key: 'airlines', label: 'Airline', plural: 'Airlines', path: '/Airlines', editField: 'Name' },
  { key: 'destinations', label: 'Destination', plural: 'Destinations', path: '/Destinations', editField: 'City' },
  { key: 'passengers', label: 'Passenger', plural: 'Passengers', path: '/Passengers', editField: 'First Name' },
  { key: 'pilots', label: 'Pilot', plural: 'Pilots', path: '/Pilots', editField: 'First Name' },
];

describe('screenshots', () => {
  for (const theme of ['light', 'dark'] as ThemeMode[]) {
    it(`every list, details and form page in the ${theme} theme`, async () => {
      await startInTheme(context, theme);
      await signIn(page, run.server.url, 'aa', 'aa');
      for (const screen of screens) {
        for (const kind of ['list', 'details', 'create', 'edit'] as const) {
          await shoot(page, run.server.url, screen, kind, `${screen.key}-${kind}-${theme}`);
        }
      }
      await page.goto(`${run.server.url}/TravelClasses`);
      await waitForList(page, 'Travel Classes');
      await capture(page, `travel-classes-list-${theme}`);
      expectNoPageErrors();
    });

    it(`passengers on a narrow window in the ${theme} theme`, async () => {
      await context.close();
      await open(NARROW);
      await startInTheme(context, theme);
      await signIn(page, run.server.url, 'aa', 'aa');
      const [, destinations, passengers] = screens as [ScreenCase, ScreenCase, ScreenCase];
      // The page itself must not scroll sideways; only a wide table scrolls, inside its own frame (D-11).
      const overflowing: string[] = [];
      const checkFit = async (name: string) => {
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > NARROW.width) overflowing.push(`${name} is ${width}px wide`);
      };
      const shots: [ScreenCase, ScreenKind][] = [
        [passengers, 'list'],
        [passengers, 'details'],
        [passengers, 'create'],
        [passengers, 'edit'],
        [destinations, 'list'],
      ];
      for (const [screen, kind] of shots) {
        const name = `${screen.key}-${kind}-${theme}-narrow`;
        await shoot(page, run.server.url, screen, kind, name);
        await checkFit(name);
      }
      expect(overflowing).toEqual([]);
      expectNoPageErrors();
    });
  }
});
