import { act, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { server } from '../support/server';
import { storeSession } from '../support/tokens';
import {
  airlineRange,
  airlinesPaged,
  getHandler,
  held,
  logRequests,
  noContent,
  pageOf,
  pilot,
  problem,
} from './support';

// The generic list (decisions D-13 to D-15) through the airlines and pilots screens: loading, rows, summary, pager,
// the page in the URL, rows per page, and the empty and error states. Searching is in search.test.tsx.

const requests = logRequests();

beforeEach(() => {
  mockMatchMedia({ width: 1920 });
  storeSession('Admin');
});

const pagerButton = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name });

describe('a list page', () => {
  it('announces Loading... while the page is on its way, then shows the rows and the summary', async () => {
    const response = held();
    server.use(
      getHandler('Airlines', async () => {
        await response.wait();
        return pageOf(airlineRange(1, 10), { totalCount: 15 });
      }),
    );
    renderApp('/Airlines');
    expect(await screen.findByRole('heading', { level: 1, name: 'Airlines' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    response.release();
    const table = await screen.findByRole('table', { name: 'Airlines' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Id', 'Name', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByRole('rowheader', { name: '1' }).closest('tr')).toHaveTextContent('Airline 1');
    expect(screen.getByText('Page: 1 | Total Pages: 2 | Total Records: 15')).toBeInTheDocument();
    expect(requests.all.map((request) => request.url)).toEqual(['Airlines?page=1&pageSize=10']);
  });

  it('shows every column of a multi-field resource (pilots)', async () => {
    server.use(getHandler('Pilots', () => pageOf([pilot(3, 0), pilot(4, 1200)])));
    renderApp('/Pilots');
    const table = await screen.findByRole('table', { name: 'Pilots' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Id', 'First Name', 'Last Name', 'UPRN', 'Flying Hours', 'Actions']);
    const cells = within(within(table).getByRole('rowheader', { name: '3' }).closest('tr') as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(['Ognjen', 'Andjelic', '0123456789112', '0']);
    expect(screen.getByText('Page: 1 | Total Pages: 1 | Total Records: 2')).toBeInTheDocument();
  });
});

describe('the pager', () => {
  it.each([
    ['first', '/Airlines', 25, 'Page: 1 | Total Pages: 3 | Total Records: 25', [true, true, false, false]],
    ['middle', '/Airlines?page=2', 25, 'Page: 2 | Total Pages: 3 | Total Records: 25', [false, false, false, false]],
    ['last', '/Airlines?page=3', 25, 'Page: 3 | Total Pages: 3 | Total Records: 25', [false, false, true, true]],
    ['only', '/Airlines', 4, 'Page: 1 | Total Pages: 1 | Total Records: 4', [true, true, true, true]],
  ])('on the %s page disables exactly what leads nowhere', async (_where, path, totalCount, summary, disabled) => {
    server.use(
      getHandler('Airlines', (url) =>
        pageOf(airlineRange(1, 4), { pageNumber: Number(url.searchParams.get('page')), totalCount }),
      ),
    );
    renderApp(path);
    expect(await screen.findByText(summary)).toBeInTheDocument();
    const states = ['First Page', 'Previous', 'Next', 'Last Page'].map((name) =>
      pagerButton(name).hasAttribute('disabled'),
    );
    expect(states).toEqual(disabled);
  });

  it('asks for page 2 on Next and puts it in the URL', async () => {
    server.use(airlinesPaged(15));
    const { user, location } = renderApp('/Airlines');
    await screen.findByText('Page: 1 | Total Pages: 2 | Total Records: 15');

    await user.click(pagerButton('Next'));

    await requests.expectSent('GET', 'Airlines?page=2&pageSize=10');
    expect(await screen.findByText('Page: 2 | Total Pages: 2 | Total Records: 15')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '11' })).toBeInTheDocument();
    expect(location().search).toBe('?page=2');
    await user.click(pagerButton('First Page'));
    expect(await screen.findByText('Page: 1 | Total Pages: 2 | Total Records: 15')).toBeInTheDocument();
    expect(location().search).toBe('');
  });
});

describe('the page in the URL', () => {
  it('Back shows the previous page again', async () => {
    server.use(airlinesPaged(15));
    const { user, location, navigate } = renderApp('/Airlines');
    await screen.findByText('Page: 1 | Total Pages: 2 | Total Records: 15');
    await user.click(pagerButton('Next'));
    await screen.findByText('Page: 2 | Total Pages: 2 | Total Records: 15');

    await act(() => navigate(-1));

    expect(await screen.findByText('Page: 1 | Total Pages: 2 | Total Records: 15')).toBeInTheDocument();
    expect(location().search).toBe('');
  });

  it('steps back to page 1 from a page past the end (an old link)', async () => {
    server.use(airlinesPaged(15));
    const { location } = renderApp('/Airlines?page=9');
    expect(await screen.findByText('Page: 1 | Total Pages: 2 | Total Records: 15')).toBeInTheDocument();
    expect(location().search).toBe('');
    expect(screen.queryByText('No airlines available')).not.toBeInTheDocument();
  });

  it.each(['abc', '1.5'])('reads ?page=%s as page 1', async (raw) => {
    server.use(airlinesPaged(15));
    renderApp(`/Airlines?page=${raw}`);
    await requests.expectSent('GET', 'Airlines?page=1&pageSize=10');
  });
});

describe('rows per page', () => {
  it('reloads from page 1 with the new size, remembers it under rowsPerPage and restores it on the next visit', async () => {
    server.use(airlinesPaged(15));
    const first = renderApp('/Airlines?page=2');
    await screen.findByText('Page: 2 | Total Pages: 2 | Total Records: 15');
    expect(screen.getByRole('combobox', { name: 'Items per page:' })).toHaveValue('10');

    await first.user.selectOptions(screen.getByRole('combobox', { name: 'Items per page:' }), '5');

    await requests.expectSent('GET', 'Airlines?page=1&pageSize=5');
    expect(await screen.findByText('Page: 1 | Total Pages: 3 | Total Records: 15')).toBeInTheDocument();
    expect(first.location().search).toBe('');
    expect(localStorage.getItem('rowsPerPage')).toBe('5');
    first.unmount();

    requests.all.length = 0;
    renderApp('/Airlines');
    expect(await screen.findByText('Page: 1 | Total Pages: 3 | Total Records: 15')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Items per page:' })).toHaveValue('5');
    expect(requests.all.map((request) => request.url)).toEqual(['Airlines?page=1&pageSize=5']);
  });
});

describe('empty and failed lists', () => {
  it("says 'No airlines available' when the list answers 204", async () => {
    server.use(getHandler('Airlines', noContent));
    renderApp('/Airlines');
    expect(await screen.findByText('No airlines available')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it.each([
    ['204', noContent],
    ['404', () => problem(404, 'No airline matches.')],
  ])("says 'No results found for your search.' when a search answers %s", async (_status, answer) => {
    server.use(getHandler('Airlines/ByName/:name', answer));
    renderApp('/Airlines?name=zzz');
    expect(await screen.findByText('No results found for your search.')).toBeInTheDocument();
    expect(screen.queryByText(/Not found/)).not.toBeInTheDocument();
    expect(screen.queryByText('No airlines available')).not.toBeInTheDocument();
  });

  it.each([
    [403, 'Forbidden: The server understood the request but refuses to authorize it.'],
    [418, 'Failed to fetch airlines: Server returned an unexpected status.'],
  ])('shows a %i as an alert with the type in bold and the catalogue sentence', async (status, sentence) => {
    server.use(getHandler('Airlines', () => problem(status)));
    renderApp('/Airlines');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error').tagName).toBe('STRONG');
    expect(alert).toHaveTextContent(`Error: ${sentence}`);
  });

  it("shows a network failure as 'Network Error', and 'Try again' asks again", async () => {
    let calls = 0;
    server.use(
      getHandler('Airlines', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : pageOf(airlineRange(1, 3));
      }),
    );
    const { user } = renderApp('/Airlines');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Network Error').tagName).toBe('STRONG');
    expect(alert).toHaveTextContent(
      "Network Error: We've run into a server error. Some functions might not work right now but you can continue to use the app.",
    );

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('table', { name: 'Airlines' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.of('GET')).toHaveLength(2);
  });
});
