import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tools/chromium';

// What the SPA makes people download (docs/performance.md): the JS and CSS each page loads, gzip-compressed as the
// server sends them (the build writes a .gz beside every asset), found by loading the page in Chromium and noting every
// script and style sheet it fetched; and every chunk of the build, lazy ones included.

const DIST = path.resolve(__dirname, '../dist');

export interface PageWeight {
  page: string;
  jsGzip: number;
  cssGzip: number;
  files: string[];
}

export interface ChunkWeight {
  file: string;
  gzip: number;
}

/** What the server sends for a file: its .gz, or the file itself where compressing saved too little to keep a .gz. */
async function gzipSize(file: string): Promise<number> {
  const compressed = await stat(path.join(DIST, `${file}.gz`)).catch(() => null);
  return (compressed ?? (await stat(path.join(DIST, file)))).size;
}

/** The assets a page fetched, as paths inside dist ('static/js/main.1a2b.js'). */
function recordAssets(page: Page, origin: string): Set<string> {
  const assets = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname.slice(1));
  });
  return assets;
}

async function weigh(name: string, assets: Set<string>): Promise<PageWeight> {
  const files = [...assets].sort();
  let jsGzip = 0;
  let cssGzip = 0;
  for (const file of files) {
    const size = await gzipSize(file);
    if (file.endsWith('.css')) cssGzip += size;
    else jsGzip += size;
  }
  return { page: name, jsGzip, cssGzip, files };
}

/** The home page (the sign-in form) and a list page after signing in, as a first visit loads them. */
export async function measurePages(url: string, credentials: { user: string; password: string }) {
  const browser = await launchBrowser();
  try {
    const home = await browser.newPage();
    const homeAssets = recordAssets(home, url);
    await home.goto(url, { waitUntil: 'networkidle' });
    await home.locator('#UserName').waitFor();
    const homeWeight = await weigh('home (sign-in)', homeAssets);
    await home.close();

    // Signed in through the form, then a fresh page on the list: what a first visit to that list costs.
    const context = await browser.newContext();
    const signIn = await context.newPage();
    await signIn.goto(url);
    await signIn.locator('#UserName').fill(credentials.user);
    await signIn.locator('#Password').fill(credentials.password);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await signIn.waitForURL('**/HealthCheck');
    const list = await context.newPage();
    const listAssets = recordAssets(list, url);
    await list.goto(`${url}/Passengers`, { waitUntil: 'networkidle' });
    await list.getByRole('table', { name: 'Passengers' }).waitFor();
    const listWeight = await weigh('list (/Passengers, signed in)', listAssets);
    await context.close();
    return [homeWeight, listWeight];
  } finally {
    await browser.close();
  }
}

/** Every JS and CSS file of the build with its gzip size, largest first. */
export async function measureChunks(): Promise<ChunkWeight[]> {
  const chunks: ChunkWeight[] = [];
  for (const kind of ['js', 'css']) {
    const directory = path.join(DIST, 'static', kind);
    const names = await readdir(directory).catch(() => [] as string[]);
    for (const name of names.filter((file) => file.endsWith(`.${kind}`))) {
      const file = `static/${kind}/${name}`;
      chunks.push({ file, gzip: await gzipSize(file) });
    }
  }
  return chunks.sort((a, b) => b.gzip - a.gzip);
}
