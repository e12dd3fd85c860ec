import type { BrowserContext, Page } from 'playwright-core';
import { resize, screenshot, watchForPageErrors } from './support/browser';
import { serverAndBrowserForThisFile } from './support/startServer';

jest.setTimeout(120_000);

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 390, height: 844 };

let context: BrowserContext;
let page: Page;
let problems: string[];

const run = serverAndBrowserForThisFile();
beforeEach(async () => {
  context = await run.browser.newContext({ viewport: WIDE, locale: 'en-US' });
  page = await context.newPage();
  problems = watchForPageErrors(page);
});
afterEach(async () => {
  await context.close();
});

async function signIn(userName: string, password: string) {
  await page.goto(run.server.url);
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function expectHealthyStatusCheck() {
  await page.waitForURL('**/HealthCheck');
  await page.getByRole('heading', { name: 'Status Check' }).waitFor();
  const table = page.getByRole('table', { name: 'Health checks' });
  await table.waitFor();
  expect(await table.getByRole('rowheader').allTextContents()).toEqual(['API', 'Database', 'Data rules']);
  expect(await table.getByText('Healthy', { exact: true }).count()).toBe(3);
}

/** The side navigation comes in its own file after the page: wait for it before reading what it holds. */
async function mainNavigation() {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.waitFor();
  return nav;
}

/** The side navigation's links by name, top to bottom. */
async function navigationLinks(): Promise<string[]> {
  return (await mainNavigation())
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? link.textContent?.trim() ?? ''));
}

async function signOut() {
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  // A chosen sign-out is not a rejected visit: no 'You must be logged in' warning.
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await page.getByRole('alert').count()).toBe(0);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('role')])).toEqual([
    null,
    null,
  ]);
}

