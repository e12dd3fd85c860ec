import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expectAccessible } from './accessibility';

export { CHROMIUM_PATH, launchBrowser } from '../../../tools/chromium';

export const SCREENSHOT_DIR = path.resolve(__dirname, '../../../test-output/screenshots');

/**
 * Saves the page as people see it, and checks it with axe-core: every picture is a state the gate covers. Only a page
 * the app does not draw (the API's Swagger UI, for developers) is pictured with `{ ours: false }`, unchecked.
 */
export async function screenshot(page: Page, name: string, { ours = true } = {}): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
  if (ours) await expectAccessible(page, name);
}

/** Resizes the window and waits until the layout fits it (MUI's media queries re-render a moment later). */
export async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForFunction((width) => document.documentElement.scrollWidth <= width, size.width);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Collects what the page reports as broken (script errors, CSP violations, failed requests logged as errors). */
export function watchForPageErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return problems;
}
