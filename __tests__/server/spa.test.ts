import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { isHashedAsset } from '../../server/plugins/spa';
import { startTestApp, type TestApp } from './helpers/testApp';

const INDEX = '<!doctype html><title>Airport Back Office</title><div id="root"></div>';
const SCRIPT = 'console.log("app");'.repeat(100);
const HASHED = '/static/main.0123456789abcdef0123.js';
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let staticDir: string;
let testApp: TestApp;

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'abo-spa-'));
  await mkdir(path.join(staticDir, 'static'));
  await writeFile(path.join(staticDir, 'index.html'), INDEX);
  await writeFile(path.join(staticDir, `.${HASHED}`), SCRIPT);
  await writeFile(path.join(staticDir, `.${HASHED}.br`), brotliCompressSync(SCRIPT));
  await writeFile(path.join(staticDir, 'robots.txt'), 'User-agent: *');
  testApp = await startTestApp({ seed: false, config: { staticDir } });
});
afterAll(async () => {
  await testApp.close();
  await rm(staticDir, { recursive: true, force: true });
});

/** The body as the client reads it, after undoing the Content-Encoding it asked for. */
function decoded(response: LightMyRequestResponse): string {
  const decoders: Record<string, (body: Buffer) => Buffer> = {
    br: brotliDecompressSync,
    gzip: gunzipSync,
    deflate: inflateSync,
  };
  const decode = decoders[String(response.headers['content-encoding'])] ?? ((body: Buffer) => body);
  return decode(response.rawPayload).toString('utf8');
}

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

describe('serving the built SPA', () => {
  it('serves index.html at / with no-cache and the security headers', async () => {
    const response = await get('/', HTML);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain('frame-src https://maps.google.com');
    expect(response.body).toBe(INDEX);
  });

  it.each(['/airlines/5', '/Passengers/12', '/apiUsers/edit/3', '/HealthCheck'])(
    'answers the client-side route %s with index.html (history fallback)',
    async (url) => {
      const response = await get(url, HTML);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    },
  );

  it('serves hashed assets with a one-year immutable cache, precompressed when the client accepts it', async () => {
    const plain = await get(HASHED);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(SCRIPT);

    const brotli = await get(HASHED, { 'accept-encoding': 'br, gzip' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length);
  });

  it('serves files without a hash in their name with no-cache', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not with index.html', async () => {
    const response = await get('/static/missing.js', HTML);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('answers an unknown API path with a 404 problem even when a browser asks for HTML', async () => {
    const response = await get('/api/v1/nope', HTML);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.json().instance).toBe('/api/v1/nope');
  });

  it.each([
    ['curl and uptime monitors', { accept: '*/*' }],
    ['curl --compressed', { accept: '*/*', 'accept-encoding': 'deflate, gzip, br, zstd' }],
    ['a client sending no Accept header', {}],
    ['a client that takes any text', { accept: 'text/*;q=0.5, application/json' }],
  ])('serves the app at / and at client-side routes to %s', async (_client, headers: Record<string, string>) => {
    for (const url of ['/', '/airlines/5', '/Pilots/3?page=2']) {
      const response = await get(url, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(decoded(response)).toBe(INDEX);
    }
  });

  it('gives index.html only to clients that accept HTML, and only for reads', async () => {
    expect((await get('/airlines/5', { accept: 'application/json' })).statusCode).toBe(404);
    expect((await get('/airlines/5', { accept: 'text/html;q=0, */*' })).statusCode).toBe(404);
    expect((await get('/metrics', { accept: '*/*' })).statusCode).toBe(404);
    const post = await testApp.app.inject({ method: 'POST', url: '/airlines/5', headers: HTML, payload: {} });
    expect(post.statusCode).toBe(404);
  });
});

describe('isHashedAsset', () => {
  it.each([
    ['static/main.0123456789abcdef0123.js', true],
    ['static/vendors.3f9a1c2b.css.gz', true],
    ['static/main.0123456789abcdef0123.js.br', true],
    ['index.html', false],
    ['favicon.svg', false],
    ['static/app.min.js', false],
  ])('%s → %s', (file, expected) => {
    expect(isHashedAsset(file)).toBe(expected);
  });
});

describe('without a built SPA', () => {
  it('serves the API only (the SPA then comes from webpack-dev-server)', async () => {
    const apiOnly = await startTestApp({ seed: false });
    try {
      expect((await apiOnly.app.inject({ method: 'GET', url: '/airlines/5', headers: HTML })).statusCode).toBe(404);
      expect((await apiOnly.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    } finally {
      await apiOnly.close();
    }
  });
});
