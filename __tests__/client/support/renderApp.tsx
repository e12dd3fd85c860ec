import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../../../src/app/routes';
import { makeStore } from '../../../src/app/store';
import { AppThemeProvider } from '../../../src/theme/AppThemeProvider';

/** Renders the whole app at `path` with a real store (built from localStorage as it is now) and the real routes. */
export function renderApp(path = '/', { advanceTimers }: { advanceTimers?: (ms: number) => void } = {}) {
  const store = makeStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(
    <Provider store={store}>
      <AppThemeProvider>
        <RouterProvider router={router} />
      </AppThemeProvider>
    </Provider>,
  );
  return { ...view, store, router, user };
}
