import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:5173';
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  for (const mode of ['light', 'dark']) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript((m) => { if (window.top === window) localStorage.setItem('theme', m); }, mode);
    const page = await context.newPage();
    page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
    page.on('console', (m) => { if (m.type() === 'error' && !/google/.test(m.text())) console.log('CONSOLE', m.text()); });
    await page.goto(base);
    await page.locator('#UserName').fill('aa');
    await page.locator('#Password').fill('aa');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/HealthCheck');
    const shots: [string, string][] = [
      ['flights', '/Flights'], ['flight', '/Flights/1'], ['flight-create', '/Flights/Create'], ['flight-edit', '/Flights/Edit/1'],
      ['tickets', '/PlaneTickets'], ['ticket', '/PlaneTickets/1'], ['ticket-create', '/PlaneTickets/Create'], ['ticket-edit', '/PlaneTickets/Edit/1'],
    ];
    for (const [name, path] of shots) {
      await page.goto(base + path);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/shots/${name}-${mode}.png`, fullPage: true });
    }
    await page.goto(base + '/Flights/Create');
    await page.waitForTimeout(1000);
    await page.getByRole('button', { name: 'Load More' }).click();
    await page.waitForTimeout(1000);
    const opts = await page.locator('select[name=airlineId] option').count();
    console.log(mode, 'airline options after load more', opts, await page.getByRole('button', { name: 'Load More' }).isDisabled());
    await page.screenshot({ path: `/tmp/shots/flight-create-more-${mode}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/flight-create-invalid-${mode}.png`, fullPage: true });
    await context.close();
  }
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(base);
  await page.locator('#UserName').fill('aa');
  await page.locator('#Password').fill('aa');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/HealthCheck');
  for (const [name, path] of [['n-flight-create', '/Flights/Create'], ['n-flight', '/Flights/1'], ['n-tickets', '/PlaneTickets']]) {
    await page.goto(base + path); await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  }
  await browser.close();
})();
