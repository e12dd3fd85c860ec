import { existsSync } from 'node:fs';
import type { Result } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tools/chromium';

// Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G link, simulated) of the home page, and of a
// list page and the home page with its dashboard after signing in, in Debian's Chromium. Lighthouse and puppeteer are
// ES modules: imported on demand.

/**
 * Debian's headless shell (package chromium-headless-shell) when it is installed, else its full Chromium. The full
 * browser starts a desktop window's own pages even when headless (Chromium 156 loads the omnibox's WebUI popup, about
 * a second of renderer work, while the audited page loads): on two cores that competes with the page, and the page's
 * main-thread times, which Lighthouse multiplies by 4, measured the browser as much as the app (home page TBT 370–660
 * ms in the full browser against 190–400 ms in the shell, same build, same minute). The shell is the same Blink and V8
 * without a window.
 */
export const LIGHTHOUSE_CHROMIUM_PATH =
  process.env.LIGHTHOUSE_CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM_PATH);

const HEADLESS_SHELL_HINT =
  "Install Debian's headless shell, which the benchmark then uses: sudo apt-get install -y chromium-headless-shell";

export interface LighthouseScore {
  page: string;
  /** 0–100, as Lighthouse shows them. */
  performance: number;
  accessibility: number;
  /** Total blocking time, ms. */
  tbt: number;
  cls: number;
  /** Largest contentful paint, ms. */
  lcp: number;
  /** The accessibility audits that failed, by id, so a score below 100 says why. */
  failedAccessibility: string[];
  /** Every run's TBT (ms), in the order they ran: the figures above are the median run's. */
  tbtRuns: number[];
}

function score(page: string, lhr: Result, runs: Result[]): LighthouseScore {
  const { categories, audits } = lhr;
  return {
    page,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    failedAccessibility: (categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    tbtRuns: runs.map((run) => Math.round(run.audits['total-blocking-time']?.numericValue ?? Number.NaN)),
  };
}

/**
 * Each page audited `runs` times; the figures are those of the median run as Lighthouse itself chooses it (closest to
 * the median first contentful paint and time to interactive), as Lighthouse advises for a figure one can compare:
 * a single run's TBT moves by a factor of two on this machine.
 */
export async function measureLighthouse(
  url: string,
  credentials: { user: string; password: string },
  runs: number,
): Promise<LighthouseScore[]> {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
  const puppeteer = await import('puppeteer-core');
  const chrome = await launch({ chromePath: LIGHTHOUSE_CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    const audit = async (name: string, target: string, keepStorage: boolean): Promise<LighthouseScore> => {
      const flags = {
        output: 'json' as const,
        logLevel: 'error' as const,
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: keepStorage,
      };
      const results: Result[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(target, flags, undefined, page);
        if (!result) throw new Error(`Lighthouse gave no result for ${target}.`);
        const failure = result.lhr.runtimeError;
        // A run the browser did not paint (NO_FCP) has no figures to take the median of; Lighthouse would only say
        // 'Some runs were missing an FCP value'. Say which browser and what helps.
        if (failure)
          throw new Error(
            `Lighthouse could not measure ${target} in ${LIGHTHOUSE_CHROMIUM_PATH}: ${failure.code} (${failure.message}). ${HEADLESS_SHELL_HINT}`,
          );
        results.push(result.lhr);
      }
      return score(name, computeMedianRun(results), results);
    };

    const home = await audit('home page', `${url}/`, false);
    // Signed in through the form; the session lives in localStorage, which the second audit keeps.
    await page.goto(`${url}/`);
    await page.locator('#UserName').fill(credentials.user);
    await page.locator('#Password').fill(credentials.password);
    await page.locator('button[type=submit]').click();
    await page.waitForFunction(() => location.pathname.endsWith('/HealthCheck'));
    const list = await audit('signed-in list page (/Passengers)', `${url}/Passengers`, true);
    const dashboard = await audit('signed-in home page (/, the dashboard)', `${url}/`, true);
    await browser.disconnect();
    return [home, list, dashboard];
  } finally {
    chrome.kill();
  }
}
