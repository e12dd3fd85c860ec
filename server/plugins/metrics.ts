import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { problem } from '../http/problem';
import { createMetricsRegistry, UNMATCHED_ROUTE, type PoolCounters } from '../metrics/metricsRegistry';

// GET /metrics in the Prometheus text format, for operators' scrapers. Registered only when METRICS_TOKEN is set (else
// the path does not exist). It lives outside /api, so the API's access policies do not apply: the scrape token is the
// only credential, checked here, and the OpenAPI document leaves the route out as it does every path outside /api/v1.

export const METRICS_PATH = '/metrics';

export interface MetricsOptions {
  /** The bearer token a scraper must send. */
  token: string;
  poolStats: () => PoolCounters;
}

const BEARER = /^Bearer +(\S+) *$/i;

// Hashing first gives both sides the same length, so the comparison takes the same time whatever the length sent.
const digest = (value: string) => createHash('sha256').update(value).digest();

function sendsToken(request: FastifyRequest, expected: Buffer): boolean {
  const sent = BEARER.exec(request.headers.authorization ?? '')?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), expected);
}

export const metrics = fp(
  async (app: FastifyInstance, { token, poolStats }: MetricsOptions) => {
    const { registry, observeRequest } = createMetricsRegistry(poolStats);
    const expected = digest(token);

    // onResponse sees every answer, errors and 404s included, with the time it took. Hooks added here (the plugin is
    // not encapsulated) reach every route registered after it and the not-found handler.
    app.addHook('onResponse', async (request, reply) => {
      const route = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
      // Scrapes are not traffic: counting them would make every scrape change what the next one reports.
      if (route === METRICS_PATH) return;
      observeRequest({
        method: request.method,
        route,
        statusCode: reply.statusCode,
        durationSeconds: reply.elapsedTime / 1000,
      });
    });

    app.get(METRICS_PATH, async (request, reply) => {
      if (request.headers.authorization === undefined) {
        throw problem.unauthorized('Send the metrics token as a bearer token.');
      }
      if (!sendsToken(request, expected)) {
        throw problem.unauthorized('The metrics token is not valid.', 'Bearer error="invalid_token"');
      }
      const text = await registry.metrics();
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
    });
  },
  { name: 'metrics' },
);
