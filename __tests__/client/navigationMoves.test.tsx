import { act, screen, waitFor, within } from '@testing-library/react';
import { airlineRange, getHandler, pageOf } from './resources/support';
import { dashboardHandler } from './support/dashboardHandlers';
import { mockMatchMedia } from './support/matchMedia';
import { renderApp } from './support/renderApp';
import { server } from './support/server';
import { storeSession } from './support/tokens';

// Moving around (D-86): Home leads to the dashboard; a new page starts at its top, and Back returns to where the
// page was scrolled.

beforeEach(() => {
  mockMatchMedia({ width: 1366 });
  storeSession('Admin');
});

/** A window that scrolls where it is sent, and says where that was. */
function scrollingWindow() {
  let top = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => top });
  const scrollTo = jest.fn((_x: number, y: number) => {
    top = y;
  });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  /** The person scrolls the page to `y`. */
  const scrollBy = (y: number) =>
    act(() => {
      top = y;
      window.dispatchEvent(new Event('scroll'));
    });
  return { scrollTo, scrollBy, top: () => top };
}

it('leads Home to the dashboard from anywhere, marked as the page when there', async () => {
  server.use(
    getHandler('Airlines', () => pageOf(airlineRange(1, 3))),
    dashboardHandler(),
  );
  const { user, location } = renderApp('/Airlines');
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  const home = within(nav).getByRole('link', { name: 'Home' });
  expect(home).toHaveAttribute('href', '/');
  expect(home).not.toHaveAttribute('aria-current');

  await user.click(home);

  expect(location().pathname).toBe('/');
  expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'All Airlines' })).not.toHaveAttribute('aria-current');
});

it('starts a new page at its top, and Back returns to where the list was scrolled', async () => {
  const view = scrollingWindow();
  server.use(
    getHandler('Airlines', () => pageOf(airlineRange(1, 10))),
    getHandler('Airlines/7', () => ({ id: 7, name: 'Airline 7' })),
    getHandler('Flights/byFilter', () => new Response(null, { status: 204 })),
    getHandler('AuditLog', () => new Response(null, { status: 204 })),
  );
  const { user, location, navigate } = renderApp('/Airlines');
  await screen.findByRole('table', { name: 'Airlines' });
  view.scrollBy(640);

  await user.click(screen.getByRole('link', { name: 'Open airline 7' }));

  await screen.findByRole('heading', { level: 1, name: 'Airline Details' });
  expect(location().pathname).toBe('/Airlines/7');
  expect(view.top()).toBe(0);
  view.scrollBy(120);

  await act(() => navigate(-1));

  expect(location().pathname).toBe('/Airlines');
  await waitFor(() => expect(view.top()).toBe(640));
  expect(view.scrollTo).toHaveBeenLastCalledWith(0, 640);

  // Forward returns to where the details were; a new visit of the list by its link starts at the top.
  await act(() => navigate(1));
  await waitFor(() => expect(view.top()).toBe(120));
  await user.click(
    within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'All Airlines' }),
  );
  await waitFor(() => expect(location().pathname).toMatch(/^\/Airlines\/?$/));
  expect(view.top()).toBe(0);
});
