import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadAfterApi } from '../api/loadApi';
import { RequireRole } from '../components/guards/RequireRole';
import { WRITE_ROLES } from '../domain/roles';
import type { ResourceMeta, ResourceScreens } from '../resources/meta';

/**
 * One of a resource's screens as a lazy component: the resource's code loads on the first visit to any of them, after
 * the API client (loadAfterApi). A screen that uses MUI loads MUI's theme itself (lazyWithMuiTheme), so a list loads
 * none of it.
 */
function lazyScreen(load: NonNullable<ResourceMeta['load']>, name: keyof ResourceScreens) {
  return lazy(async () => {
    const Screen = (await loadAfterApi(load)).default[name];
    if (!Screen) throw new Error(`The resource module has no ${name} screen.`);
    // Wrapped: React.lazy may not resolve to another lazy component (the screens that load MUI on demand).
    return { default: () => <Screen /> };
  });
}

/**
 * The routes of one resource (ui-checklist 1.0): `/X` and `/X/:id` for whoever may see it, `/X/Create` and
 * `/X/Edit/:id` for whoever may change it. Static segments outrank `:id`, so `/airlines/create` is the form.
 */
export function resourceRoutes(meta: ResourceMeta): RouteObject[] {
  const { load, path } = meta;
  if (!load) return [];
  const List = lazyScreen(load, 'List');
  const readRoutes: RouteObject[] = [{ path, element: <List /> }];
  const writeRoutes: RouteObject[] = [];
  if (!meta.readOnly) {
    const Details = lazyScreen(load, 'Details');
    const Edit = lazyScreen(load, 'Edit');
    readRoutes.push({ path: `${path}/:id`, element: <Details /> });
    writeRoutes.push({ path: `${path}/Edit/:id`, element: <Edit /> });
    if (meta.creatable) {
      const Create = lazyScreen(load, 'Create');
      writeRoutes.push({ path: `${path}/Create`, element: <Create /> });
    }
  }
  const groups: RouteObject[] = [{ element: <RequireRole roles={meta.roles} />, children: readRoutes }];
  if (writeRoutes.length > 0) {
    groups.push({ element: <RequireRole roles={meta.roles ?? WRITE_ROLES} />, children: writeRoutes });
  }
  return groups;
}
