import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { healthReportLimitMs, runHealthChecks, type HealthCheck } from '../health/checks';
import { HealthReportSchema } from '../schemas/health';
import { ProblemDetailsSchema, problemResponses } from '../schemas/problem';

/**
 * GET /HealthCheck (decision D-48): 503 when an entry is Unhealthy, else 200 (a Degraded entry, records that break a
 * booking rule, leaves the service up), the report in both.
 */
export const healthCheckRoutes: FastifyPluginAsyncTypebox<{ checks: HealthCheck[] }> = async (app, { checks }) => {
  app.get(
    '/HealthCheck',
    {
      config: {
        auth: 'signedIn',
        trustTokenWhileDatabaseIsDown: true,
        // The token's check and every entry together: a hung database is reported, not waited for.
        databaseTimeLimitMs: healthReportLimitMs(app.config.databaseQueryTimeoutMs),
      },
      schema: {
        summary: 'The health of the API, its database and its data (200 healthy or degraded, 503 unhealthy)',
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
        .code(report.status === 'Unhealthy' ? 503 : 200)
        .send(report);
    },
  );
};
