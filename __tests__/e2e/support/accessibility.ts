import { readFileSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

// The accessibility gate: axe-core checks every screen and state the browser tests picture (browser.ts's screenshot),
// in the themes and at the widths they picture it. Any violation fails the test that took the picture.

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 A and AA, and axe's best practices (landmarks, one main, headings in order, named dialogs). */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface Violation {
  rule: string;
  help: string;
  /** Each offending element (its selector) and what is wrong with it. */
  nodes: string[];
}

/** What axe-core finds wrong on the page as it is now. */
export async function accessibilityViolations(page: Page): Promise<Violation[]> {
  // Evaluated through the debugging protocol, not as a script tag: the app's Content-Security-Policy refuses those.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return results.violations.map((violation) => ({
      rule: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
  }, RULE_TAGS);
}

/**
 * Fails with every violation on the page, named by the picture it was found in. With AXE_REPORT set to a file, writes
 * them there instead (one JSON line per picture), to survey a change before the gate is closed on it.
 */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  const violations = await accessibilityViolations(page);
  if (violations.length === 0) return;
  if (process.env.AXE_REPORT) {
    await appendFile(process.env.AXE_REPORT, `${JSON.stringify({ name, violations })}\n`);
    return;
  }
  expect({ picture: name, violations }).toEqual({ picture: name, violations: [] });
}
