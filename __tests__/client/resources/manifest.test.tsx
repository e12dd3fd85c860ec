import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { apiUrl, server } from '../support/server';
import { storeSession } from '../support/tokens';
import { flight } from './flightFixtures';
import { getHandler } from './support';

// A flight's details page shows its passenger manifest: the tickets by seat, the totals per class and overall.

const ticket = (seatNumber: number, passengerId: number, travelClass: string, price: number) => ({
  id: seatNumber * 10,
  seatNumber,
  passengerId,
  firstName: `First${passengerId}`,
  lastName: `Last${passengerId}`,
  passport: `P${passengerId}`,
  travelClassId: travelClass === 'Economy' ? 1 : 3,
  travelClass,
  price,
  purchaseDate: '2023-06-01',
});

function manifestApi(tickets: ReturnType<typeof ticket>[], classes: unknown[], total: unknown) {
  server.use(
    getHandler('Flights/12', () => flight(12)),
    http.get(apiUrl('Flights/12/manifest'), () => HttpResponse.json({ flight: flight(12), tickets, classes, total })),
  );
}

beforeEach(() => mockMatchMedia({ width: 1920 }));

it('lists every ticket by seat, each passenger linked, and the totals per travel class and overall', async () => {
  storeSession('Admin');
  manifestApi(
    [ticket(3, 6, 'Business', 1250.5), ticket(7, 7, 'Economy', 0.01), ticket(12, 5, 'Economy', 199.99)],
    [
      { travelClassId: 1, travelClass: 'Economy', tickets: 2, revenue: 200 },
      { travelClassId: 3, travelClass: 'Business', tickets: 1, revenue: 1250.5 },
    ],
    { tickets: 3, revenue: 1450.5 },
  );
  renderApp('/Flights/12');
  const tickets = await screen.findByRole('table', { name: 'Passenger manifest (3 tickets)' });
  const rows = within(tickets).getAllByRole('row').slice(1);
  expect(
    rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ),
  ).toEqual([
    ['First6 Last6', 'P6', 'Business', '1,250.50'],
    ['First7 Last7', 'P7', 'Economy', '0.01'],
    ['First5 Last5', 'P5', 'Economy', '199.99'],
  ]);
  expect(
    within(tickets)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(['3', '7', '12']);
  expect(within(tickets).getByRole('link', { name: 'First6 Last6' })).toHaveAttribute('href', '/Passengers/6');

  const totals = screen.getByRole('table', { name: 'Totals' });
  expect(
    within(totals)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent),
  ).toEqual(['Economy2200.00', 'Business11,250.50', 'All classes31,450.50']);
  expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Export the manifest' })).toBeInTheDocument();
});

it('says when no ticket was sold, and offers the User role no export', async () => {
  storeSession('User');
  manifestApi([], [], { tickets: 0, revenue: 0 });
  renderApp('/Flights/12');
  expect(await screen.findByText('No tickets have been sold for this flight yet.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Passenger manifest (0 tickets)' })).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Export the manifest' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
});
