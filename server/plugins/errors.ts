import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BODY_LIMIT_BYTES } from '../http/contentTypes';
import { HttpProblem, problem, sendProblem } from '../http/problem';
import { noteRefusal } from '../http/requestLog';
import { toFieldErrors } from '../http/validationErrors';
import { problemForDatabaseError } from './databaseErrors';

// The one error handler (decision D-46): every failure leaves as application/problem+json. Client errors say what was
// wrong; server errors say nothing about internals and are logged with the error instead.

const UNEXPECTED = 'An unexpected error occurred.';

/** Framework errors with a clearer sentence for people than the framework's own message. */
const FRAMEWORK_DETAILS: Record<string, (request: FastifyRequest) => string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: () => 'The request body is empty; a JSON body is required.',
  FST_ERR_CTP_INVALID_JSON_BODY: () => 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (request) =>
    `The content type ${JSON.stringify(request.headers['content-type'] ?? '')} is not supported: send application/json.`,
  FST_ERR_CTP_BODY_TOO_LARGE: () => `The request body is larger than the limit of ${BODY_LIMIT_BYTES} bytes.`,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => 'The request body does not match its Content-Length.',
  FST_ERR_BAD_URL: () => 'The request URL is malformed.',
};

export function toHttpProblem(error: FastifyError | HttpProblem | Error, request: FastifyRequest): HttpProblem {
  if (error instanceof HttpProblem) return error;
  const fastifyError = error as FastifyError;
  if (fastifyError.validation !== undefined) {
    const context = fastifyError.validationContext ?? 'body';
    const input = context === 'body' ? request.body : undefined;
    return problem.validation(toFieldErrors(fastifyError.validation, context, input));
  }
  const fromDatabase = problemForDatabaseError(error);
  if (fromDatabase !== undefined) return fromDatabase;
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const detail = FRAMEWORK_DETAILS[fastifyError.code]?.(request) ?? fastifyError.message;
    return new HttpProblem(status, detail);
  }
  return new HttpProblem(status >= 500 && status < 600 ? status : 500, UNEXPECTED);
}

export const errorHandling = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const httpProblem = toHttpProblem(error, request);
      if (httpProblem.status >= 500) {
        request.log.error({ err: error }, 'request failed');
      } else {
        noteRefusal(request, httpProblem.detail);
      }
      return sendProblem(request, reply, httpProblem);
    });
  },
  { name: 'error-handling' },
);
