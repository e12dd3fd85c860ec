import {
  capture,
  formField,
  NARROW,
  openSession,
  signIn,
  startInTheme,
  unexpected,
  type ThemeMode,
} from './support/session';
import { serverAndBrowserForThisFile } from './support/startServer';

// A session that ends while a form is half filled, with the browser's clock moved forward: the warning five minutes
// before, and the form as it was after signing in again.

jest.setTimeout(120_000);

const run = serverAndBrowserForThisFile();

const EXPIRED = 'Your session has expired. Please sign in again.';

it('warns five minutes before the session ends, and brings a half-filled form back after signing in again', async () => {
  const session = await openSession(run.browser);
  const { page, context } = session;
  try {
    // The page's clock, so that an hour can pass in a second; the server's tokens keep the real time.
    await page.clock.install();
    await signIn(page, run.server.url, 'aa', 'aa');
    await page.goto(`${run.server.url}/Pilots/Create`);
    await page.getByRole('heading', { name: 'Create Pilot', level: 1 }).waitFor();
    await formField(page, 'First Name').fill('Ada');
    await formField(page, 'Last Name').fill('Lovelace');

    await page.clock.fastForward('56:00');
    const notice = page.getByRole('region', { name: 'Session' });
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(/^Your session ends at \d{2}:\d{2}\./);
    await notice.getByRole('button', { name: 'Stay signed in' }).waitFor();
    await capture(page, 'session-ending-light');

    await page.clock.fastForward('05:00');
    await page.getByText(EXPIRED).waitFor();
    await page.getByLabel('Username').fill('aa');
    await page.getByLabel('Password').fill('aa');
    await page.getByRole('button', { name: 'Sign In' }).click();

    await page.waitForURL('**/Pilots/Create');
    await page.getByRole('heading', { name: 'Create Pilot', level: 1 }).waitFor();
    await expect(formField(page, 'First Name').inputValue()).resolves.toBe('Ada');
    await expect(formField(page, 'Last Name').inputValue()).resolves.toBe('Lovelace');
    await page.getByText('what you typed before it did is back in the form', { exact: false }).waitFor();
    await capture(page, 'session-restored-form-light');
    expect(unexpected(session.problems())).toEqual([]);
  } finally {
    await context.close();
  }
});

for (const theme of ['light', 'dark'] as ThemeMode[]) {
  for (const [width, viewport] of [
    ['1366', { width: 1366, height: 768 }],
    ['390', NARROW],
  ] as const) {
    it(`shows the notice above the form, never over its buttons, and Dismiss puts it away (${theme}, ${width})`, async () => {
      const session = await openSession(run.browser, viewport);
      const { page, context } = session;
      try {
        await page.clock.install();
        await startInTheme(context, theme);
        await signIn(page, run.server.url, 'aa', 'aa');
        await page.goto(`${run.server.url}/Pilots/Create`);
        await page.getByRole('heading', { name: 'Create Pilot', level: 1 }).waitFor();
        await formField(page, 'First Name').fill('Grace');

        // Idle since: no silent refresh, the notice five minutes before the end.
        await page.clock.fastForward('56:00');
        const notice = page.getByRole('region', { name: 'Session' });
        await notice.waitFor();
        await capture(page, `session-notice-${theme}-${width}`);

        // Scrolled so the form's buttons are at the bottom of the screen: the notice is not over them.
        const create = page.getByRole('button', { name: 'Create', exact: true });
        await create.scrollIntoViewIfNeeded();
        const [button, over] = await Promise.all([create.boundingBox(), notice.boundingBox()]);
        if (button === null || over === null) throw new Error('the Create button or the notice is not drawn');
        const overlaps =
          button.x < over.x + over.width &&
          over.x < button.x + button.width &&
          button.y < over.y + over.height &&
          over.y < button.y + button.height;
        expect(overlaps).toBe(false);

        await notice.getByRole('button', { name: 'Dismiss' }).click();
        await notice.waitFor({ state: 'detached' });
        await expect(formField(page, 'First Name').inputValue()).resolves.toBe('Grace');
        expect(unexpected(session.problems())).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
}
