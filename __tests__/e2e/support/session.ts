import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { screenshot, watchForPageErrors } from './browser';

export type ThemeMode = 'light' | 'dark';

export const WIDE = { width: 1440, height: 900 };
/** A small laptop, or a tablet held sideways. */
export const MEDIUM = { width: 1024, height: 768 };
export const NARROW = { width: 390, height: 844 };

export interface Session {
  context: BrowserContext;
  page: Page;
  /** What every page of the context reported as broken so far, new tabs included. */
  problems: () => string[];
}

/** A fresh browser context (no stored session) with one page, watched for errors like every tab it opens. */
export async function openSession(browser: Browser, viewport = WIDE): Promise<Session> {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  const watched: string[][] = [];
  context.on('page', (opened) => watched.push(watchForPageErrors(opened)));
  const page = await context.newPage();
  return { context, page, problems: () => watched.flat() };
}

/** Signs in through the home page's form and waits for the status check, where every sign-in lands. */
export async function signIn(page: Page, url: string, userName: string, password: string): Promise<void> {
  await page.goto(url);
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/HealthCheck');
  await page.getByRole('heading', { name: 'Status Check' }).waitFor();
}

/**
 * Makes every page of the context start in this theme, as a user's stored choice would (the app reads localStorage
 * 'theme' on load), so screenshots do not depend on the machine's colour scheme.
 */
export async function startInTheme(context: BrowserContext, mode: ThemeMode): Promise<void> {
  await context.addInitScript((chosen) => {
    // Init scripts run in every frame; the map iframes (other origins, offline error pages) have no storage for us.
    if (window.top === window) localStorage.setItem('theme', chosen);
  }, mode);
}

/**
 * The page problems a test should fail on. The Google Maps embeds cannot load on this offline machine; their failures
 * say nothing about the app, so messages that are only about Google's hosts are left out. Chromium also logs every
 * HTTP error answer; a test that provokes one by design (a 409 delete, a 404 empty search) names its status.
 */
export function unexpected(problems: readonly string[], expectedStatuses: readonly number[] = []): string[] {
  const expected = expectedStatuses.map((status) => `the server responded with a status of ${status} `);
  return problems.filter(
    (problem) =>
      !/(maps\.google\.com|www\.google\.com|maps\.googleapis\.com)/.test(problem) &&
      !expected.some((sentence) => problem.includes(sentence)),
  );
}

/** A form field by its label (MUI marks the required asterisk aria-hidden, so the name is the label alone). */
export function formField(page: Page, label: string): Locator {
  return page
    .locator('form')
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('spinbutton', { name: label }));
}

/** The text shown beside a details page's label (each dt/dd pair sits in its own wrapper). */
export function detailValue(page: Page, label: string): Promise<string> {
  return page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition')
    .innerText();
}

/** The success snackbar with this text (it is an MUI Alert inside a Snackbar). */
export function snackbar(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

/** A table row by the id in its row header (the first column). */
export function rowById(page: Page, tableName: string, id: number | string): Locator {
  return page
    .getByRole('table', { name: tableName, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: String(id), exact: true }) });
}

/**
 * Waits for the signed-in header: its account menu and drawer button load as a separate chunk, and until then the bar
 * shows the signed-out toggle alone. From 600 px it shows the account button, below only the drawer's.
 */
export async function waitForSignedInHeader(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Account: .*|Toggle navigation)$/ })
    .first()
    .waitFor();
}

/** The navigation's link named `name`: in the side navigation, or in the drawer on a narrow window, opened for it. */
async function navigationLink(page: Page, name: string): Promise<Locator> {
  await waitForSignedInHeader(page);
  const drawerButton = page.getByRole('button', { name: 'Toggle navigation' });
  if ((await drawerButton.count()) > 0) await drawerButton.click();
  else await page.getByRole('navigation', { name: 'Main' }).waitFor();
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
}

/** Waits until a list shows its table (its cards, on a phone), the signed-in header, and no loading indicator. */
export async function waitForList(page: Page, heading: string): Promise<void> {
  await waitForSignedInHeader(page);
  await page.getByRole('heading', { name: heading, level: 1, exact: true }).waitFor();
  // A table, or on a phone its rows as cards: a list named as the table would be.
  await page
    .getByRole('table', { name: heading, exact: true })
    .or(page.getByRole('list', { name: heading, exact: true }))
    .waitFor();
  // The spinner is a status region whose text is 'Loading...'; a refetch shows a progress bar over the table.
  await page.getByRole('status').filter({ hasText: 'Loading...' }).first().waitFor({ state: 'detached' });
  await page.getByRole('progressbar').first().waitFor({ state: 'detached' });
}

