import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { apiUrl, server } from '../support/server';
import { storeSession } from '../support/tokens';
import {
  airline,
  airlinesPaged,
  getHandler,
  logRequests,
  noContent,
  pageOf,
  airlineRange,
  referencesHandler,
} from './support';

// A list's view stays for as long as the tab is open: the menus and 'Back to List' return to the page, searches and
// order last seen, and the list's Clear forgets them. Records open in the same tab: a row (a click, or Enter once it
// has the focus), its Open and Edit links, which the browser may still open in another tab as any link.

const requests = logRequests();

beforeEach(() => {
  mockMatchMedia({ width: 1920 });
  storeSession('Admin');
});

const pagerButton = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name });

/** Airlines sorted by name, page 2 of 25, as a user gets there: the view the tests leave and come back to. */
async function browseToAView(view: ReturnType<typeof renderApp>) {
  await screen.findByText('Page: 1 | Total Pages: 3 | Total Records: 25');
  await view.user.click(within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button'));
  await view.user.click(pagerButton('Next'));
  await screen.findByText('Page: 2 | Total Pages: 3 | Total Records: 25');
  expect(view.location().search).toBe('?sort=name&page=2');
}

const row = (id: number) => screen.getByRole('rowheader', { name: String(id) }).closest('tr') as HTMLElement;

describe('the view a list comes back to', () => {
  beforeEach(() =>
    server.use(
      airlinesPaged(25),
      getHandler('Airlines/:id', ({ pathname }) => airline(Number(pathname.split('/').at(-1)))),
    ),
  );

  it("is where the navigation's 'All Airlines' leads, once seen", async () => {
    const view = renderApp('/Airlines');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'All Airlines' })).toHaveAttribute('href', '/Airlines/');
    await browseToAView(view);

    await view.user.click(row(12));
    expect(await screen.findByRole('heading', { level: 1, name: 'Airline Details' })).toBeInTheDocument();

    const all = within(nav).getByRole('link', { name: 'All Airlines' });
    expect(all).toHaveAttribute('href', '/Airlines/?sort=name&page=2');
    requests.all.length = 0;

    await view.user.click(all);

    expect(await screen.findByText('Page: 2 | Total Pages: 3 | Total Records: 25')).toBeInTheDocument();
    expect(view.location().search).toBe('?sort=name&page=2');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    // The page comes from the cache or the API, never page 1 first.
    expect(requests.all.map((request) => request.url)).not.toContain('Airlines?page=1&pageSize=10');
    // Other lists were not seen: their links are as they were.
    expect(within(nav).getByRole('link', { name: 'All Pilots' })).toHaveAttribute('href', '/Pilots/');
  });

  it("is where 'Back to List' leads from the details and from the edit form", async () => {
    const view = renderApp('/Airlines');
    await browseToAView(view);

    await view.user.click(within(row(12)).getByRole('link', { name: 'Edit airline 12' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Airline' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to List' })).toHaveAttribute('href', '/Airlines?sort=name&page=2');

    await act(() => view.navigate('/Airlines/12'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Airline Details' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'Back to List' }));

    expect(await screen.findByText('Page: 2 | Total Pages: 3 | Total Records: 25')).toBeInTheDocument();
    expect(view.location()).toMatchObject({ pathname: '/Airlines', search: '?sort=name&page=2' });
  });

  it("is the list's first page again once Clear was pressed", async () => {
    const view = renderApp('/Airlines');
    await browseToAView(view);

    await view.user.click(screen.getByRole('button', { name: 'Clear' }));
    await screen.findByText('Page: 1 | Total Pages: 3 | Total Records: 25');

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'All Airlines' })).toHaveAttribute('href', '/Airlines/');
    await view.user.click(within(row(3)).getByRole('link', { name: 'Open airline 3' }));
    expect(await screen.findByRole('link', { name: 'Back to List' })).toHaveAttribute('href', '/Airlines');
  });

  it('lasts as long as the tab: a reload keeps it, a new tab or a sign-out starts afresh', async () => {
    const first = renderApp('/Airlines');
    await browseToAView(first);
    first.unmount();

    // A reload of the tab: a new app, the same sessionStorage.
    const reloaded = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'All Airlines' })).toHaveAttribute(
      'href',
      '/Airlines/?sort=name&page=2',
    );
    await reloaded.user.click(screen.getByRole('button', { name: /^Account/ }));
    await reloaded.user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await screen.findByRole('button', { name: 'Sign In' });
    expect(sessionStorage.getItem('listViews')).toBe('{}');
    reloaded.unmount();

    storeSession('Admin');
    const second = renderApp('/Airlines');
    await browseToAView(second);
    second.unmount();
    // Another tab has its own sessionStorage.
    sessionStorage.clear();
    renderApp('/');
    const fresh = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(fresh).getByRole('link', { name: 'All Airlines' })).toHaveAttribute('href', '/Airlines/');
  });

  it("is where the narrow window's drawer leads", async () => {
    mockMatchMedia({ width: 400 });
    const view = renderApp('/Airlines?q=air&sort=-id');
    // On a phone, the list's rows are cards.
    await screen.findByRole('list', { name: 'Airlines' });

    await view.user.click(screen.getByRole('button', { name: 'Toggle navigation' }));
    const drawer = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(drawer).getByRole('link', { name: 'All Airlines' })).toHaveAttribute(
      'href',
      '/Airlines/?q=air&sort=-id',
    );
    expect(within(drawer).getByRole('link', { name: 'All Pilots' })).toHaveAttribute('href', '/Pilots/');
  });
});

