import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tools/chromium';

// Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G link, simulated) of the home page and of a
// list page after signing in, in Debian's Chromium. Lighthouse and puppeteer are ES modules: imported on demand.

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
}

export async function measureLighthouse(
  url: string,
  credentials: { user: string; password: string },
): Promise<LighthouseScore[]> {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const puppeteer = await import('puppeteer-core');
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
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
      const result = await lighthouse(target, flags, undefined, page);
      if (!result) throw new Error(`Lighthouse gave no result for ${target}.`);
      const { categories, audits } = result.lhr;
      return {
        page: name,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        failedAccessibility: (categories.accessibility?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
          .map((ref) => ref.id),
      };
    };

    const home = await audit('home page', `${url}/`, false);
    // Signed in through the form; the session lives in localStorage, which the second audit keeps.
    await page.goto(`${url}/`);
    await page.locator('#UserName').fill(credentials.user);
    await page.locator('#Password').fill(credentials.password);
    await page.locator('button[type=submit]').click();
    await page.waitForFunction(() => location.pathname.endsWith('/HealthCheck'));
    const list = await audit('signed-in list page (/Passengers)', `${url}/Passengers`, true);
    await browser.disconnect();
    return [home, list];
  } finally {
    chrome.kill();
  }
}
