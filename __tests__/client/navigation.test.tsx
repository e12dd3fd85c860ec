import { screen, within } from '@testing-library/react';
import { healthHandler } from './support/healthHandlers';
import { mockMatchMedia } from './support/matchMedia';
import { renderApp } from './support/renderApp';
import { server } from './support/server';
import { storeSession } from './support/tokens';

const ALL = [
  'All Passengers',
  'All Travel Classes',
  'All Destinations',
  'All Pilots',
  'All Airlines',
  'All Flights',
  'All Plane Tickets',
];
const ADD = ['Add Passenger', 'Add Destination', 'Add Pilot', 'Add Airline', 'Add Flight', 'Add Plane Ticket'];

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label') ?? link.textContent);

describe('the side navigation from 1024 px', () => {
  beforeEach(() => mockMatchMedia({ width: 1024 }));

  it('shows only the brand and the theme toggle to a signed-out visitor', () => {
    renderApp('/');
    expect(screen.getByRole('link', { name: 'Airport Back Office' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Dark Mode' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Account/ })).not.toBeInTheDocument();
  });

  it("gives a SuperAdmin every entity's All and Add items in order, Api User, Activity and Status Check, without a drawer", async () => {
    storeSession('SuperAdmin');
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(linkNames(nav)).toEqual([
      'Home',
      'All Passengers',
      'Add Passenger',
      'All Travel Classes',
      'All Destinations',
      'Add Destination',
      'All Pilots',
      'Add Pilot',
      'All Airlines',
      'Add Airline',
      'All Flights',
      'Add Flight',
      'All Plane Tickets',
      'Add Plane Ticket',
      'Api User',
      'Activity',
      'Status Check',
    ]);
    expect(within(nav).getByRole('link', { name: 'All Airlines' })).toHaveAttribute('href', '/Airlines/');
    expect(within(nav).getByRole('link', { name: 'Add Airline' })).toHaveAttribute('href', '/Airlines/Create');
    expect(within(nav).getByRole('link', { name: 'Api User' })).toHaveAttribute('href', '/ApiUsers');
    expect(within(nav).getByRole('link', { name: 'Status Check' })).toHaveAttribute('href', '/HealthCheck');
    expect(screen.queryByRole('button', { name: 'Toggle navigation' })).not.toBeInTheDocument();
  });

  it('gives an Admin the Add items but no Api User', async () => {
    storeSession('Admin');
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(linkNames(nav)).toEqual(expect.arrayContaining(['Home', ...ALL, ...ADD, 'Activity', 'Status Check']));
    expect(within(nav).queryByRole('link', { name: 'Api User' })).not.toBeInTheDocument();
  });

  it("gives a User only the 'All' items", async () => {
    storeSession('User');
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(linkNames(nav)).toEqual(['Home', ...ALL, 'Status Check']);
  });

  it('marks the page the user is on, and the entity of a record they opened', async () => {
    storeSession('Admin');
    renderApp('/Pilots/Create');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Add Pilot' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'All Pilots' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'All Flights' })).not.toHaveAttribute('aria-current');
  });

  it('collapses to icons on a wide window, keeps every item reachable by name, and remembers the choice', async () => {
    mockMatchMedia({ width: 1440 });
    storeSession('Admin');
    const { user } = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const collapse = within(nav).getByRole('button', { name: 'Collapse navigation' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    const expanded = linkNames(nav);
    await user.click(collapse);
    expect(within(nav).getByRole('button', { name: 'Expand navigation' })).toHaveAttribute('aria-expanded', 'false');
    // Icons only, each named by its label: 'All Pilots' and 'Add Pilot' are both still there.
    expect(linkNames(nav)).toEqual(expanded);
    expect(within(nav).queryByText('All Pilots')).not.toBeInTheDocument();
    expect(localStorage.getItem('sideNav')).toBe('collapsed');
    await user.click(within(nav).getByRole('button', { name: 'Expand navigation' }));
    expect(within(nav).getByText('All Pilots')).toBeVisible();
    expect(localStorage.getItem('sideNav')).toBe('expanded');
  });

  it('starts collapsed below 1280 px until the user chooses, and keeps their choice there', async () => {
    storeSession('User');
    const { user, unmount } = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('button', { name: 'Expand navigation' })).toBeInTheDocument();
    expect(linkNames(nav)).toEqual(['Home', ...ALL, 'Status Check']);
    await user.click(within(nav).getByRole('button', { name: 'Expand navigation' }));
    unmount();

    renderApp('/');
    const again = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(again).getByRole('button', { name: 'Collapse navigation' })).toBeInTheDocument();
    expect(within(again).getByText('All Pilots')).toBeVisible();
  });

  it('names the signed-in user and role in the account menu, which holds Sign Out', async () => {
    storeSession('Admin');
    const { user } = renderApp('/');
    const account = await screen.findByRole('button', { name: /^Account: \S+ Admin$/ });
    expect(account).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(account);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText(/^Signed in as /)).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(account).toHaveFocus();
  });

  it('signs out from the account menu: clears the session but keeps theme and rows per page', async () => {
    storeSession('Admin');
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('rowsPerPage', '20');
    server.use(healthHandler());
    const { user, location } = renderApp('/HealthCheck');
    await user.click(await screen.findByRole('button', { name: /^Account/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(location().pathname).toBe('/');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(['token', 'role', 'expiration'].map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(localStorage.getItem('rowsPerPage')).toBe('20');
  });
});

describe('the navigation below 1024 px', () => {
  beforeEach(() => mockMatchMedia({ width: 400 }));

  it('opens in a drawer: a named dialog with lists, who is signed in, the current page marked, and Sign Out', async () => {
    storeSession('User');
    const { user } = renderApp('/Pilots');
    expect(screen.getByRole('button', { name: 'Dark Mode' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Toggle navigation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(within(dialog).getByText(/^Signed in as .+ \(User\)$/)).toBeInTheDocument();
    const nav = within(dialog).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('list').length).toBeGreaterThan(1);
    expect(within(nav).getByRole('link', { name: 'All Passengers' })).toHaveAttribute('href', '/Passengers/');
    expect(within(nav).getByRole('link', { name: 'All Pilots' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Add Passenger' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Status Check' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });
});
