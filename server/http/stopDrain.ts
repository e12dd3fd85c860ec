import type { Server, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { HttpProblem, sendProblem } from './problem';

// How a stopping server treats the requests that reach it (decision D-97). A client must always be able to tell what
// became of a request it sent: it is answered, or refused with 503 before anything of it ran, never cut off by a reset.
//
// Resets come from closing sockets that hold a request the server has not read yet: a keep-alive connection looks
// idle to Node while the client's next request still sits unread in its buffer, and closing the listening socket
// resets the connections waiting in its backlog. So a stop does not close anything at first. It keeps listening and
// keeps every connection open; each request that arrives from then on is answered at once with 503 problem+json,
// `Connection: close` and `Retry-After` (so its connection closes after that answer), and each request already in
// flight gets its normal answer with `Connection: close`. Only once nothing has been in flight or arrived for
// QUIET_MS does the server close its listener and the connections left, which are idle for real by then. A client
// that keeps sending regardless (one that ignores both `/readyz` and the 503s) is given MAX_ACCEPTING_MS.

/**
 * Nothing in flight and nothing new for this long: the connections still open are idle, and closing them is safe.
 * A second, not less: a client on a loaded machine was seen to take over 250 ms to send its next request, which then
 * met a closed connection; a stop has fifteen seconds, and a quiet server loses nothing by waiting one of them.
 */
const QUIET_MS = 1_000;
/** The longest a stopping server keeps accepting connections to refuse their requests properly. */
const MAX_ACCEPTING_MS = 5_000;
/** What a refused client is asked to wait: time for a restart, or for a load balancer to send it elsewhere. */
const RETRY_AFTER_SECONDS = '5';
const STOPPING = 'The server is stopping; try again shortly (another instance, or this one once restarted, answers).';

declare module 'fastify' {
  interface FastifyInstance {
    /** The stop's first step (stopDrain.ts): resolves once the requests in flight are answered and it is quiet. */
    drainRequests(): Promise<void>;
    /** Whether a stop has begun: new requests are refused, and /readyz answers 503. */
    isDraining(): boolean;
  }
}

class StopDrain {
  private draining = false;
  /** Drained: the listener and the idle connections are being closed. */
  private closing = false;
  private readonly inFlight = new Set<ServerResponse>();
  private lastActivity = 0;

  constructor(private readonly server: Server) {
    server.on('request', (_request, response: ServerResponse) => {
      this.lastActivity = performance.now();
      if (this.draining) response.shouldKeepAlive = false;
      this.inFlight.add(response);
      response.once('close', () => {
        this.inFlight.delete(response);
        this.lastActivity = performance.now();
      });
      // A long answer (an export) whose headers promised keep-alive before the stop: once it is over and the server
      // is closing, its connection is idle and goes too, a tick later, when Node has marked it so.
      response.once('finish', () => {
        if (this.closing) setImmediate(() => this.server.closeIdleConnections());
      });
    });
  }

  get isDraining(): boolean {
    return this.draining;
  }

  async drain(): Promise<void> {
    this.draining = true;
    // Not answered yet: the answer says `Connection: close`, and Node closes the connection after it.
    for (const response of this.inFlight) if (!response.headersSent) response.shouldKeepAlive = false;
    const since = performance.now();
    while (performance.now() - since < MAX_ACCEPTING_MS) {
      const quietFor = performance.now() - this.lastActivity;
      if (this.inFlight.size === 0 && quietFor >= QUIET_MS) break;
      await new Promise((resolve) => setTimeout(resolve, Math.max(10, QUIET_MS - quietFor)));
    }
    // Past the bound, what is still in flight keeps running: app.close() waits for it, up to the stop's deadline.
    this.closing = true;
  }
}

/** Registers the drain on the app; call before any other onRequest hook, so that a refusal costs nothing else. */
export function drainOnStop(app: FastifyInstance): void {
  const drain = new StopDrain(app.server);
  app.decorate('drainRequests', () => drain.drain());
  app.decorate('isDraining', () => drain.isDraining);
  app.addHook('onRequest', async (request, reply) => {
    if (!drain.isDraining) return;
    reply.raw.shouldKeepAlive = false;
    const headers = { connection: 'close', 'retry-after': RETRY_AFTER_SECONDS };
    return sendProblem(request, reply, new HttpProblem(503, STOPPING, { headers }));
  });
}
