import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadAfterApi } from '../api/loadApi';
import { RequireRole } from '../components/guards/RequireRole';
import { AUDIT_ROLES } from '../domain/roles';
import { Layout } from '../components/layout/Layout';
import { HomePage } from '../pages/Home/HomePage';
import { lazyWithMuiTheme } from '../theme/lazyWithMuiTheme';
import { resourceList } from '../resources/resourceList';
import { loadAuditedResources } from './auditedResources';
import { paths } from './paths';
import { resourceLoaders } from './resourceLoaders';
import { resourceRoutes } from './resourceRoutes';

// Every screen but Home (the first one almost everybody sees) loads on demand.
const HealthCheckPage = lazyWithMuiTheme(() =>
  loadAfterApi(
    async () => (await import(/* webpackChunkName: "health-check" */ '../pages/HealthCheck/HealthCheckPage')).default,
  ),
);
// The audit trail's screen, drawn with static CSS as the lists are, comes with every resource's field names.
const ActivityPage = lazy(() =>
  loadAfterApi(async () => {
    const [{ ActivityPage: Page }, resources] = await Promise.all([
      import(/* webpackChunkName: "activity" */ '../pages/Activity/ActivityPage'),
      loadAuditedResources(),
    ]);
    return { default: () => <Page resources={resources} /> };
  }),
);
const UnauthorizedPage = lazyWithMuiTheme(
  async () => (await import(/* webpackChunkName: "unauthorized" */ '../pages/UnauthorizedPage')).default,
);
const NotFoundPage = lazyWithMuiTheme(
  async () => (await import(/* webpackChunkName: "not-found" */ '../pages/NotFoundPage')).default,
);

/**
 * The route table. Matching is case-insensitive and ignores a trailing slash (react-router's defaults): the app and
 * its users write `/Airlines`, `/airlines/` and `/PlaneTickets/Create` alike.
 * Each resource's routes are generated from its entry in the resource list.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/unauthorized', element: <UnauthorizedPage /> },
      {
        element: <RequireRole />,
        children: [{ path: '/HealthCheck', element: <HealthCheckPage /> }],
      },
      {
        element: <RequireRole roles={AUDIT_ROLES} />,
        children: [{ path: paths.activity, element: <ActivityPage /> }],
      },
      ...resourceList.flatMap((meta) => resourceRoutes(meta, resourceLoaders[meta.key])),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
