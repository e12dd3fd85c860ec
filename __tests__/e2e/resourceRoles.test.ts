import type { BrowserContext, Page } from 'playwright-core';
import {
  capture,
  openSession,
  rowById,
  signIn,
  snackbar,
  unexpected,
  startInTheme,
  waitForList,
  waitForSignedInHeader,
  type Session,
  type ThemeMode,
} from './support/session';
import { serverAndBrowserForThisFile } from './support/startServer';

jest.setTimeout(120_000);

let session: Session;
let context: BrowserContext;
let page: Page;

const run = serverAndBrowserForThisFile();
beforeEach(async () => {
  session = await openSession(run.browser);
  ({ context, page } = session);
});
afterEach(async () => {
  await context.close();
});

const expectNoPageErrors = () => expect(unexpected(session.problems())).toEqual([]);

async function expectUnauthorized(path: string) {
  await page.goto(`${run.server.url}${path}`);
  await page.getByRole('heading', { name: 'Unauthorized', level: 1 }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/unauthorized');
  await page.getByText('You do not have permission to access this resource.').waitFor();
}

const lists = [
  { plural: 'Airlines', path: '/Airlines', details: 'Airline Details' },
  { plural: 'Destinations', path: '/Destinations', details: 'Destination Details' },
  { plural: 'Passengers', path: '/Passengers', details: 'Passenger Details' },
  { plural: 'Pilots', path: '/Pilots', details: 'Pilot Details' },
  { plural: 'Travel Classes', path: '/TravelClasses', details: undefined },
];

describe('as uu (User)', () => {
  it('lists offer no Create, Edit or Delete; details offer only Back to List', async () => {
    await signIn(page, run.server.url, 'uu', 'uu');
    for (const list of lists) {
      await page.goto(`${run.server.url}${list.path}`);
      await waitForList(page, list.plural);
      const table = page.getByRole('table', { name: list.plural, exact: true });
      const rows = await table.getByRole('rowheader').count();
      expect(rows).toBeGreaterThan(0);
      expect(await page.getByRole('link', { name: /^Create / }).count()).toBe(0);
      expect(await table.getByRole('link', { name: /^Edit / }).count()).toBe(0);
      expect(await table.getByRole('button', { name: /^Delete / }).count()).toBe(0);
      // Everyone may open a record; travel classes have no details and no Actions column (D-16).
      expect(await table.getByRole('link', { name: /^Open / }).count()).toBe(list.details ? rows : 0);
      if (list.plural === 'Airlines') await capture(page, 'airlines-list-as-user-light');
      if (!list.details) continue;

      await page.goto(`${run.server.url}${list.path}/1`);
      await page.getByRole('heading', { name: list.details, level: 1 }).waitFor();
      await page.locator('dl').waitFor();
      await page.getByRole('link', { name: 'Back to List' }).waitFor();
      expect(await page.getByRole('link', { name: 'Edit', exact: true }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);
      if (list.plural === 'Pilots') await capture(page, 'pilots-details-as-user-light');
    }
    expectNoPageErrors();
  });

  it('the create and edit forms and the API users lead to /unauthorized', async () => {
    await signIn(page, run.server.url, 'uu', 'uu');
    await expectUnauthorized('/airlines/create');
    await waitForSignedInHeader(page);
    await capture(page, 'unauthorized-as-user-light');
    await expectUnauthorized('/Passengers/Edit/1');
    await expectUnauthorized('/ApiUsers');
    expectNoPageErrors();
  });
});

describe('as aa (Admin)', () => {
  it('has no Api User link, and /apiUsers leads to /unauthorized', async () => {
    await signIn(page, run.server.url, 'aa', 'aa');
    await waitForSignedInHeader(page);
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Api User' }).count()).toBe(
      0,
    );
    await expectUnauthorized('/apiUsers');
    await expectUnauthorized('/ApiUsers/Edit/3');
    expectNoPageErrors();
  });
});

/** Sets uu's role through the edit form, from the details page's Edit button, and checks the details show it. */
async function changeRoleOfUu(on: Page, from: string, to: string) {
  await on.getByRole('link', { name: 'Edit', exact: true }).click();
  await on.waitForURL('**/ApiUsers/Edit/3');
  await on.getByRole('heading', { name: 'Edit Api User', level: 1 }).waitFor();
  const roles = on.getByRole('combobox', { name: 'Roles' });
  await expect(on.getByRole('textbox', { name: 'Username' }).inputValue()).resolves.toBe('uu');
  await expect(roles.inputValue()).resolves.toBe(from);
  await roles.selectOption({ label: to === 'SuperAdmin' ? 'Super Admin' : to });
  await on.getByRole('button', { name: 'Save Changes' }).click();
  await on.waitForURL('**/ApiUsers/3');
  await snackbar(on, 'Data successfully updated.').waitFor();
  await on.getByRole('heading', { name: 'Api User Details', level: 1 }).waitFor();
  // The record's fields: its History's Created and Last changed follow in a list of their own (D-76).
  await expect(on.locator('dl').first().innerText()).resolves.toMatch(new RegExp(`Roles\\s+${to}\\b`));
}

describe('as og (SuperAdmin)', () => {
  it('lists the API users, opens uu, makes uu an Admin and back; the password stays', async () => {
    await signIn(page, run.server.url, 'og', 'og');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Api User' }).click();
    await waitForList(page, 'Api Users');
    expect(await page.getByRole('table', { name: 'Api Users' }).getByRole('rowheader').allTextContents()).toEqual([
      '1',
      '2',
      '3',
    ]);
    // No create and no delete for API users (D-33); edits only.
    expect(await page.getByRole('link', { name: /^Create / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);

    // Search by role.
    const bar = page.getByRole('search', { name: 'Search api users' });
    await bar.getByLabel('Role:').selectOption('Admin');
    await bar.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('roles') === 'Admin');
    await rowById(page, 'Api Users', 1).waitFor({ state: 'detached' });
    await waitForList(page, 'Api Users');
    expect(await page.getByRole('table', { name: 'Api Users' }).getByRole('rowheader').allTextContents()).toEqual([
      '2',
    ]);
    await bar.getByRole('button', { name: 'Clear' }).click();
    await rowById(page, 'Api Users', 3).waitFor();

    // uu's row opens the details in the same tab (D-14).
    const open = rowById(page, 'Api Users', 3).getByRole('link', { name: 'Open api user 3', exact: true });
    expect(await open.getAttribute('target')).toBeNull();
    await open.click();
    await page.waitForURL('**/ApiUsers/3');
    await page.getByRole('heading', { name: 'Api User Details', level: 1 }).waitFor();
    const details = await page.locator('dl').first().innerText();
    expect(details).toMatch(/Username\s+uu\b/);
    expect(details).toMatch(/Roles\s+User\b/);
    // The stored hash is masked until asked for (D-32).
    expect(details).not.toContain('$argon2');

    await changeRoleOfUu(page, 'User', 'Admin');

    // The saved form sent the stored hash back unchanged, so uu's password still works, now with Admin's rights.
    const other = await openSession(run.browser);
    try {
      const uuPage = other.page;
      await signIn(uuPage, run.server.url, 'uu', 'uu');
      await uuPage.goto(`${run.server.url}/Airlines`);
      await waitForList(uuPage, 'Airlines');
      await uuPage.getByRole('link', { name: 'Create Airline' }).waitFor();
      expect(unexpected(other.problems())).toEqual([]);
    } finally {
      await other.context.close();
    }

    await changeRoleOfUu(page, 'Admin', 'User');
    expectNoPageErrors();
  });

  it('the edit form shows the password masked, with a button that reveals it', async () => {
    await signIn(page, run.server.url, 'og', 'og');
    await page.goto(`${run.server.url}/ApiUsers/Edit/3`);
    // A password input has no role; its label reads 'Password *' (the asterisk marks it required).
    const password = page.getByLabel(/^Password\b/);
    await expect(password.inputValue()).resolves.toMatch(/^\$argon2id\$/);
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).waitFor();
    expectNoPageErrors();
  });

  for (const theme of ['light', 'dark'] as ThemeMode[]) {
    it(`screenshots of the API users' list, details and form in the ${theme} theme`, async () => {
      await startInTheme(context, theme);
      await signIn(page, run.server.url, 'og', 'og');
      await page.goto(`${run.server.url}/ApiUsers`);
      await waitForList(page, 'Api Users');
      await capture(page, `api-users-list-${theme}`);
      await page.goto(`${run.server.url}/ApiUsers/3`);
      await page.getByRole('heading', { name: 'Api User Details' }).waitFor();
      await page.locator('dl').first().waitFor();
      await waitForSignedInHeader(page);
      await capture(page, `api-users-details-${theme}`);
      await page.goto(`${run.server.url}/ApiUsers/Edit/3`);
      await page.getByRole('combobox', { name: 'Roles' }).waitFor();
      await waitForSignedInHeader(page);
      await capture(page, `api-users-edit-${theme}`);
      expectNoPageErrors();
    });
  }
});
