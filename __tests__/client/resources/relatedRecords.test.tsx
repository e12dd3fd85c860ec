import { screen, waitFor, within } from '@testing-library/react';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { server } from '../support/server';
import { storeSession } from '../support/tokens';
import { flight } from './flightFixtures';
import { airline, getHandler, noContent, pageOf } from './support';

// Under a record's details, the records that refer to it: an airline's flights, paged and sorted as a list, with
// their count and a link to the same list on its own page.

beforeEach(() => {
  mockMatchMedia({ width: 1920 });
  storeSession('User');
});

it("lists an airline's flights with their count, sorts them from a header and opens them as a list", async () => {
  const flights = [flight(4, { airlineId: 5 }), flight(9, { airlineId: 5, departureDate: '2023-07-01' })];
  let asked: URL | undefined;
  server.use(
    getHandler('Airlines/5', () => airline(5)),
    getHandler('Flights/byFilter', (url) => {
      asked = url;
      return pageOf(url.searchParams.get('sort')?.startsWith('-departureDate') ? [...flights].reverse() : flights, {
        totalCount: 12,
      });
    }),
  );
  const { user } = renderApp('/Airlines/5');
  const table = await screen.findByRole('table', { name: 'Flights of airline 5' });
  const rowIds = () =>
    within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
  expect(screen.getByRole('heading', { name: 'Flights (12)' })).toBeInTheDocument();
  expect(asked?.searchParams.get('airlineId')).toBe('5');
  // As the flights list, the latest departure first until people sort (D-80).
  expect(asked?.searchParams.get('sort')).toBe('-departureDate,-departureTime');
  expect(rowIds()).toEqual(['9', '4']);
  const departureHeader = within(table).getByRole('columnheader', { name: 'Departure Date' });
  expect(departureHeader).toHaveAttribute('aria-sort', 'descending');

  await user.click(within(table).getByRole('button', { name: 'Departure Date' }));
  await waitFor(() => expect(asked?.searchParams.get('sort')).toBe('departureDate,departureTime'));
  await waitFor(() => expect(rowIds()).toEqual(['4', '9']));
  expect(departureHeader).toHaveAttribute('aria-sort', 'ascending');

  const link = screen.getByRole('link', { name: 'Open as a list of flights' });
  expect(link).toHaveAttribute('href', '/Flights?airlineId=5&sort=departureDate%2CdepartureTime');
});

it('says when a passenger has no tickets yet', async () => {
  server.use(
    getHandler('Passengers/3', () => ({
      id: 3,
      firstName: 'Ann',
      lastName: 'Lee',
      uprn: '1234567890123',
      passport: 'P1',
      address: 'Somewhere',
      phone: '555',
    })),
    getHandler('PlaneTickets/byFilter', () => noContent()),
  );
  renderApp('/Passengers/3');
  expect(await screen.findByText('No plane tickets yet.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Plane Tickets (0)' })).toBeInTheDocument();
});

it("puts the focus on the first row of the related list's next page, as a list does", async () => {
  server.use(
    getHandler('Airlines/5', () => airline(5)),
    getHandler('Flights/byFilter', (url) => {
      const page = Number(url.searchParams.get('page'));
      const ids = page === 1 ? [1, 2, 3, 4, 5] : [6, 7, 8, 9, 10];
      return pageOf(
        ids.map((id) => flight(id, { airlineId: 5 })),
        { pageNumber: page, pageSize: 5, totalCount: 12 },
      );
    }),
  );
  const { user } = renderApp('/Airlines/5');
  const table = await screen.findByRole('table', { name: 'Flights of airline 5' });
  within(screen.getByRole('navigation', { name: 'Pages' }))
    .getByRole('button', { name: 'Next' })
    .focus();
  await user.keyboard('{Enter}');
  await within(table).findByRole('rowheader', { name: '6' });
  await waitFor(() => expect(within(table).getByRole('rowheader', { name: '6' }).closest('tr')).toHaveFocus());
});
