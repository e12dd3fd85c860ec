import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem, problem } from '../http/problem';
import { startEveryRowExport, type ExportSource } from './everyRowExport';
import { ExportQueueFull, ExportTicketInUse } from './exportQueue';
import { dropStalledReader } from './stalledReader';

/**
 * The header a client names its export with, to ask where it is in the queue meanwhile (GET /Exports/queue/{ticket}):
 * the app sends a random UUID. Without it the export waits just the same, under a ticket of the server's.
 */
export const EXPORT_TICKET_HEADER = 'x-export-ticket';
const TICKET = /^[A-Za-z0-9-]{8,64}$/;

/** How long a refused export is told to wait before it asks again. */
const RETRY_AFTER_SECONDS = 30;

function ticketOf(request: FastifyRequest): string {
  const given = request.headers[EXPORT_TICKET_HEADER];
  if (given === undefined) return randomUUID();
  if (typeof given !== 'string' || !TICKET.test(given)) {
    const detail = `${EXPORT_TICKET_HEADER} must be 8 to 64 letters, digits and hyphens, such as a UUID.`;
    throw problem.validation({ [EXPORT_TICKET_HEADER]: [detail] }, detail);
  }
  return given;
}

function refusal(error: unknown): unknown {
  if (error instanceof ExportTicketInUse) return problem.conflict(error.message);
  if (!(error instanceof ExportQueueFull)) return error;
  const headers = { 'retry-after': String(RETRY_AFTER_SECONDS) };
  return error.refusal === 'user'
    ? new HttpProblem(429, 'You have as many exports running and waiting as allowed: let one finish first.', {
        headers,
      })
    : new HttpProblem(503, 'Too many exports are waiting: try again in a minute.', { headers });
}

/**
 * Runs an export of every row in its turn (everyRowExport.ts) for this request: waits in the queue until it may run
 * (a client that goes away meanwhile gives up its place), and ends it however the answer ends: sent, cut off, or
 * dropped as a stalled reader.
 */
export async function queuedExport(
  request: FastifyRequest,
  reply: FastifyReply,
  source: ExportSource,
): Promise<AsyncIterable<Buffer>> {
  const ticket = ticketOf(request);
  const gone = new AbortController();
  const onClose = () => gone.abort(new Error('The client went away before its export began.'));
  reply.raw.once('close', onClose);
  const exports = request.server.everyRowExports;
  let running;
  try {
    running = await startEveryRowExport(exports, {
      ticket,
      owner: request.user.userName,
      source,
      signal: gone.signal,
      log: request.log,
    });
  } catch (error) {
    throw refusal(error);
  } finally {
    reply.raw.off('close', onClose);
  }
  const { end } = running;
  if (gone.signal.aborted || reply.raw.destroyed) {
    await end();
    return (async function* () {})();
  }
  reply.raw.once('close', () => void end());
  dropStalledReader(reply.raw, exports.settings.stallMs, () =>
    request.log.warn({ ticket }, `An export's reader took nothing for ${exports.settings.stallMs} ms: dropped.`),
  );
  return running.pieces;
}
