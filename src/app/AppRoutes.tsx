import { useRoutes } from 'react-router-dom';
import { routes } from './routes';

/**
 * The route table under whichever router holds the location: the browser's in the app, a memory one in tests.
 * Declarative routing keeps react-router's data-router machinery (loaders, actions, fetchers), which the app does not
 * use, out of the first download (issue 6's budget for the home page).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
