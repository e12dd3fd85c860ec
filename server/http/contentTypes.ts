import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { problem } from './problem';
import { MISSING_BODY } from './validationErrors';

/** Largest accepted request body. Every entity body of the API is far smaller; anything bigger is refused with 413. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Whether a request carries no body at all: no Transfer-Encoding, and a Content-Length that is absent or 0. This is the
 * test Fastify itself applies to requests without a Content-Type, so both cases are judged the same way.
 */
function hasNoBody(headers: IncomingHttpHeaders): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] === undefined && (length === undefined || length === '0');
}

/**
 * Request bodies are JSON only (decision D-40): application/json, text/json and any application/*+json (e.g.
 * application/json-patch+json). A body of any other type, text/plain included, is refused with 415 before a route sees
 * it.
 *
 * A request without a body is a request without a body, whatever its Content-Type says: the reference frontends send
 * `Content-Type: application/json` on every call, DELETE included, and the reference API accepts them. So the header
 * of a bodiless request is dropped before Fastify picks a parser: such a request reaches its route with no body,
 * instead of failing as an empty JSON document (400) or an unsupported type (415). A route that needs a body then
 * answers one clear 400 that says so, before any validation of its own (which would only remark on a null).
 */
export function acceptJsonBodiesOnly(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('text/json', { parseAs: 'string' }, parseJson);
  app.addContentTypeParser(/^application\/[\w.!#$&^-]+\+json$/i, { parseAs: 'string' }, parseJson);

  app.addHook('onRequest', (request, _reply, done) => {
    const headers = request.raw.headers;
    if (headers['content-type'] !== undefined && hasNoBody(headers)) delete headers['content-type'];
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const needsBody = request.routeOptions.schema?.body !== undefined;
    done(needsBody && request.body === undefined ? problem.validation({ body: [MISSING_BODY] }) : undefined);
  });
}