describe('opening a record from its row', () => {
  beforeEach(() => {
    server.use(
      getHandler('Airlines', () => pageOf(airlineRange(1, 3))),
      getHandler('Airlines/2', () => airline(2, 'Air Serbia')),
    );
  });

  it('opens the details in this tab on a click anywhere in the row', async () => {
    const { user, location } = renderApp('/Airlines');
    await screen.findByRole('table', { name: 'Airlines' });

    await user.click(within(row(2)).getByText('Airline 2'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Airline Details' })).toBeInTheDocument();
    expect(location().pathname).toBe('/Airlines/2');
  });

  it('opens it on Enter once the row has the focus, which the keyboard gives it', async () => {
    const { user, location } = renderApp('/Airlines');
    await screen.findByRole('table', { name: 'Airlines' });
    expect(row(2)).toHaveAttribute('tabindex', '0');

    act(() => row(2).focus());
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Airline Details' })).toBeInTheDocument();
    expect(location().pathname).toBe('/Airlines/2');
  });

  it('leaves a click on a button in the row to the button (Delete asks, and stays on the list)', async () => {
    server.use(
      http.delete(apiUrl('Airlines/2'), () => noContent()),
      referencesHandler('Airlines'),
    );
    const { user, location } = renderApp('/Airlines');
    await screen.findByRole('table', { name: 'Airlines' });

    await user.click(within(row(2)).getByRole('button', { name: 'Delete airline 2' }));

    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(location().pathname).toBe('/Airlines');
  });

  it('leaves Enter on a link in the row to the link (Edit opens the form, not the details)', async () => {
    const { user, location } = renderApp('/Airlines');
    await screen.findByRole('table', { name: 'Airlines' });

    act(() => within(row(2)).getByRole('link', { name: 'Edit airline 2' }).focus());
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Airline' })).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/Airlines/Edit/2'));
  });

  it('Open and Edit are links that open in this tab', async () => {
    const { user, location } = renderApp('/Airlines');
    await screen.findByRole('table', { name: 'Airlines' });
    const open = within(row(2)).getByRole('link', { name: 'Open airline 2' });
    expect(open).toHaveAttribute('href', '/Airlines/2');
    expect(open).not.toHaveAttribute('target');

    await user.click(open);

    expect(await screen.findByRole('heading', { level: 1, name: 'Airline Details' })).toBeInTheDocument();
    expect(location().pathname).toBe('/Airlines/2');
  });
});
