import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from '../logger';

// One line per request, when it is answered: what was asked, the answer's status and how long it took, as the message
// a person reads and as the fields (`req`, `res`, `responseTime`, Fastify's names) a collector reads. Fastify's own
// pair of lines (arrival, then completion) doubled every request; the arrival is still logged at `debug`, for
// following a request that never completes.

/** Why a request was refused (4xx), told by the error handler, said on the request's line. */
const refusals = new WeakMap<FastifyRequest, string>();

/**
 * Notes why `request` was refused, for its line. Only the sentence: a validation error's full detail may hold the
 * submitted values, passwords included.
 */
export function noteRefusal(request: FastifyRequest, detail: string): void {
  refusals.set(request, detail);
}

const milliseconds = (elapsed: number): number => Math.round(elapsed * 10) / 10;

const requestLine = (request: FastifyRequest): string => `${request.method} ${redactUrl(request.url)}`;

class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, `${requestLine(request)} arrived`);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = milliseconds(reply.elapsedTime);
    const detail = refusals.get(request);
    const fields = { req: request, res: { statusCode: reply.statusCode }, responseTime, detail };
    const line = `${requestLine(request)} ${reply.statusCode} ${responseTime} ms${detail === undefined ? '' : `: ${detail}`}`;
    if (error) reply.log.error({ ...fields, err: error }, `${line}, failed`);
    else reply.log.info(fields, line);
  }
}

export const requestLog = (): LogController => new OneLinePerRequest();
