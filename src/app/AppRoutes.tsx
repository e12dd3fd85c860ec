import { useRoutes } from 'react-router-dom';
import { routes } from './routes';

/**
 * The route table under whichever router holds the location: the browser's in the app, a memory one in tests.
 * Declarative routing keeps react-router's data-router machinery (loaders, actions, fetchers), which the app does not
 * use, out of the first download (the home page's download budget, docs/performance.md).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
