import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { runHealthChecks, type HealthCheck } from '../health/checks';
import { HealthReportSchema } from '../schemas/health';
import { ProblemDetailsSchema, problemResponses } from '../schemas/problem';

/** GET /HealthCheck (decision D-48): 200 when every entry is Healthy, else 503, the report in both. */
export const healthCheckRoutes: FastifyPluginAsyncTypebox<{ checks: HealthCheck[] }> = async (app, { checks }) => {
  app.get(
    '/HealthCheck',
    {
      config: { auth: 'signedIn', trustTokenWhileDatabaseIsDown: true },
      schema: {
        summary: 'The health of the API and its database (200 healthy, 503 not)',
        // 503 is the report of an unhealthy service; a hook's own 503 (such as a database fault) is a problem.
        response: {
          200: HealthReportSchema,
          503: Type.Union([HealthReportSchema, ProblemDetailsSchema]),
          ...problemResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      const report = await runHealthChecks(checks, request.log);
      return reply
        .header('cache-control', 'no-store')
        .code(report.status === 'Healthy' ? 200 : 503)
        .send(report);
    },
  );
};
