import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { AppRoutes } from '../../../src/app/AppRoutes';
import { makeStore } from '../../../src/app/store';

/** Renders the whole app at `path` with a real store (built from localStorage as it is now) and the real routes. */
export function renderApp(path = '/', { advanceTimers }: { advanceTimers?: (ms: number) => void } = {}) {
  const store = makeStore();
  let current: Location | undefined;
  let navigateTo: NavigateFunction | undefined;
  // Where the app is now, as its address bar would show it, and a way to type another address or press Back.
  function LocationProbe() {
    current = useLocation();
    navigateTo = useNavigate();
    return null;
  }
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  const location = (): Location => {
    if (!current) throw new Error('The app has not rendered a location yet.');
    return current;
  };
  const navigate = async (to: string | number) => {
    if (!navigateTo) throw new Error('The app has not rendered a location yet.');
    await (typeof to === 'number' ? navigateTo(to) : navigateTo(to));
  };
  return { ...view, store, location, navigate, user };
}