/** Opens a resource's list from the navigation ('All Airlines'), as a user would. */
export async function openListFromMenu(page: Page, pluralLabel: string): Promise<void> {
  await (await navigationLink(page, `All ${pluralLabel}`)).click();
  await waitForList(page, pluralLabel);
}

/** Opens an entity's create form from the navigation ('Add Flight'), as staff do, and waits for the form's page. */
export async function openCreateFormFromMenu(page: Page, label: string, path: string): Promise<void> {
  await (await navigationLink(page, `Add ${label}`)).click();
  await page.waitForURL(`**/${path}/Create`);
  await page.getByRole('heading', { name: `Create ${label}`, level: 1 }).waitFor();
  await waitForSignedInHeader(page);
}

/**
 * Takes the screenshot once running transitions are over: a dialog fades in, a snackbar slides, a ripple spreads, and
 * a picture taken halfway shows a washed-out screen that nobody sees.
 */
export async function capture(page: Page, name: string): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Spinners run forever, and an animation cut short by a re-render rejects: neither is worth waiting for.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await screenshot(page, name);
}

export interface ScreenCase {
  key: string;
  label: string;
  plural: string;
  path: string;
  /** A form field: the edit form shows it once the record has loaded, and an empty create marks it invalid. */
  editField: string;
}

async function shootList(page: Page, url: string, screen: ScreenCase, name: string) {
  await page.goto(`${url}${screen.path}`);
  await waitForList(page, screen.plural);
  await capture(page, name);
}

/**
 * Waits for a details page's fields (one list per block) and checks the card really shows them: a card squeezed
 * shorter than its lists (as a collapsed flex item on a phone once was) clips them out of sight.
 */
export async function waitForDetails(page: Page): Promise<void> {
  await page.locator('dl').first().waitFor();
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll('dl')].some((list) => {
      const card = list.closest('.MuiPaper-root');
      return card !== null && list.getBoundingClientRect().bottom > card.getBoundingClientRect().bottom;
    }),
  );
  expect(clipped).toBe(false);
}

async function shootDetails(page: Page, url: string, screen: ScreenCase, name: string) {
  await page.goto(`${url}${screen.path}/1`);
  await page.getByRole('heading', { name: `${screen.label} Details` }).waitFor();
  await waitForDetails(page);
  await waitForSignedInHeader(page);
  // The records under the details (an airline's flights, a flight's manifest) load after it: pictured once they show.
  await page.waitForFunction(
    () => ![...document.querySelectorAll('[role="status"]')].some((status) => status.textContent === 'Loading...'),
  );
  await capture(page, name);
}

async function shootCreate(page: Page, url: string, screen: ScreenCase, name: string) {
  await page.goto(`${url}${screen.path}/Create`);
  await page.getByRole('heading', { name: `Create ${screen.label}` }).waitFor();
  await waitForSignedInHeader(page);
  await capture(page, name);
  // The same form after an empty submit: every message under its field and the summary.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.locator('form').getByRole('alert').first().waitFor();
  expect(await formField(page, screen.editField).getAttribute('aria-invalid')).toBe('true');
  await capture(page, `${name}-errors`);
}

async function shootEdit(page: Page, url: string, screen: ScreenCase, name: string) {
  await page.goto(`${url}${screen.path}/Edit/1`);
  await page.getByRole('heading', { name: `Edit ${screen.label}` }).waitFor();
  await formField(page, screen.editField).waitFor();
  await waitForSignedInHeader(page);
  await capture(page, name);
}

export type ScreenKind = 'list' | 'details' | 'create' | 'edit';

/**
 * Opens one of a resource's screens (record 1 for details and edit), waits until it is complete and takes its
 * screenshot; the create form is taken a second time after an empty submit, with its messages ('<name>-errors').
 */
export function shoot(page: Page, url: string, screen: ScreenCase, kind: ScreenKind, name: string): Promise<void> {
  const shooters = { list: shootList, details: shootDetails, create: shootCreate, edit: shootEdit };
  return shooters[kind](page, url, screen, name);
}
