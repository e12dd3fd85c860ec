import type { Page } from 'playwright-core';
import {
  capture,
  detailValue,
  formField,
  MEDIUM,
  NARROW,
  openSession,
  signIn,
  snackbar,
  startInTheme,
  unexpected,
  waitForDetails,
  waitForSignedInHeader,
  WIDE,
  type Session,
  type ThemeMode,
} from './support/session';
import { serverAndBrowserForThisFile } from './support/startServer';

// The audit trail on the screens (D-76), against the real server: a change read back in the record's History, a
// delete undone from its snackbar, a deleted record restored from the Activity screen; and both screens pictured in
// both themes, wide, on a small laptop and on a phone (each picture through the accessibility gate).

jest.setTimeout(180_000);

const run = serverAndBrowserForThisFile();

let session: Session;
afterEach(() => session?.context.close());

/** Signs in to the API as a demo account, for what a test sets up without the screens (a record to delete). */
async function apiAs(userName: string) {
  const signedIn = await fetch(`${run.server.url}/api/v1/Authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: userName, Password: userName }),
  });
  const token = await signedIn.text();
  return async (method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${run.server.url}/api/v1/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}`);
    return answer.status === 204 ? undefined : ((await answer.json()) as Record<string, unknown>);
  };
}

/** A pilot made through the API, for a test to delete. */
async function newPilot(lastName: string): Promise<number> {
  const api = await apiAs('aa');
  const created = await api('POST', 'Pilots', {
    FirstName: 'Audit',
    LastName: lastName,
    UPRN: String(Date.now()).padStart(13, '0').slice(-13),
    FlyingHours: 120,
  });
  return Number(created?.id);
}

/** Waits until nothing on the page says 'Loading...' and no progress bar runs. */
async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('[role="status"]')].some((status) => status.textContent === 'Loading...') &&
      document.querySelectorAll('[role="progressbar"]').length === 0,
  );
}

const history = (page: Page) => page.getByRole('region', { name: /^History/ });

it("shows a ticket's seat change in its History", async () => {
  session = await openSession(run.browser);
  const { page } = session;
  await signIn(page, run.server.url, 'aa', 'aa');
  await page.goto(`${run.server.url}/PlaneTickets/Edit/1`);
  const seat = formField(page, 'Seat Number');
  await seat.waitFor();
  const before = await seat.inputValue();
  const after = String(Number(before) + 3000);
  await seat.fill(after);
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await page.getByRole('heading', { name: 'Plane Ticket Details', level: 1 }).waitFor();
  expect(await detailValue(page, 'Seat Number')).toBe(after);
  const entry = history(page).getByRole('listitem').filter({ hasText: 'Changed by aa' }).first();
  await entry.waitFor();
  await expect(entry.innerText()).resolves.toContain(`Seat Number: ${before} → ${after}`);
  await expect(history(page).getByRole('definition').nth(1).innerText()).resolves.toMatch(
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} by aa$/,
  );
  // A demo record is older than the trail.
  await expect(history(page).getByRole('definition').first().innerText()).resolves.toBe('before the audit trail began');
  expect(unexpected(session.problems())).toEqual([]);
});

it('undoes a pilot delete from the snackbar, and the pilot is back', async () => {
  const id = await newPilot('Undone');
  session = await openSession(run.browser);
  const { page } = session;
  await signIn(page, run.server.url, 'aa', 'aa');
  await page.goto(`${run.server.url}/Pilots/${id}`);
  await waitForDetails(page);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await page.waitForURL('**/Pilots');
  await snackbar(page, 'Data successfully deleted.').waitFor();
  await capture(page, 'audit-undo-offered-light-wide');

  await page.getByRole('button', { name: `Undo the delete of pilot ${id}` }).click();

  await snackbar(page, 'Data successfully restored.').waitFor();
  await page.goto(`${run.server.url}/Pilots/${id}`);
  await waitForDetails(page);
  expect(await detailValue(page, 'Last Name')).toBe('Undone');
  const newest = history(page).getByRole('listitem').filter({ hasText: 'by aa' }).first();
  await expect(newest.innerText()).resolves.toContain('Restored by aa');
  // The details page asks for its record again as the delete lands, before it leaves for the list: a 404.
  expect(unexpected(session.problems(), [404])).toEqual([]);
});

