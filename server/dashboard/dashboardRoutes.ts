import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { canManageUsers } from '../../src/domain/roles';
import type { HealthCheck } from '../health/checks';
import { DashboardSchema } from '../schemas/dashboard';
import { problemResponses } from '../schemas/problem';
import { findDashboard } from './findDashboard';
import { serverMoment } from './serverClock';

/** GET /Dashboard: the signed-in home page's figures in one answer (docs/dashboard.md), for every role. */
export const dashboardRoutes: FastifyPluginAsyncTypebox<{ checks: HealthCheck[] }> = async (app, { checks }) => {
  app.get(
    '/Dashboard',
    {
      config: { auth: 'signedIn' },
      schema: {
        tags: ['Dashboard'],
        summary:
          'Counts of every record, the next departures, the last 30 days of ticket sales by day and by travel class, ' +
          'and the health checks at a glance',
        response: { 200: DashboardSchema, ...problemResponses(401, 403) },
      },
    },
    async (request) => {
      const dashboard = await findDashboard(app.db, {
        now: serverMoment(),
        withApiUsers: canManageUsers(request.user.role),
        checks,
        log: request.log,
      });
      // The flights' DTO schema is built from the entity's fields: its static type is a plain record, which a copy is.
      const { departures } = dashboard;
      return { ...dashboard, departures: { ...departures, first: departures.first.map((flight) => ({ ...flight })) } };
    },
  );
};
