import type { Page } from 'playwright-core';
import {
  capture,
  NARROW,
  openSession,
  signIn,
  startInTheme,
  waitForList,
  waitForSignedInHeader,
  WIDE,
  type Session,
  type ThemeMode,
} from './support/session';
import { serverAndBrowserForThisFile } from './support/startServer';

// The states a screen passes through that the other browser tests do not stop at: a list loading, empty and failed, a
// search that finds nothing, the delete question, the account menu, the navigation collapsed and the drawer, a refused
// sign-in. Each is pictured in both themes, wide and on a phone, and so checked by the accessibility gate (capture).

jest.setTimeout(120_000);

const run = serverAndBrowserForThisFile();

const sizes = [
  { name: 'wide', size: WIDE },
  { name: 'narrow', size: NARROW },
];

let session: Session;
afterEach(() => session?.context.close());

/** Holds every answer to `pattern` until the returned function is called. */
async function holdRequests(page: Page, pattern: RegExp) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

for (const theme of ['light', 'dark'] as ThemeMode[]) {
  for (const { name: width, size } of sizes) {
    it(`pictures loading, empty, failed and refused states, the delete question and the navigation: ${theme}, ${width}`, async () => {
      session = await openSession(run.browser, size);
      const { page, context } = session;
      await startInTheme(context, theme);
      const shot = (what: string) => capture(page, `state-${what}-${theme}-${width}`);

      // A refused sign-in.
      await page.goto(run.server.url);
      await page.getByLabel('Username').fill('aa');
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('alert').waitFor();
      await shot('sign-in-refused');
      await signIn(page, run.server.url, 'aa', 'aa');

      // A list loading: its answer held back.
      const release = await holdRequests(page, /\/api\/v1\/Pilots\?/);
      await page.goto(`${run.server.url}/Pilots`);
      await waitForSignedInHeader(page);
      await page.getByRole('status').filter({ hasText: 'Loading...' }).first().waitFor();
      await shot('list-loading');
      release();
      await waitForList(page, 'Pilots');
      await page.unroute(/\/api\/v1\/Pilots\?/);

      // A search that finds nothing.
      await page.goto(`${run.server.url}/Airlines?q=no-such-airline-anywhere`);
      await page.getByText('No results found for your search.').waitFor();
      await shot('list-no-results');

      // A list whose answer failed.
      await page.route(/\/api\/v1\/Destinations\?/, (route) =>
        route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{"title":"Boom","status":500}' }),
      );
      await page.goto(`${run.server.url}/Destinations`);
      await page.getByRole('button', { name: 'Try again' }).waitFor();
      await shot('list-failed');
      await page.unroute(/\/api\/v1\/Destinations\?/);

      // The delete question, over the list.
      await page.goto(`${run.server.url}/Pilots`);
      await waitForList(page, 'Pilots');
      await page
        .getByRole('button', { name: /^Delete pilot / })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await shot('delete-question');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      if (width === 'wide') {
        // The account menu open, then the navigation collapsed to icons.
        await page.getByRole('button', { name: /^Account: / }).click();
        await page.getByRole('menu').waitFor();
        await shot('account-menu');
        await page.keyboard.press('Escape');
        await page.getByRole('menu').waitFor({ state: 'detached' });
        const navigation = page.getByRole('navigation', { name: 'Main' });
        await navigation.getByRole('button', { name: 'Collapse navigation' }).click();
        await navigation.getByRole('button', { name: 'Expand navigation' }).waitFor();
        await shot('navigation-collapsed');
        await navigation.getByRole('button', { name: 'Expand navigation' }).click();
      } else {
        // The drawer, open over a list.
        await page.getByRole('button', { name: 'Toggle navigation' }).click();
        await page.getByRole('dialog', { name: 'Navigation' }).waitFor();
        await shot('navigation-drawer');
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: 'Navigation' }).waitFor({ state: 'detached' });
      }
    });
  }
}