it('restores a deleted record from the Activity screen, as og', async () => {
  const id = await newPilot('Restored');
  await (
    await apiAs('og')
  )('DELETE', `Pilots/${id}`);
  session = await openSession(run.browser);
  const { page } = session;
  await signIn(page, run.server.url, 'og', 'og');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
  await page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
  await page.getByLabel('Entity:').selectOption('Pilots');
  await page.getByLabel('Record Id:').fill(String(id));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL(`**/Activity?entity=Pilots&recordId=${id}`);
  const deleted = page.getByRole('listitem').filter({ hasText: `Deleted Pilot ${id} (deleted)` });
  await deleted.waitFor();
  await settled(page);
  await capture(page, 'audit-activity-restore-offered-light-wide');

  await deleted.getByRole('button', { name: `Restore pilot ${id}` }).click();

  await snackbar(page, 'Data successfully restored.').waitFor();
  await page
    .getByRole('listitem')
    .filter({ hasText: `Restored Pilot ${id} by og` })
    .waitFor();
  const link = page
    .getByRole('listitem')
    .filter({ hasText: 'Deleted' })
    .getByRole('link', { name: `Pilot ${id}` });
  await link.click();
  await page.waitForURL(`**/Pilots/${id}`);
  await waitForDetails(page);
  expect(unexpected(session.problems())).toEqual([]);
});

it("names a flight's airline and destination in its History, and opens its create to every field", async () => {
  const api = await apiAs('aa');
  const [airline, other, destination] = await Promise.all([
    api('GET', 'Airlines/2'),
    api('GET', 'Airlines/7'),
    api('GET', 'Destinations/3'),
  ]);
  const flight = { DepartureDate: '2026-07-16', DepartureTime: '11:30', AirlineId: 2, DestinationId: 3, PilotId: 11 };
  const id = Number((await api('POST', 'Flights', flight))?.id);
  await api('PUT', `Flights/${id}`, { ...flight, AirlineId: 7 });
  session = await openSession(run.browser);
  const { page } = session;
  await signIn(page, run.server.url, 'aa', 'aa');
  await page.goto(`${run.server.url}/Flights/${id}`);
  await waitForDetails(page);

  const changed = history(page).getByRole('listitem').filter({ hasText: 'Changed by aa' }).first();
  await changed.waitFor();
  await expect(changed.innerText()).resolves.toContain(
    `Airline: ${String(airline?.name)} (2) → ${String(other?.name)} (7)`,
  );
  const created = history(page).getByRole('listitem').filter({ hasText: 'Created by aa' }).first();
  await expect(created.innerText()).resolves.toContain(
    `2026-07-16 11:30, ${String(airline?.name)} to ${String(destination?.city)}`,
  );
  const fields = created.getByRole('list', { name: 'Changes' });
  expect(await fields.isVisible()).toBe(false);
  await created.getByRole('button', { name: 'Show all 5 fields' }).click();
  await fields.waitFor();
  await expect(fields.innerText()).resolves.toContain(
    `Destination: ${String(destination?.city)}, ${String(destination?.airport)} (3)`,
  );
  await settled(page);
  await capture(page, 'audit-history-names-light-wide');

  // The Activity screen's user filter picks among the trail's users.
  await page.goto(`${run.server.url}/Activity`);
  await page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
  const user = page.getByRole('combobox', { name: 'User:' });
  await user.fill('a');
  await page.getByRole('option', { name: 'aa', exact: true }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL('**/Activity?userName=aa');
  await page.getByRole('list', { name: 'Activity' }).getByRole('listitem').first().waitFor();
  await settled(page);
  await capture(page, 'audit-activity-user-light-wide');
  expect(unexpected(session.problems())).toEqual([]);
});

const sizes = [
  { name: 'wide', size: WIDE },
  { name: 'medium', size: MEDIUM },
  { name: 'narrow', size: NARROW },
];

for (const theme of ['light', 'dark'] as ThemeMode[]) {
  for (const { name: width, size } of sizes) {
    it(`pictures a History and the Activity screen: ${theme}, ${width}`, async () => {
      session = await openSession(run.browser, size);
      const { page, context } = session;
      await startInTheme(context, theme);
      await signIn(page, run.server.url, 'og', 'og');

      await page.goto(`${run.server.url}/PlaneTickets/1`);
      await waitForDetails(page);
      await history(page)
        .getByRole('heading', { name: /^History \(/ })
        .waitFor();
      await waitForSignedInHeader(page);
      await settled(page);
      await capture(page, `audit-history-${theme}-${width}`);

      await page.goto(`${run.server.url}/Activity`);
      await page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
      await page.getByRole('list', { name: 'Activity' }).waitFor();
      await waitForSignedInHeader(page);
      await settled(page);
      await capture(page, `audit-activity-${theme}-${width}`);
      expect(unexpected(session.problems())).toEqual([]);
    });
  }
}
