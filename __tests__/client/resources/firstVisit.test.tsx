import { screen, within } from '@testing-library/react';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { server } from '../support/server';
import { storeSession } from '../support/tokens';
import { airlineRange, getHandler, held, logRequests, pageOf, passenger, pilot, problem, settle } from './support';

// The first visit to a list (docs/performance.md): its page is asked for as soon as the resource's code is in, and
// the screen shows once both are there, so it renders once, with its rows. A resource's code loads once per test file, so each test
// visits a resource of its own.

const requests = logRequests();

beforeEach(() => {
  mockMatchMedia({ width: 1920 });
  storeSession('Admin');
});

describe('the first visit to a list', () => {
  it('shows the screen with its rows at once, having asked for the page once', async () => {
    server.use(getHandler('Passengers', () => pageOf([passenger(1), passenger(2)], { totalCount: 2 })));
    renderApp('/Passengers');

    expect(await screen.findByRole('heading', { level: 1, name: 'Passengers' })).toBeInTheDocument();
    // No step in between with the heading and a spinner: the rows came with the screen.
    expect(within(screen.getByRole('table', { name: 'Passengers' })).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await settle();
    expect(requests.all.map((request) => request.url)).toEqual(['Passengers?page=1&pageSize=10']);
  });

  it("asks for the URL's page and search, in the rows per page chosen before", async () => {
    localStorage.setItem('rowsPerPage', '20');
    server.use(
      getHandler('Airlines/ByName/:name', () =>
        pageOf(airlineRange(21, 3), { pageNumber: 2, pageSize: 20, totalCount: 23 }),
      ),
    );
    renderApp('/Airlines?page=2&name=air');

    expect(await screen.findByText('Page: 2 | Total Pages: 2 | Total Records: 23')).toBeInTheDocument();
    await settle();
    expect(requests.all.map((request) => request.url)).toEqual(['Airlines/ByName/air?page=2&pageSize=20&count=false']);
  });

  it('asks nothing for a search the bar refuses, and says why', async () => {
    renderApp('/Flights?startDate=2023-06-30&endDate=2023-06-01');

    const search = await screen.findByRole('search', { name: 'Search flights' });
    expect(within(search).getByRole('alert')).toHaveTextContent(/^The end date cannot be before the start date\.$/);
    await settle();
    expect(requests.all).toHaveLength(0);
  });

  it('shows the screen with its own Loading... when the page is slow, and the rows when they come', async () => {
    const response = held();
    server.use(
      getHandler('Pilots', async () => {
        await response.wait();
        return pageOf([pilot(4)]);
      }),
    );
    renderApp('/Pilots');

    // The page has not come, yet the screen shows (after a second), its search already usable.
    expect(await screen.findByRole('heading', { level: 1, name: 'Pilots' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Search pilots' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    response.release();
    expect(await screen.findByRole('rowheader', { name: '4' })).toBeInTheDocument();
    expect(requests.all.map((request) => request.url)).toEqual(['Pilots?page=1&pageSize=10']);
  });

  it('shows the screen with the error when the page fails', async () => {
    server.use(getHandler('Destinations', () => problem(403)));
    renderApp('/Destinations');

    expect(await screen.findByRole('heading', { level: 1, name: 'Destinations' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error: Forbidden: The server understood the request but refuses to authorize it.',
    );
    // RTK Query asks a failed page again for the screen that subscribes to it; the answer, and the alert, stay the same.
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Forbidden');
    expect(new Set(requests.all.map((request) => request.url))).toEqual(new Set(['Destinations?page=1&pageSize=10']));
  });
});
