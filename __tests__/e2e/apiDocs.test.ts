import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { screenshot, SCREENSHOT_DIR, watchForPageErrors } from './support/browser';
import { serverAndBrowserForThisFile } from './support/startServer';

// Swagger UI at /api/docs, in Chromium, under the app's own Content-Security-Policy: it renders every operation, and
// its 'Try it out' signs in and calls a protected route with the token, so the page works, not only loads.

jest.setTimeout(120_000);

let context: BrowserContext;
let page: Page;
let problems: string[];

const run = serverAndBrowserForThisFile();
beforeEach(async () => {
  context = await run.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  page = await context.newPage();
  problems = watchForPageErrors(page);
  // Chromium also logs violations to the console; the event makes sure none goes unseen.
  await page.exposeFunction('reportViolation', (violation: string) => problems.push(`csp: ${violation}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
  });
});
afterEach(async () => {
  await context.close();
});

const operation = (method: string, path: string): Locator =>
  page.locator(`.opblock-${method}`, { has: page.locator(`.opblock-summary-path[data-path="${path}"]`) });

async function openDocs() {
  await page.goto(`${run.server.url}/api/docs`);
  await operation('post', '/api/v1/Authentication').waitFor();
}

/** Expands the operation, fills the body if any, runs it, and answers the status and body Swagger UI shows. */
async function tryItOut(target: Locator, body?: string): Promise<{ status: string; body: string }> {
  await target.locator('.opblock-summary-control').click();
  await target.getByRole('button', { name: 'Try it out' }).click();
  if (body !== undefined) await target.locator('textarea.body-param__text').fill(body);
  await target.getByRole('button', { name: 'Execute' }).click();
  const live = target.locator('.live-responses-table');
  await live.waitFor();
  return {
    status: (await live.locator('tbody .response-col_status').first().textContent()) ?? '',
    body: (await live.locator('.highlight-code pre').first().textContent()) ?? '',
  };
}

describe('the API documentation at /api/docs', () => {
  it('renders every resource and operation, marking the protected ones, with no error or CSP violation', async () => {
    await openDocs();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/^Airport Back Office API/);
    for (const tag of ['Authentication', 'HealthCheck']) {
      await expect(page.locator(`h3.opblock-tag[data-tag="${tag}"]`).isVisible()).resolves.toBe(true);
    }
    const signIn = operation('post', '/api/v1/Authentication');
    const healthCheck = operation('get', '/api/v1/HealthCheck');
    await expect(healthCheck.isVisible()).resolves.toBe(true);
    // The lock marks operations that need the bearer token: the status check does, signing in does not.
    expect(await healthCheck.locator('.authorization__btn').count()).toBe(1);
    expect(await signIn.locator('.authorization__btn').count()).toBe(0);
    expect(await page.locator('.opblock').count()).toBeGreaterThanOrEqual(2);

    // Swagger UI's own page, as its authors draw it: not a screen of the app, so outside the accessibility gate.
    await screenshot(page, 'api-docs', { ours: false });
    expect(problems).toEqual([]);
  });

  it("'Try it out' signs in, and with the token authorized, calls the status check", async () => {
    await openDocs();
    const signedIn = await tryItOut(
      operation('post', '/api/v1/Authentication'),
      JSON.stringify({ UserName: 'og', Password: 'og' }),
    );
    expect(signedIn.status).toBe('200');
    const token = signedIn.body.trim();
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    await page.locator('.scheme-container button.authorize').click();
    const dialog = page.locator('.dialog-ux .modal-ux');
    await dialog.getByRole('textbox', { name: 'auth-bearer-value' }).fill(token);
    await dialog.getByRole('button', { name: 'Apply credentials' }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();

    const healthCheck = operation('get', '/api/v1/HealthCheck');
    const health = await tryItOut(healthCheck);
    expect(health.status).toBe('200');
    expect(JSON.parse(health.body)).toMatchObject({ status: 'Healthy' });
    // The operation alone: the whole page with two expanded operations is too long to read.
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await healthCheck.screenshot({ path: path.join(SCREENSHOT_DIR, 'api-docs-try-it-out.png') });
    expect(problems).toEqual([]);
  });
});
