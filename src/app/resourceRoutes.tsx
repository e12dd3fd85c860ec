import { lazy, type ComponentType } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { loadAfterApi, nextTask } from '../api/loadApi';
import { RequireRole } from '../components/guards/RequireRole';
import { WRITE_ROLES } from '../domain/roles';
import type { LoadScreens, ResourceMeta, ScreenContext, ScreenName } from '../resources/meta';
import { useAppStore } from './hooks';

/**
 * How long a screen whose code is in waits for its first data before it shows without it (with its own progress): a
 * reply that slow is better watched in the screen, whose search the user can already use, than behind a spinner.
 */
const DATA_WAIT_MS = 1000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One of a resource's screens, loaded on the first visit to any of them, after the API client (loadAfterApi). As soon as
 * the resource's code is in, the screen's data is asked for too (`prepare`), and the screen shows once both are there
 * (or after DATA_WAIT_MS). It then renders once, with its data, rather than the screen and, a request later, its rows
 * (docs/performance.md). Until then the layout's Suspense shows 'Loading...'; a failed download shows its error page.
 * A screen that uses MUI loads MUI's theme itself (lazyWithMuiTheme), so a list loads none of it.
 */
function lazyScreen(load: LoadScreens, name: ScreenName): ComponentType {
  // The store and address of the visit that loads the screen: set as ResourceScreen renders, read by the loader, which
  // React calls as it renders Screen, right after.
  let visit: ScreenContext | undefined;
  const Screen = lazy(async () => {
    const screens = (await loadAfterApi(load)).default;
    const Loaded = screens[name];
    if (!Loaded) throw new Error(`The resource module has no ${name} screen.`);
    const prepare = screens.prepare?.[name];
    if (prepare && visit) {
      // A task apart from the module's evaluation: asking is RTK Query's first dispatch of the page, about as long.
      await nextTask();
      await Promise.race([prepare(visit), delay(DATA_WAIT_MS)]);
    }
    // Wrapped: React.lazy may not resolve to another lazy component (the screens that load MUI on demand).
    return { default: () => <Loaded /> };
  });
  return function ResourceScreen() {
    const { dispatch, getState } = useAppStore();
    visit = { dispatch, getState, search: useLocation().search };
    return <Screen />;
  };
}

/**
 * The routes of one resource: `/X` and `/X/:id` for whoever may see it, `/X/Create` and
 * `/X/Edit/:id` for whoever may change it. Static segments outrank `:id`, so `/airlines/create` is the form.
 */
export function resourceRoutes(meta: ResourceMeta, load: LoadScreens): RouteObject[] {
  const { path } = meta;
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
