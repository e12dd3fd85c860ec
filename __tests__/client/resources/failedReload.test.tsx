import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { server } from '../support/server';
import { storeSession } from '../support/tokens';
import { flight } from './flightFixtures';
import { airline, airlineRange, getHandler, pageOf } from './support';

// A page that fails to load (the server went away) leaves the rows already on screen under the catalogue's message,
// and Try again asks for the page once more (D-84): on a list and on the related records under a details page.

const NETWORK_MESSAGE =
  "Network Error: We've run into a server error. Some functions might not work right now but you can continue to use the app.";

beforeEach(() => mockMatchMedia({ width: 1920 }));

const rowIds = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

it('keeps the rows of a list when its next page fails, and Try again loads that page', async () => {
  storeSession('Admin');
  let serverDown = false;
  server.use(
    getHandler('Airlines', (url) => {
      const page = Number(url.searchParams.get('page'));
      if (serverDown) return HttpResponse.error();
      return pageOf(airlineRange((page - 1) * 10 + 1, 10), { pageNumber: page, totalCount: 30 });
    }),
  );
  const { user, location } = renderApp('/Airlines');
  const table = await screen.findByRole('table', { name: 'Airlines' });
  expect(rowIds(table)).toHaveLength(10);

  serverDown = true;
  await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Next' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(NETWORK_MESSAGE);
  // The rows of page 1 stay, under the message, and the summary still says which page they are.
  expect(rowIds(screen.getByRole('table', { name: 'Airlines' }))).toEqual(
    Array.from({ length: 10 }, (_, index) => String(index + 1)),
  );
  expect(alert.compareDocumentPosition(screen.getByRole('table')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(location().search).toBe('?page=2');

  serverDown = false;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));

  expect(await screen.findByRole('rowheader', { name: '11' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(rowIds(screen.getByRole('table', { name: 'Airlines' }))[9]).toBe('20');
});

it("keeps an airline's flights on screen when their next page fails, and Try again loads it", async () => {
  storeSession('User');
  let serverDown = false;
  server.use(
    getHandler('Airlines/5', () => airline(5)),
    getHandler('Flights/byFilter', (url) => {
      const page = Number(url.searchParams.get('page'));
      if (serverDown) return HttpResponse.error();
      const first = (page - 1) * 5 + 1;
      return pageOf(
        Array.from({ length: 5 }, (_, index) => flight(first + index, { airlineId: 5 })),
        { pageNumber: page, pageSize: 5, totalCount: 12 },
      );
    }),
  );
  const { user } = renderApp('/Airlines/5');
  const table = await screen.findByRole('table', { name: 'Flights of airline 5' });
  expect(rowIds(table)).toEqual(['1', '2', '3', '4', '5']);

  serverDown = true;
  const section = screen.getByRole('region', { name: /^Flights/ });
  await user.click(within(section).getByRole('button', { name: 'Next' }));

  const alert = await within(section).findByRole('alert');
  expect(alert).toHaveTextContent(NETWORK_MESSAGE.replace('Network Error: ', ''));
  expect(rowIds(within(section).getByRole('table'))).toEqual(['1', '2', '3', '4', '5']);

  serverDown = false;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await within(section).findByRole('rowheader', { name: '6' })).toBeInTheDocument();
  expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
});
