import type { FastifyInstance } from 'fastify';

/** Largest accepted request body. Every entity body of the API is far smaller; anything bigger is refused with 413. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Request bodies are JSON only (api-contract 1.3): application/json, text/json and any application/*+json (e.g.
 * application/json-patch+json). Anything else, text/plain included, is refused with 415 before a route sees it.
 */
export function acceptJsonBodiesOnly(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('text/json', { parseAs: 'string' }, parseJson);
  app.addContentTypeParser(/^application\/[\w.!#$&^-]+\+json$/i, { parseAs: 'string' }, parseJson);
}
