import type { FastifyInstance } from 'fastify';

// Interactive requests go before background work. An export of a million rows is work someone waits minutes for; a
// list page is work someone waits for now. Between two slices of its work an export asks `interactiveRequestsSettled`
// and, while other requests are being answered, waits for them (exportDocument.ts).

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Long work that gives way to the interactive requests in flight beside it (the exports). */
    background?: boolean;
  }
}

// One count per process, as there is one event loop per process: every app built in it shares both.
let inFlight = 0;
let lastAnswered = -Infinity;

/** How long after the last interactive answer the server still counts as busy: a user's next click is that close. */
const QUIET_MS = 20;

function answered() {
  inFlight -= 1;
  lastAnswered = performance.now();
}

/** Whether interactive requests are being answered: one is in flight, or one was answered within QUIET_MS. */
export const interactiveRequestsBusy = (): boolean => inFlight > 0 || performance.now() - lastAnswered < QUIET_MS;

/** Counts the interactive requests in flight; register before any route. */
export function countRequestsInFlight(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.background !== true) {
      inFlight += 1;
      // 'close' comes once the answer is sent and also when the client goes away first, which onResponse does not see.
      reply.raw.once('close', answered);
    }
    done();
  });
}
