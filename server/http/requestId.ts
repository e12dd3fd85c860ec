import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// A request id ties a response (x-request-id header, problem `traceId`) to its log lines. An id set by a proxy or
// client is kept so one id follows the request through every hop, but only a short, plain one: it ends up in logs.
const SANE_REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

export function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
