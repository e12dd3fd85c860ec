import type { Locator, Page } from 'playwright-core';
import { openSession, snackbar, type Session } from './support/session';
import { serverAndBrowserForThisFile } from './support/startServer';

// Without a mouse: signing in, creating a flight and deleting a pilot with the keyboard alone, checking after each
// step where the focus is, since that is where the next key press goes.

jest.setTimeout(120_000);

const run = serverAndBrowserForThisFile();

let session: Session;
let page: Page;

beforeAll(async () => {
  session = await openSession(run.browser);
  ({ page } = session);
});
afterAll(() => session?.context.close());

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** What has the focus, as a screen reader would name it roughly: its label, or its text. */
const focusedName = () =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute('aria-label') ?? (element as HTMLElement | null)?.innerText?.trim().slice(0, 60) ?? '';
  });

/** Presses Tab (or Shift+Tab) until `target` has the focus, as someone moving through the page does. */
async function tabTo(target: Locator, { backwards = false, most = 80 } = {}) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached the element; the focus is on '${await focusedName()}'.`);
}

async function expectFocus(target: Locator) {
  await target.waitFor();
  for (let tries = 0; tries < 50 && !(await isFocused(target)); tries += 1) await page.waitForTimeout(50);
  expect({ focused: await focusedName(), onTarget: await isFocused(target) }).toMatchObject({ onTarget: true });
}

const navigation = () => page.getByRole('navigation', { name: 'Main' });

it('signs in with the keyboard and lands with the focus on the page it asked for', async () => {
  await page.goto(`${run.server.url}/Flights`);
  // A signed-out visit to a deep link asks to sign in, then returns to it.
  const userName = page.getByLabel('Username');
  await tabTo(userName);
  await page.keyboard.type('aa');
  await page.keyboard.press('Tab');
  await expectFocus(page.getByLabel('Password'));
  await page.keyboard.type('aa');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/Flights');
  await page.getByRole('table', { name: 'Flights' }).waitFor();
});

it('creates a flight without a mouse', async () => {
  // From the page, Tab reaches the navigation's 'Add Flight'; Enter opens the form and the focus moves to it.
  await tabTo(navigation().getByRole('link', { name: 'Add Flight' }), { backwards: true });
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Create Flight', level: 1 }).waitFor();
  await expectFocus(page.locator('main'));

  await tabTo(page.getByRole('textbox', { name: 'Departure Date', exact: true }));
  await page.keyboard.type('20251020');
  await page.keyboard.press('Tab');
  // Leaving the date completes it; the calendar button comes next, then the time.
  await expectFocus(page.getByRole('button', { name: 'Choose departure date from a calendar' }));
  await page.keyboard.press('Tab');
  await expectFocus(page.getByRole('textbox', { name: 'Departure Time', exact: true }));
  await page.keyboard.type('0915');

  for (const [label, typed, choice] of [
    ['Airline', 'KLM', 'KLM Royal Dutch Airlines'],
    ['Destination', 'narita', 'Tokyo – Narita International Airport'],
    ['Pilot', 'Lewis', 'Grace Lewis (UPRN 6789012345671)'],
  ] as const) {
    await page.keyboard.press('Tab');
    const picker = page.getByRole('combobox', { name: label, exact: true });
    await expectFocus(picker);
    await page.keyboard.type(typed);
    await page.getByRole('option', { name: choice, exact: true }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await picker.inputValue()).toBe(choice);
    await expectFocus(picker);
  }
  expect(await page.getByRole('textbox', { name: 'Departure Date', exact: true }).inputValue()).toBe('2025-10-20');
  expect(await page.getByRole('textbox', { name: 'Departure Time', exact: true }).inputValue()).toBe('09:15');

  await tabTo(page.getByRole('button', { name: 'Create', exact: true }));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/Flights\/\d+$/);
  await page.getByRole('heading', { name: 'Flight Details', level: 1 }).waitFor();
  await snackbar(page, 'Data successfully created.').waitFor();
  await expectFocus(page.locator('main'));
});

/** A pilot nobody's flight refers to, added through the API: the one the test deletes. */
async function addPilot(lastName: string): Promise<void> {
  const signedIn = await fetch(`${run.server.url}/api/v1/Authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: 'aa', Password: 'aa' }),
  });
  const added = await fetch(`${run.server.url}/api/v1/Pilots`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await signedIn.text()}` },
    body: JSON.stringify({ FirstName: 'Kay', LastName: lastName, UPRN: '9999999999999', FlyingHours: 10 }),
  });
  if (added.status !== 201) throw new Error(`Adding the pilot answered ${added.status}.`);
}

it('finds and deletes a pilot without a mouse, the focus following each step', async () => {
  await addPilot('Keyboardson');
  await tabTo(navigation().getByRole('link', { name: 'All Pilots' }), { backwards: true });
  await page.keyboard.press('Enter');
  const table = page.getByRole('table', { name: 'Pilots', exact: true });
  await table.waitFor();
  await expectFocus(page.locator('main'));

  // A quick search by name: Enter searches, and the focus goes to the first row found.
  await tabTo(page.getByRole('search', { name: 'Quick search' }).getByRole('textbox'));
  await page.keyboard.type('Keyboardson');
  await page.keyboard.press('Enter');
  const found = table.getByRole('row').filter({ hasText: 'Keyboardson' });
  await expectFocus(found);

  // Tab from the row reaches its actions; the delete question opens, Escape closes it and gives the focus back.
  const deleteButton = found.getByRole('button', { name: /^Delete pilot / });
  await tabTo(deleteButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expectFocus(deleteButton);

  await page.keyboard.press('Enter');
  await dialog.waitFor();
  await tabTo(dialog.getByRole('button', { name: 'Delete', exact: true }));
  await page.keyboard.press('Enter');
  await snackbar(page, 'Data successfully deleted.').waitFor();
  // The only row found is gone: the focus is on the message that says so, where the next search starts from.
  await expectFocus(
    page.getByText('No results found for your search.').locator('xpath=ancestor::*[@tabindex="-1"][1]'),
  );
});
