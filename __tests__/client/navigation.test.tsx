import { screen, within } from '@testing-library/react';
import { healthHandler } from './support/healthHandlers';
import { mockMatchMedia } from './support/matchMedia';
import { renderApp } from './support/renderApp';
import { server } from './support/server';
import { storeSession } from './support/tokens';

const MENUS = ['Passenger', 'Travel Class', 'Destination', 'Pilot', 'Airline', 'Flight', 'Plane Ticket'];

async function openMenu(user: ReturnType<typeof renderApp>['user'], label: string) {
  await user.click(await screen.findByRole('button', { name: `Toggle Dropdown ${label}` }));
  return screen.findByRole('menu');
}

async function menuTexts(user: ReturnType<typeof renderApp>['user'], label: string) {
  const menu = await openMenu(user, label);
  const texts = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  await user.keyboard('{Escape}');
  return texts;
}

describe('the navigation bar on a wide screen', () => {
  beforeEach(() => mockMatchMedia({ width: 1920 }));

  it('shows only the brand and the theme toggle to a signed-out visitor', () => {
    renderApp('/');
    expect(screen.getByRole('link', { name: 'Airport Back Office' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Dark Mode' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('gives a SuperAdmin every menu in order, the Add items and the Api User link', async () => {
    storeSession('SuperAdmin');
    const { user } = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([...MENUS, 'Api User']);
    expect(within(nav).getByRole('link', { name: 'Api User' })).toHaveAttribute('href', '/ApiUsers');
    expect(within(nav).getByRole('link', { name: 'Passenger' })).toHaveAttribute('href', '/Passengers');
    expect(await menuTexts(user, 'Passenger')).toEqual(['All Passengers', 'Add Passenger']);
    expect(await menuTexts(user, 'Plane Ticket')).toEqual(['All Plane Tickets', 'Add Plane Ticket']);
    expect(await menuTexts(user, 'Travel Class')).toEqual(['All Travel Classes']);
    const menu = await openMenu(user, 'Airline');
    expect(within(menu).getByRole('menuitem', { name: 'All Airlines' })).toHaveAttribute('href', '/Airlines/');
    expect(within(menu).getByRole('menuitem', { name: 'Add Airline' })).toHaveAttribute('href', '/Airlines/Create');
    await user.keyboard('{Escape}');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Status Check' })).toHaveAttribute('href', '/HealthCheck');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('gives an Admin the Add items but no Api User', async () => {
    storeSession('Admin');
    const { user } = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Api User' })).not.toBeInTheDocument();
    expect(await menuTexts(user, 'Flight')).toEqual(['All Flights', 'Add Flight']);
  });

  it("gives a User only the 'All' items", async () => {
    storeSession('User');
    const { user } = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Api User' })).not.toBeInTheDocument();
    for (const label of MENUS) {
      const texts = await menuTexts(user, label);
      expect(texts).toHaveLength(1);
      expect(texts[0]).toMatch(/^All /);
    }
  });

  it('signs out: clears the session but keeps theme and rows per page, and shows the sign-in form', async () => {
    storeSession('Admin');
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('rowsPerPage', '20');
    server.use(healthHandler());
    const { user, location } = renderApp('/HealthCheck');
    // The bar (no MUI) is ready before the status page (MUI): this signs out while the page is still loading, which
    // must not read as a signed-out visit (no 'You must be logged in').
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(location().pathname).toBe('/');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(['token', 'role', 'expiration'].map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(localStorage.getItem('rowsPerPage')).toBe('20');
  });
});

describe('the navigation bar on a narrow screen', () => {
  beforeEach(() => mockMatchMedia({ width: 400 }));

  it('collapses the menus behind a hamburger button', async () => {
    storeSession('User');
    const { user } = renderApp('/');
    expect(screen.getByRole('button', { name: 'Dark Mode' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Toggle navigation' }));
    const drawer = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(drawer).getByRole('link', { name: 'All Passengers' })).toHaveAttribute('href', '/Passengers/');
    expect(within(drawer).queryByRole('link', { name: 'Add Passenger' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Status Check' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });
});
