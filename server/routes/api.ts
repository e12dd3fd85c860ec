import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { dashboardRoutes } from '../dashboard/dashboardRoutes';
import { auditLogRoutes } from '../audit/auditLogRoute';
import { auditUsersRoutes } from '../audit/auditUsersRoute';
import type { HealthCheck } from '../health/checks';
import { exportQueueRoutes } from '../exports/exportQueueRoutes';
import { manifestRoutes } from '../manifest/manifestRoutes';
import { RESOURCES } from '../resources/definitions';
import { resourceRoutes } from '../resources/resourceRoutes';
import { authenticationRoutes } from './authentication';
import { dataRulesRoutes } from './dataRules';
import { healthCheckRoutes } from './healthCheck';

/** Every route under /api/v1 (registered with that prefix by app.ts). Each one declares its `config.auth` policy. */
export const apiRoutes: FastifyPluginAsyncTypebox<{ healthChecks: HealthCheck[] }> = async (api, options) => {
  await api.register(authenticationRoutes);
  await api.register(healthCheckRoutes, { checks: options.healthChecks });
  await api.register(dataRulesRoutes);
  for (const resource of RESOURCES) await api.register(resourceRoutes, resource);
  await api.register(manifestRoutes);
  await api.register(exportQueueRoutes);
  await api.register(auditLogRoutes);
  await api.register(auditUsersRoutes);
  await api.register(dashboardRoutes, { checks: options.healthChecks });
};