describe('signing in with the demo accounts', () => {
  it('og (SuperAdmin) gets every entity, the Add items and Api User, and a healthy status check', async () => {
    await signIn('og', 'og');
    await expectHealthyStatusCheck();
    const links = await navigationLinks();
    expect(links).toEqual(
      expect.arrayContaining(['All Passengers', 'Add Passenger', 'All Travel Classes', 'Api User']),
    );
    expect(links).not.toContain('Add Travel Class');
    await expect(page.getByRole('button', { name: 'Account: og Super Admin' }).isVisible()).resolves.toBe(true);
    await signOut();
    expect(problems).toEqual([]);
  });

  it('aa (Admin) gets the Add items but no Api User', async () => {
    await signIn('aa', 'aa');
    await expectHealthyStatusCheck();
    const links = await navigationLinks();
    expect(links).toEqual(expect.arrayContaining(['All Flights', 'Add Flight']));
    expect(links).not.toContain('Api User');
    await signOut();
    expect(problems).toEqual([]);
  });

  it('uu (User) gets no Add items and no Api User', async () => {
    await signIn('uu', 'uu');
    await expectHealthyStatusCheck();
    const links = await navigationLinks();
    expect(links).toHaveLength(9);
    expect(links.filter((link) => !/^All /.test(link))).toEqual(['Home', 'Status Check']);
    await signOut();
    expect(problems).toEqual([]);
  });

  it('a wrong password is refused in plain words', async () => {
    await signIn('og', 'not-the-password');
    await expect(page.getByRole('alert').textContent()).resolves.toBe('The user name or password is not right.');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('a signed-out visitor of the status check is sent to sign in', async () => {
    await page.goto(`${run.server.url}/healthcheck`);
    await page.getByText('You must be logged in to access this resource. Please log in and try again.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('an unknown address shows the not-found page', async () => {
    await page.goto(`${run.server.url}/no/such/page`);
    await page.getByRole('heading', { name: '404 - Page Not Found' }).waitFor();
    await screenshot(page, 'not-found-light');
  });
});

/** The bar's links and buttons, left to right, as a person sees them: none may run into the next or off the screen. */
async function crowdedNavigationItems(): Promise<string[]> {
  return page.evaluate(() => {
    const items = [...document.querySelectorAll<HTMLElement>('header a, header button')]
      .map((item) => ({
        name: item.innerText.trim() || (item.getAttribute('aria-label') ?? '?'),
        box: item.getBoundingClientRect(),
        // A squeezed button keeps its box clear of the next one, but its label spills out of it.
        overflows: item.scrollWidth > item.clientWidth + 1,
      }))
      .filter(({ box }) => box.width > 0)
      .sort((a, b) => a.box.left - b.box.left);
    const problems: string[] = [];
    items.forEach(({ name, box, overflows }, index) => {
      const next = items[index + 1];
      if (next && box.right > next.box.left + 0.5) problems.push(`${name} runs into ${next.name}`);
      if (box.right > window.innerWidth) problems.push(`${name} is cut off`);
      if (overflows) problems.push(`${name} is wider than its button`);
    });
    return problems;
  });
}

describe('the navigation on laptop and desktop widths', () => {
  it.each([
    // Home first (D-86), then the entities and Status Check.
    ['uu', 9],
    // Admins also have Activity (D-76).
    ['aa', 16],
    ['og', 17],
  ])(
    '%s has every item in view, none behind a drawer, and a bar where nothing runs into anything',
    async (user, count) => {
      await signIn(user, user);
      await page.waitForURL('**/HealthCheck');
      for (const width of [1024, 1280, 1366, 1440, 1536, 1920]) {
        await resize(page, { width, height: 800 });
        const nav = await mainNavigation();
        const links = nav.getByRole('link');
        expect({ width, links: await links.count() }).toEqual({ width, links: count });
        for (const link of await links.all()) {
          // Reachable: in view once scrolled to (the navigation scrolls on its own on a short window), and takes a click.
          await link.scrollIntoViewIfNeeded();
          await expect(link.isVisible()).resolves.toBe(true);
          await link.click({ trial: true });
        }
        expect(await page.getByRole('button', { name: 'Toggle navigation' }).count()).toBe(0);
        expect({ width, problems: await crowdedNavigationItems() }).toEqual({ width, problems: [] });
      }
      expect(problems).toEqual([]);
    },
  );
});

describe('the home page', () => {
  it('shows the live clock in the browser locale and loads none of MUI (the first screen is static CSS)', async () => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(new URL(response.url()).pathname);
    });
    await page.goto(run.server.url);
    const clockText = () => page.locator('main time').textContent();
    const format = /^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4} - \d{2}:\d{2}:\d{2}$/;
    // The text comes from a worker a moment after the page shows; then it changes every second.
    await page.waitForFunction(() => (document.querySelector('main time')?.textContent ?? '') !== '');
    const first = await clockText();
    expect(first).toMatch(format);
    await page.waitForFunction((shown) => document.querySelector('main time')?.textContent !== shown, first, {
      timeout: 3000,
    });
    expect(await clockText()).toMatch(format);
    expect(scripts.filter((script) => /\/(mui|mui-theme)\./.test(script))).toEqual([]);
    // The clock's worker code is asked for once the first screen is painted, not beside the first screen's files.
    const [firstPaint, workerRequested] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      performance.getEntriesByType('resource').find((entry) => entry.name.includes('/clock-worker.'))?.startTime,
    ]);
    expect(workerRequested).toBeGreaterThan(firstPaint);
    expect(problems).toEqual([]);
  });

  it("still shows the clock when its worker's code cannot be loaded", async () => {
    await page.route(/\/static\/js\/clock[.-]/, (route) => route.abort());
    await page.goto(run.server.url);
    await page.waitForFunction(() => /\d{2}:\d{2}:\d{2}$/.test(document.querySelector('main time')?.textContent ?? ''));
  });

  it("is drawn by plain scripts at the end of the page's body (docs/performance.md, webpack.config.ts)", async () => {
    await page.goto(run.server.url);
    // The page's own scripts, as its HTML has them; webpack adds the screens' files to <head> later, as they load.
    const scripts = await page.evaluate(() => {
      const root = document.getElementById('root') as HTMLElement;
      return [...document.querySelectorAll('script[src]:not([data-webpack])')].map((script) => ({
        blocking: !script.hasAttribute('defer') && !script.hasAttribute('async'),
        afterRoot: (root.compareDocumentPosition(script) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
      }));
    });
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    expect(scripts).toEqual(scripts.map(() => ({ blocking: true, afterRoot: true })));
  });
});

describe('screenshots', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`home and status check in the ${colorScheme} theme, wide and narrow`, async () => {
      await page.emulateMedia({ colorScheme });
      await page.goto(run.server.url);
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
      await screenshot(page, `home-${colorScheme}`);
      await resize(page, NARROW);
      await screenshot(page, `home-${colorScheme}-narrow`);
      await resize(page, WIDE);

      await signIn('og', 'og');
      await expectHealthyStatusCheck();
      await screenshot(page, `status-check-${colorScheme}`);
      await resize(page, NARROW);
      await screenshot(page, `status-check-${colorScheme}-narrow`);
      await page.getByRole('button', { name: 'Toggle navigation' }).click();
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      await screenshot(page, `navigation-drawer-${colorScheme}-narrow`);
      expect(problems).toEqual([]);
    });
  }
});

describe('with the server unreachable', () => {
  it('signing in shows the Network Error message', async () => {
    await page.goto(run.server.url);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    // What the browser meets once the server has stopped: nothing listens, every request is refused.
    await context.route('**/*', (route) => route.abort('connectionrefused'));
    await page.getByLabel('Username').fill('og');
    await page.getByLabel('Password').fill('og');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      "We've run into a server error. Some functions might not work right now but you can continue to use the app.",
    );
  });
});
