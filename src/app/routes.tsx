import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireRole } from '../components/guards/RequireRole';
import { Layout } from '../components/layout/Layout';
import { HomePage } from '../pages/Home/HomePage';
import { RouteErrorPage } from '../pages/RouteErrorPage';

// Every screen but Home (the first one almost everybody sees) loads on demand.
const HealthCheckPage = lazy(
  () => import(/* webpackChunkName: "health-check" */ '../pages/HealthCheck/HealthCheckPage'),
);
const UnauthorizedPage = lazy(() => import(/* webpackChunkName: "unauthorized" */ '../pages/UnauthorizedPage'));
const NotFoundPage = lazy(() => import(/* webpackChunkName: "not-found" */ '../pages/NotFoundPage'));

/**
 * The route table. Matching is case-insensitive and ignores a trailing slash (react-router's defaults, ui-checklist 1.0).
 * Entity screens arrive with their issues; until then their paths render the not-found page.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/unauthorized', element: <UnauthorizedPage /> },
      {
        element: <RequireRole />,
        children: [{ path: '/HealthCheck', element: <HealthCheckPage /> }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
