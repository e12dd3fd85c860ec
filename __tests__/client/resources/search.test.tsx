import { screen, waitFor, within } from '@testing-library/react';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { server } from '../support/server';
import { storeSession } from '../support/tokens';
import { airlineRange, airlinesPaged, getHandler, logRequests, pageOf, pilot, settle } from './support';

// Searching a list (decisions D-17 to D-19): typing changes drafts only, Search or Enter commits the trimmed
// filters to the URL and asks from page 1, Clear shows the whole list again, and the URL restores a search.

const requests = logRequests();

beforeEach(() => {
  mockMatchMedia({ width: 1920 });
  storeSession('Admin');
});

describe('searching', () => {
  const byName = () =>
    getHandler('Airlines/ByName/:name', () => pageOf([{ id: 7, name: 'Air Serbia' }], { totalCount: 1 }));

  it('sends nothing while typing; Search sends the trimmed name in the path from page 1 and puts it in the URL', async () => {
    server.use(airlinesPaged(15), byName());
    const { user, location } = renderApp('/Airlines?page=2');
    await screen.findByText('Page: 2 | Total Pages: 2 | Total Records: 15');
    const sentBefore = requests.all.length;

    await user.type(screen.getByRole('textbox', { name: 'Search by Name:' }), '  air serbia ');
    await settle();
    expect(requests.all).toHaveLength(sentBefore);

    await user.click(
      within(screen.getByRole('search', { name: 'Search airlines' })).getByRole('button', { name: 'Search' }),
    );

    await requests.expectSent('GET', 'Airlines/ByName/air%20serbia?page=1&pageSize=10&count=false');
    expect(await screen.findByText('Page: 1 | Total Pages: 1 | Total Records: 1')).toBeInTheDocument();
    expect(location().search).toBe('?name=air+serbia');
    expect(screen.getByRole('textbox', { name: 'Search by Name:' })).toHaveValue('air serbia');
  });

  it('commits on Enter and sends every filter of a query-string search, blank ones as empty (destinations)', async () => {
    server.use(
      getHandler('Destinations', () => pageOf([{ id: 1, city: 'Belgrade', airport: 'Nikola Tesla' }])),
      getHandler('Destinations/search', () => pageOf([{ id: 1, city: 'Belgrade', airport: 'Nikola Tesla' }])),
    );
    const { user, location } = renderApp('/Destinations');
    await screen.findByRole('table', { name: 'Destinations' });

    await user.type(screen.getByRole('textbox', { name: 'City:' }), ' Bel {Enter}');

    await requests.expectSent('GET', 'Destinations/search?city=Bel&airport=&page=1&pageSize=10&count=false');
    await waitFor(() => expect(location().search).toBe('?city=Bel'));
  });

  it('sends several trimmed filters of a multi-field search (pilots)', async () => {
    server.use(
      getHandler('Pilots', () => pageOf([pilot(1)])),
      getHandler('Pilots/byFilter', () => pageOf([pilot(1)])),
    );
    const { user, location } = renderApp('/Pilots');
    await screen.findByRole('table', { name: 'Pilots' });

    await user.type(screen.getByRole('textbox', { name: 'First name:' }), ' Og ');
    await user.type(screen.getByRole('spinbutton', { name: 'Flying Hours:' }), '100');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await requests.expectSent(
      'GET',
      'Pilots/byFilter?firstName=Og&lastName=&uprn=&flyingHours=100&page=1&pageSize=10&count=false',
    );
    await waitFor(() => expect(location().search).toBe('?firstName=Og&flyingHours=100'));
  });

  it('Clear empties the inputs and shows the plain list from page 1, keeping rows per page', async () => {
    localStorage.setItem('rowsPerPage', '20');
    server.use(airlinesPaged(15), byName());
    const { user, location } = renderApp('/Airlines?name=Delta&page=2');
    await screen.findByRole('rowheader', { name: '7' });

    await user.click(screen.getByRole('button', { name: 'Clear' }));

    await requests.expectSent('GET', 'Airlines?page=1&pageSize=20');
    expect(await screen.findByText('Page: 1 | Total Pages: 1 | Total Records: 15')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search by Name:' })).toHaveValue('');
    expect(location().search).toBe('');
    expect(screen.getByRole('combobox', { name: 'Items per page:' })).toHaveValue('20');
  });

  it('restores the view from the URL: the search page is requested and the input prefilled', async () => {
    server.use(byName());
    renderApp('/Airlines?name=Delta&page=2');
    await requests.expectSent('GET', 'Airlines/ByName/Delta?page=2&pageSize=10&count=false');
    expect(await screen.findByRole('textbox', { name: 'Search by Name:' })).toHaveValue('Delta');
  });

  it('encodes the name as one path segment', async () => {
    server.use(airlinesPaged(15), byName());
    const { user, location } = renderApp('/Airlines');
    await screen.findByRole('table', { name: 'Airlines' });

    await user.type(screen.getByRole('textbox', { name: 'Search by Name:' }), 'A&B/C?#{Enter}');

    await requests.expectSent('GET', 'Airlines/ByName/A%26B%2FC%3F%23?page=1&pageSize=10&count=false');
    expect(location().search).toBe('?name=A%26B%2FC%3F%23');
  });

  it('treats blank filters as no search: the plain list from page 1', async () => {
    server.use(airlinesPaged(15));
    const { user, location } = renderApp('/Airlines?page=2');
    await screen.findByText('Page: 2 | Total Pages: 2 | Total Records: 15');

    await user.type(screen.getByRole('textbox', { name: 'Search by Name:' }), '   {Enter}');

    expect(await screen.findByText('Page: 1 | Total Pages: 2 | Total Records: 15')).toBeInTheDocument();
    expect(location().search).toBe('');
    expect(requests.all.map((request) => request.url)).toEqual([
      'Airlines?page=2&pageSize=10',
      'Airlines?page=1&pageSize=10',
    ]);
  });

  it('pages through the committed search, not through what is typed since (D-17)', async () => {
    server.use(
      getHandler('Airlines/ByName/:name', (url) =>
        pageOf(airlineRange(1, 10), { pageNumber: Number(url.searchParams.get('page')), totalCount: 25 }),
      ),
    );
    const { user, location } = renderApp('/Airlines?name=air');
    await screen.findByText('Page: 1 | Total Pages: 3 | Total Records: 25');
    await user.type(screen.getByRole('textbox', { name: 'Search by Name:' }), ' not committed');

    await user.click(screen.getByRole('button', { name: 'Next' }));

    await requests.expectSent('GET', 'Airlines/ByName/air?page=2&pageSize=10&count=false');
    expect(location().search).toBe('?name=air&page=2');
  });

  it('keeps the search when rows per page change, from page 1', async () => {
    server.use(byName());
    const { user, location } = renderApp('/Airlines?name=Delta&page=2');
    await screen.findByRole('rowheader', { name: '7' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Items per page:' }), '20');

    await requests.expectSent('GET', 'Airlines/ByName/Delta?page=1&pageSize=20&count=false');
    expect(location().search).toBe('?name=Delta');
  });

  it('searches API users by role from the select, with every filter sent', async () => {
    storeSession('SuperAdmin');
    const user1 = { apiUserId: 1, userName: 'og', password: 'hash', roles: 'SuperAdmin' };
    server.use(
      getHandler('ApiUsers', () => pageOf([user1])),
      getHandler('ApiUsers/ByFilter', () => pageOf([user1])),
    );
    const { user, location } = renderApp('/ApiUsers');
    await screen.findByRole('table', { name: 'Api Users' });
    const role = screen.getByRole('combobox', { name: 'Role:' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a role', 'User', 'Admin', 'Super Admin']);

    await user.selectOptions(role, 'Super Admin');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(requests.all.map((request) => request.url)).toHaveLength(2));
    const search = requests.all[1];
    expect(search.url.split('?')[0]).toBe('ApiUsers/ByFilter');
    expect(Object.fromEntries(search.params)).toEqual({
      roles: 'SuperAdmin',
      username: '',
      password: '',
      page: '1',
      pageSize: '10',
      count: 'false',
    });
    expect(location().search).toBe('?roles=SuperAdmin');
  });
  it('searches API users by a password typed into a password field, which never reaches the address', async () => {
    storeSession('SuperAdmin');
    const user1 = { apiUserId: 1, userName: 'og', password: 'hash', roles: 'SuperAdmin' };
    server.use(
      getHandler('ApiUsers', () => pageOf([user1])),
      getHandler('ApiUsers/ByFilter', () => pageOf([user1], { totalCount: 30 })),
    );
    const { user, location } = renderApp('/ApiUsers');
    await screen.findByRole('table', { name: 'Api Users' });
    const password = screen.getByLabelText('Password:');
    expect(password).toHaveAttribute('type', 'password');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role:' }), 'Admin');
    await user.type(password, 'secret-aa');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await requests.expectSent(
      'GET',
      'ApiUsers/ByFilter?roles=Admin&username=&password=secret-aa&page=1&pageSize=10&count=false',
    );
    expect(location().search).toBe('?roles=Admin');
    expect(window.location.href).not.toContain('secret-aa');

    // Paging keeps searching with it, still without writing it to the address (Next waits for the page to settle).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await requests.expectSent(
      'GET',
      'ApiUsers/ByFilter?roles=Admin&username=&password=secret-aa&page=2&pageSize=10&count=false',
    );
    expect(location().search).toBe('?roles=Admin&page=2');
    expect(screen.getByLabelText('Password:')).toHaveValue('secret-aa');
  });
});
