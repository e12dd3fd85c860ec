import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../http/apiPath';
import { METRICS_PATH } from './metrics';

// Serves the built SPA from STATIC_DIR on the API's own port. Webpack names assets `[name].[contenthash].js|css`, so an
// asset's content never changes under its name and it may be cached for a year; index.html (which names the current
// assets) and everything else must be revalidated on every load.

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** `main.3f9a1c2b7d4e5f60.js`, `vendors.ab12cd34.css`, and their precompressed `.br` / `.gz` siblings. */
const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.(br|gz))?$/i;

const METRICS_PATH_PATTERN = new RegExp(`^${METRICS_PATH}/?$`, 'i');

export const isHashedAsset = (filePath: string): boolean => HASHED_NAME.test(path.basename(filePath));

export const hasBuiltSpa = (staticDir: string): boolean => existsSync(path.join(staticDir, 'index.html'));

export async function spaStatic(app: FastifyInstance, options: { staticDir: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: options.staticDir,
    prefix: '/',
    index: 'index.html',
    // The build writes .br and .gz beside each asset; they are sent as they are instead of compressing per request.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', isHashedAsset(filePath) ? IMMUTABLE : REVALIDATE);
    },
  });
}

/**
 * History-API fallback: a client navigating to a client-side route (`/airlines/5`) gets index.html, and the SPA's
 * router takes over. That is any client that takes HTML: a browser, and equally curl or an uptime monitor that accept
 * any media type or send no Accept header. Paths with a file extension are files that do not exist, API paths are API errors, and
 * `/metrics` is an operator's endpoint (absent unless configured): all three stay 404.
 */
export function wantsSpaIndex(request: FastifyRequest): boolean {
  const pathname = request.url.split('?', 1)[0] ?? '/';
  const lastSegment = pathname.split('/').pop() ?? '';
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  const reserved = isApiPath(pathname) || METRICS_PATH_PATTERN.test(pathname) || lastSegment.includes('.');
  return isRead && !reserved && acceptsHtml(request.headers.accept);
}

/** The quality the Accept header gives text/html: that of its most specific matching range (RFC 9110 12.5.1). */
function acceptsHtml(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  let best: { specificity: number; quality: number } | undefined;
  for (const range of accept.split(',')) {
    const [mediaRange = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    const specificity = { 'text/html': 3, 'text/*': 2, '*/*': 1 }[mediaRange];
    if (specificity === undefined || (best !== undefined && best.specificity >= specificity)) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    best = { specificity, quality: q === undefined ? 1 : Number(q.slice(2)) };
  }
  return best !== undefined && best.quality > 0;
}

export const sendSpaIndex = (reply: FastifyReply): FastifyReply => reply.code(200).sendFile('index.html');
