import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Response headers for every answer (decision D-50): security headers with a Content-Security-Policy that lets the SPA
// run and embed Google Maps and nothing else; CORS for the extra origins of CORS_ORIGINS only (the SPA itself is
// same-origin); compression of API responses.

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // MUI (emotion) injects <style> elements at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // The maps embed on destination and passenger pages.
  frameSrc: ['https://maps.google.com', 'https://www.google.com'],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // Helmet adds upgrade-insecure-requests by default, which breaks the app when served over plain HTTP on a LAN address.
  upgradeInsecureRequests: null,
};

export const security = fp(
  async (app: FastifyInstance, { corsOrigins }: { corsOrigins: string[] }) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      // The maps iframe is cross-origin and sends no CORP header.
      crossOriginEmbedderPolicy: false,
      // Matches frame-ancestors 'none' for browsers that only know the older header.
      frameguard: { action: 'deny' },
    });

    await app.register(fastifyCors, {
      origin: corsOrigins.length === 0 ? false : corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposedHeaders: ['Location', 'Retry-After', 'WWW-Authenticate', 'X-Request-Id'],
      maxAge: 3600,
    });

    await app.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      // Quality 11 (the default) is meant for build-time compression; per response, 4 is far cheaper and nearly as small.
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'security' },
);
