import type { Browser, Page } from 'playwright-core';
import { resize } from './support/browser';
import { openSession, signIn, startInTheme, waitForList, waitForSignedInHeader, type Session } from './support/session';
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

/** How the signed-in bar looks at the window's width: whether it shows the menus, and whether its content overflows. */
function readBar(page: Page) {
  return page.evaluate(() => {
    const banner = document.querySelector('header');
    const toolbar = banner?.firstElementChild;
    if (!banner || !toolbar) throw new Error('No navigation bar');
    const style = getComputedStyle(toolbar);
    const items = [...toolbar.children];
    // The empty spacer only takes what is left over; everything else is what the bar needs.
    const needed = items.filter((item) => item.childElementCount > 0 || item.textContent !== '');
    return {
      menus: banner.querySelector('nav[aria-label="Main"]') !== null,
      overflows: toolbar.scrollWidth > toolbar.clientWidth,
      contentWidth:
        needed.reduce((sum, item) => sum + item.getBoundingClientRect().width, 0) +
        Number.parseFloat(getComputedStyle(items[0]).marginRight) +
        Number.parseFloat(style.columnGap) * (items.length - 1) +
        Number.parseFloat(style.paddingLeft) +
        Number.parseFloat(style.paddingRight),
    };
  });
}

const STEP = 10;

describe('the signed-in bar', () => {
  let session: Session;
  afterEach(() => session.context.close());

  // The width where the menus collapse into the drawer is computed from the resources and their labels: at no width
  // may the menus show without room for them, nor collapse while clearly more room than they need is left.
  for (const { userName, role } of [
    { userName: 'og', role: 'SuperAdmin' },
    { userName: 'aa', role: 'Admin' },
  ]) {
    it(`shows its menus only where they fit, and wherever they fit, for the ${role}, in both themes`, async () => {
      session = await returningUser(run.browser, userName, { width: 1800, height: 800 });
      for (const theme of ['light', 'dark'] as const) {
        await startInTheme(session.context, theme);
        await session.page.goto(`${run.server.url}/Pilots`);
        await waitForSignedInHeader(session.page);

        let narrowestWithMenus: { width: number; contentWidth: number } | undefined;
        for (let width = 1800; width >= 1000; width -= STEP) {
          await session.page.setViewportSize({ width, height: 800 });
          await session.page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
          const bar = await readBar(session.page);
          expect({ theme, width, overflows: bar.overflows }).toEqual({ theme, width, overflows: false });
          if (bar.menus) narrowestWithMenus = { width, contentWidth: bar.contentWidth };
        }
        expect(narrowestWithMenus).toBeDefined();
        const spare = (narrowestWithMenus?.width ?? 0) - (narrowestWithMenus?.contentWidth ?? 0);
        expect(spare).toBeGreaterThanOrEqual(0);
        // Headless Chromium's scroll bars overlay the page: nothing is set aside for one.
        expect(spare).toBeLessThan(STEP + 8);
      }
      await resize(session.page, { width: 1440, height: 900 });
    });
  }
});
