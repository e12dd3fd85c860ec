import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { HEALTH_CHECK_TIMEOUT_MS, withTimeout } from '../health/checks';

// Unauthenticated probes for load balancers and orchestrators (decision D-48). /livez: the process answers (restart it
// if not); it says nothing of the database, as restarting the server does not mend a database. /readyz: it can serve
// requests now (send it traffic or not): the database answers within 2 s and it is not stopping.

const ProbeSchema = Type.Object({ status: Type.String() });

export const probeRoutes: FastifyPluginAsyncTypebox<{ isShuttingDown: () => boolean }> = async (app, options) => {
  const schema = { response: { 200: ProbeSchema, 503: ProbeSchema } };
  // The database's answer is waited for no longer than the probe waits: its statement is cancelled with it.
  const config = { databaseTimeLimitMs: HEALTH_CHECK_TIMEOUT_MS };

  app.get('/livez', { schema }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/readyz', { schema, config }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (options.isShuttingDown()) return reply.code(503).send({ status: 'shutting down' });
    try {
      await withTimeout(sql`select 1`.execute(app.db), HEALTH_CHECK_TIMEOUT_MS);
      return reply.send({ status: 'ready' });
    } catch (error) {
      request.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'not ready: database');
      return reply.code(503).send({ status: 'database unavailable' });
    }
  });
};
