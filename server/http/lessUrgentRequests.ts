import type { FastifyInstance } from 'fastify';
import { parseDictionary } from 'structured-headers';

// Requests that say they can wait take turns (D-111). A client tells how urgent a request is with the `Priority`
// header of RFC 9218 (`u=0` most urgent to `u=7`, `u=3` when unsaid). The list screens ask a search's count with
// `u=5` after its page: staff wait for the rows, and the count can come a moment later. Under load, counts running
// beside the pages took the processor time the pages needed (a new search's page: p50 35 ms with counts beside it,
// 19 ms without, at a million passengers on two cores). So at most RUNNING_MAX of the requests less urgent than the
// default run at once on an instance, and the others wait their turn in the order they came. Nothing is refused for
// its priority: past WAITING_MAX waiting, a request runs at once, as it would without the header.

const DEFAULT_URGENCY = 3;
const RUNNING_MAX = 1;
const WAITING_MAX = 100;

/** A request's urgency from its Priority header; the default for none, or for one that does not parse. */
export function urgencyOf(header: string | string[] | undefined): number {
  if (typeof header !== 'string') return DEFAULT_URGENCY;
  try {
    const urgency = parseDictionary(header).get('u')?.[0];
    return typeof urgency === 'number' && Number.isInteger(urgency) && urgency >= 0 && urgency <= 7
      ? urgency
      : DEFAULT_URGENCY;
  } catch {
    return DEFAULT_URGENCY;
  }
}

/** Lets the requests less urgent than the default take turns; register before any route. */
export function lessUrgentRequestsTakeTurns(app: FastifyInstance): void {
  let running = 0;
  const waiting: (() => void)[] = [];
  const finished = () => {
    running -= 1;
    waiting.shift()?.();
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (urgencyOf(request.headers.priority) <= DEFAULT_URGENCY) return done();
    const start = () => {
      running += 1;
      reply.raw.off('close', leave);
      // 'close' comes once the answer is sent, and also when the client goes away first.
      reply.raw.once('close', finished);
      done();
    };
    // A client gone while waiting gives up its turn.
    const leave = () => {
      const index = waiting.indexOf(start);
      if (index >= 0) waiting.splice(index, 1);
    };
    if (running < RUNNING_MAX || waiting.length >= WAITING_MAX) return start();
    waiting.push(start);
    reply.raw.once('close', leave);
  });
}
