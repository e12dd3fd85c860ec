import type { FastifyInstance } from 'fastify';
import { runInRequestScope } from '../db/requestScope';

// Every request's database work runs in its scope (db/requestScope.ts, decision D-96): when its client goes away
// before the answer is complete, the guarded pool stops its statement and sends no further one, and a route may
// bound all of its database work to less than the query timeout.

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The most the route's database work may take in all, from the request's arrival, however long the query timeout:
     * for answers that must come within a fixed time even when the database hangs (the health report, /readyz).
     */
    databaseTimeLimitMs?: number;
  }
}

/** Register before any hook that reads the database (the access policies read the token's user). */
export function scopeDatabaseWorkToRequests(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const abandoned = new AbortController();
    const response = reply.raw;
    // 'close' comes after a complete answer too; before one, the connection went away under it.
    response.once('close', () => {
      if (!response.writableFinished) abandoned.abort();
    });
    const limitMs = request.routeOptions.config.databaseTimeLimitMs;
    const deadline = limitMs === undefined ? undefined : performance.now() + limitMs;
    // The rest of the request (its hooks, its handler, whatever they start) runs inside the scope.
    runInRequestScope({ signal: abandoned.signal, deadline }, done);
  });
}
