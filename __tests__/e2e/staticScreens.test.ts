import type { Browser, Page } from 'playwright-core';
import { resize } from './support/browser';
import { openSession, signIn, startInTheme, waitForList, type Session } from './support/session';
import { serverAndBrowserForThisFile } from './support/startServer';

jest.setTimeout(180_000);

const run = serverAndBrowserForThisFile();

/** The files webpack gives MUI: its own chunk ('mui' in webpack.config.ts) and the theme provider's ('mui-theme'). */
const MUI_CHUNK = /\/static\/js\/mui(-theme)?\.[0-9a-f]+\.js$/;

const STORED_SESSION_KEYS = ['token', 'role', 'expiration'];

/**
 * A fresh browser context holding the session `userName` signed into, as a returning user's browser would: nothing in
 * its cache, so every file the next page needs is requested (and seen) again.
 */
async function returningUser(browser: Browser, userName: string, viewport?: { width: number; height: number }) {
  const signedIn = await openSession(browser);
  await signIn(signedIn.page, run.server.url, userName, userName);
  const stored = await signedIn.page.evaluate(
    (keys) => keys.map((key) => [key, localStorage.getItem(key) ?? ''] as const),
    STORED_SESSION_KEYS,
  );
  await signedIn.context.close();

  const session = await openSession(browser, viewport);
  await session.context.addInitScript((entries) => {
    if (window.top === window) for (const [key, value] of entries) localStorage.setItem(key, value);
  }, stored);
  return session;
}

function scriptsRequested(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

describe('the static-CSS screens', () => {
  let session: Session;
  afterEach(() => session.context.close());

  it('a list page, opened by a returning user, downloads no MUI; a details page then does', async () => {
    session = await returningUser(run.browser, 'aa');
    const scripts = scriptsRequested(session.page);

    await session.page.goto(`${run.server.url}/Airlines`);
    await waitForList(session.page, 'Airlines');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => MUI_CHUNK.test(url))).toEqual([]);

    // The watch sees MUI where it belongs: the record screens are drawn with it.
    await session.page.goto(`${run.server.url}/Airlines/1`);
    await session.page.getByRole('heading', { name: 'Airline Details' }).waitFor();
    expect(scripts.filter((url) => MUI_CHUNK.test(url)).length).toBeGreaterThan(0);
  });

  it('a list page in a phone-sized window downloads no MUI either', async () => {
    session = await returningUser(run.browser, 'uu', { width: 390, height: 844 });
    const scripts = scriptsRequested(session.page);
    await session.page.goto(`${run.server.url}/Pilots`);
    await waitForList(session.page, 'Pilots');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => MUI_CHUNK.test(url))).toEqual([]);
  });
});

/** What the window shows at its width: the side navigation or the drawer's button, and whether anything overflows. */
function readLayout(page: Page) {
  return page.evaluate(() => {
    const toolbar = document.querySelector('header')?.firstElementChild;
    if (!toolbar) throw new Error('No app bar');
    return {
      sideNavigation: document.querySelector('nav[aria-label="Main"]') !== null,
      drawerButton: document.querySelector('header button[aria-label="Toggle navigation"]') !== null,
      barOverflows: toolbar.scrollWidth > toolbar.clientWidth,
      pageOverflows: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
}

const STEP = 10;

describe('the signed-in navigation', () => {
  let session: Session;
  afterEach(() => session.context.close());

  // From 1024 px the navigation is beside the page, below it in the drawer; at no width may the bar or the page
  // overflow, whoever is signed in, in either theme.
  for (const { userName, role } of [
    { userName: 'og', role: 'SuperAdmin' },
    { userName: 'aa', role: 'Admin' },
    { userName: 'uu', role: 'User' },
  ]) {
    it(`is beside the page from 1024 px and in the drawer below, never overflowing, for the ${role}`, async () => {
      session = await returningUser(run.browser, userName, { width: 1800, height: 800 });
      for (const theme of ['light', 'dark'] as const) {
        await startInTheme(session.context, theme);
        await session.page.setViewportSize({ width: 1800, height: 800 });
        await session.page.goto(`${run.server.url}/Pilots`);
        await waitForList(session.page, 'Pilots');
        // The side navigation's code comes after the page's.
        await session.page.getByRole('navigation', { name: 'Main' }).waitFor();
        for (let width = 1800; width >= 360; width -= width > 1100 ? 50 : STEP * 2) {
          await session.page.setViewportSize({ width, height: 800 });
          await session.page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
          const wide = width >= 1024;
          expect({ theme, width, ...(await readLayout(session.page)) }).toEqual({
            theme,
            width,
            sideNavigation: wide,
            drawerButton: !wide,
            barOverflows: false,
            pageOverflows: false,
          });
        }
      }
      await resize(session.page, { width: 1440, height: 900 });
    });
  }
});
