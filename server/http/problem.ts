import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FieldErrors, ProblemDetails } from '../schemas/problem';

const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

/**
 * An error that becomes a problem+json response with its status and detail. Routes, hooks and repositories throw it;
 * the error handler (plugins/errors.ts) writes it. Details are shown to clients, so they must not carry internals.
 */
export class HttpProblem extends Error {
  override name = 'HttpProblem';
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly extras: {
      errors?: FieldErrors;
      headers?: Record<string, string>;
      title?: string;
      /** The records that refer to a record whose delete is refused, counted by kind. */
      references?: Record<string, number>;
    } = {},
  ) {
    super(detail);
  }
}

/** The usual problems, named by meaning. */
export const problem = {
  badRequest: (detail: string) => new HttpProblem(400, detail),
  /** A 400 naming the offending fields, e.g. `validation({ AirlineId: ['Airline 99 does not exist.'] })`. */
  validation: (errors: FieldErrors, detail = Object.values(errors).flat().join(' ')) =>
    new HttpProblem(400, detail, { errors, title: VALIDATION_TITLE }),
  unauthorized: (detail: string, challenge = 'Bearer') =>
    new HttpProblem(401, detail, { headers: { 'www-authenticate': challenge } }),
  forbidden: (detail: string) => new HttpProblem(403, detail),
  notFound: (detail: string) => new HttpProblem(404, detail),
  conflict: (detail: string, references?: Record<string, number>) =>
    new HttpProblem(409, detail, references === undefined ? {} : { references }),
  /** A 409 naming the fields whose values clash with stored records, e.g. a seat already sold on the flight. */
  conflictIn: (errors: FieldErrors, detail = Object.values(errors).flat().join(' ')) =>
    new HttpProblem(409, detail, { errors, title: VALIDATION_TITLE }),
  tooManyRequests: (detail: string, retryAfterSeconds: number) =>
    new HttpProblem(429, detail, { headers: { 'retry-after': String(retryAfterSeconds) } }),
};

const VALIDATION_TITLE = 'One or more validation errors occurred.';

// RFC 9110 (and 6585 for 429) sections describing each status, as ASP.NET Core writes them.
const TYPE_URIS: Record<number, string> = {
  400: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
  401: 'https://tools.ietf.org/html/rfc9110#section-15.5.2',
  403: 'https://tools.ietf.org/html/rfc9110#section-15.5.4',
  404: 'https://tools.ietf.org/html/rfc9110#section-15.5.5',
  405: 'https://tools.ietf.org/html/rfc9110#section-15.5.6',
  406: 'https://tools.ietf.org/html/rfc9110#section-15.5.7',
  408: 'https://tools.ietf.org/html/rfc9110#section-15.5.9',
  409: 'https://tools.ietf.org/html/rfc9110#section-15.5.10',
  413: 'https://tools.ietf.org/html/rfc9110#section-15.5.14',
  415: 'https://tools.ietf.org/html/rfc9110#section-15.5.16',
  429: 'https://tools.ietf.org/html/rfc6585#section-4',
  500: 'https://tools.ietf.org/html/rfc9110#section-15.6.1',
  503: 'https://tools.ietf.org/html/rfc9110#section-15.6.4',
};

/** The request path as the client sent it (before the /api/v1.0 rewrite), without the query string. */
export const requestPath = (request: FastifyRequest): string =>
  (request.originalUrl ?? request.url).split('?', 1)[0] ?? '/';

function problemDetails(request: FastifyRequest, error: HttpProblem): ProblemDetails {
  return {
    type: TYPE_URIS[error.status] ?? 'about:blank',
    title: error.extras.title ?? STATUS_CODES[error.status] ?? 'Error',
    status: error.status,
    detail: error.detail,
    instance: requestPath(request),
    traceId: request.id,
    ...(error.extras.errors === undefined ? {} : { errors: error.extras.errors }),
    ...(error.extras.references === undefined ? {} : { references: error.extras.references }),
  };
}

/** Writes the problem as the response (for places that answer directly instead of throwing, e.g. not-found handlers). */
export function sendProblem(request: FastifyRequest, reply: FastifyReply, error: HttpProblem): FastifyReply {
  return reply
    .code(error.status)
    .headers(error.extras.headers ?? {})
    .type(PROBLEM_CONTENT_TYPE)
    .send(problemDetails(request, error));
}
