import { act, screen, within } from '@testing-library/react';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { server } from '../support/server';
import { storeSession } from '../support/tokens';
import { flight } from './flightFixtures';
import { airlinesPaged, getHandler, logRequests, pageOf, passenger } from './support';

// How a list fits the screen and the task: the columns a user chooses and compact rows, each remembered per user and
// list (D-81); a card per row with every field below 600 px (D-82); and 'Go to page' in the pager.

const requests = logRequests();

beforeEach(() => {
  mockMatchMedia({ width: 1366 });
  storeSession('Admin', undefined, 'ana');
  server.use(
    getHandler('Flights', () => pageOf([flight(7), flight(3, { departureDate: '2026-11-30' })])),
    getHandler('Passengers', () => pageOf([passenger(1), passenger(2)])),
  );
});

const headers = () =>
  within(screen.getByRole('table', { name: 'Flights' }))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
const columnsButton = () => screen.getByRole('button', { name: /^Columns \(/ });

describe('the column chooser', () => {
  it('shows only the chosen columns, and keeps the choice per user and list after a reload', async () => {
    const first = renderApp('/Flights');
    await screen.findByRole('table', { name: 'Flights' });
    expect(headers()).toEqual(['Id', 'Departure Date', 'Departure Time', 'Airline', 'Destination', 'Pilot', 'Actions']);
    expect(columnsButton()).toHaveAccessibleName('Columns (6 of 6)');
    expect(columnsButton()).toHaveAttribute('aria-expanded', 'false');

    await first.user.click(columnsButton());
    const chosen = screen.getByRole('group', { name: 'Columns shown' });
    // The first column names each row: it always shows.
    expect(within(chosen).getByRole('checkbox', { name: 'Id (always shown)' })).toBeDisabled();
    await first.user.click(within(chosen).getByRole('checkbox', { name: 'Departure Time' }));
    await first.user.click(within(chosen).getByRole('checkbox', { name: 'Destination' }));

    expect(headers()).toEqual(['Id', 'Departure Date', 'Airline', 'Pilot', 'Actions']);
    expect(columnsButton()).toHaveAccessibleName('Columns (4 of 6)');
    // Escape closes the panel and gives the focus back to its button.
    await first.user.keyboard('{Escape}');
    expect(columnsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(columnsButton()).toHaveFocus();
    first.unmount();

    // After a reload, the same user's flights keep the choice; the passengers list is untouched.
    const again = renderApp('/Flights');
    await screen.findByRole('table', { name: 'Flights' });
    expect(headers()).toEqual(['Id', 'Departure Date', 'Airline', 'Pilot', 'Actions']);
    await again.user.click(screen.getByRole('link', { name: 'All Passengers' }));
    const passengers = await screen.findByRole('table', { name: 'Passengers' });
    expect(within(passengers).getAllByRole('columnheader')).toHaveLength(8);
    again.unmount();

    // Another user on the same browser sees every column.
    storeSession('Admin', undefined, 'bob');
    renderApp('/Flights');
    await screen.findByRole('table', { name: 'Flights' });
    expect(headers()).toHaveLength(7);
  });

  it('shows every column again with Show all columns', async () => {
    const { user } = renderApp('/Flights');
    await screen.findByRole('table', { name: 'Flights' });
    await user.click(columnsButton());
    const chosen = screen.getByRole('group', { name: 'Columns shown' });
    expect(screen.getByRole('button', { name: 'Show all columns' })).toBeDisabled();
    await user.click(within(chosen).getByRole('checkbox', { name: 'Pilot' }));
    expect(headers()).not.toContain('Pilot');

    await user.click(screen.getByRole('button', { name: 'Show all columns' }));
    expect(headers()).toContain('Pilot');
    expect(within(chosen).getByRole('checkbox', { name: 'Pilot' })).toBeChecked();
  });
});

describe('compact rows', () => {
  it('makes the rows compact, says so on the toggle, and remembers it per user and list', async () => {
    const first = renderApp('/Flights');
    const table = await screen.findByRole('table', { name: 'Flights' });
    const toggle = screen.getByRole('button', { name: 'Compact rows' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(table).not.toHaveClass('compact');

    await first.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(table).toHaveClass('compact');
    first.unmount();

    renderApp('/Flights');
    expect(await screen.findByRole('table', { name: 'Flights' })).toHaveClass('compact');
    expect(screen.getByRole('button', { name: 'Compact rows' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('below 600 px', () => {
  it('shows each row as a card with every field and its actions, and sorts from Sort by', async () => {
    mockMatchMedia({ width: 390 });
    const { user, location } = renderApp('/Flights');
    const cards = await screen.findByRole('list', { name: 'Flights' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // No column chooser: a card shows every field.
    expect(screen.queryByRole('button', { name: /^Columns/ })).not.toBeInTheDocument();

    const [card] = within(cards).getAllByRole('listitem');
    const fields = [...card.querySelectorAll('dt')].map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(fields).toEqual([
      ['Id', '7'],
      ['Departure Date', '2023-06-10'],
      ['Departure Time', '14:30:00'],
      ['Airline', 'Air Serbia'],
      ['Destination', 'Paris – Charles de Gaulle'],
      ['Pilot', 'Ognjen Andjelic'],
    ]);
    expect(within(card).getByRole('link', { name: 'Open flight 7' })).toHaveAttribute('href', '/Flights/7');
    expect(within(card).getByRole('link', { name: 'Edit flight 7' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete flight 7' })).toBeInTheDocument();

    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sortBy).toHaveDisplayValue('Default order (latest departure first)');
    await user.selectOptions(sortBy, 'Pilot, descending');
    await requests.expectSent('GET', 'Flights?page=1&pageSize=10&sort=-pilot.lastName%2C-pilot.firstName');
    expect(location().search).toBe('?sort=-pilot.lastName,-pilot.firstName');
    expect(screen.getByText('Sorted by Pilot, descending.')).toBeInTheDocument();

    await user.selectOptions(sortBy, 'Default order (latest departure first)');
    expect(location().search).toBe('');
  });
});

describe('Go to page', () => {
  const field = () => screen.getByRole('textbox', { name: 'Go to page' });
  const go = () => screen.getByRole('button', { name: 'Go' });

  it('goes to the page typed, through the address', async () => {
    server.use(airlinesPaged(95));
    const { user, location } = renderApp('/Airlines');
    await screen.findByText('Page: 1 | Total Pages: 10 | Total Records: 95');

    await user.type(field(), '7');
    await user.click(go());
    await requests.expectSent('GET', 'Airlines?page=7&pageSize=10');
    expect(location().search).toBe('?page=7');
    expect(await screen.findByText('Page: 7 | Total Pages: 10 | Total Records: 95')).toBeInTheDocument();
    expect(field()).toHaveValue('');

    // Enter goes too.
    await user.type(field(), '10{Enter}');
    expect(location().search).toBe('?page=10');
  });

  it.each([
    ['', 'Enter a whole number from 1 to 10.'],
    ['abc', 'Enter a whole number from 1 to 10.'],
    ['2.5', 'Enter a whole number from 1 to 10.'],
    ['-3', 'Enter a whole number from 1 to 10.'],
    ['0', 'There is no page 0: enter a number from 1 to 10.'],
    ['11', 'There is no page 11: enter a number from 1 to 10.'],
  ])('refuses %j with a message under the field and changes nothing', async (typed, message) => {
    server.use(airlinesPaged(95));
    const { user, location } = renderApp('/Airlines?page=2');
    await screen.findByText('Page: 2 | Total Pages: 10 | Total Records: 95');
    const sent = requests.all.length;

    if (typed) await user.type(field(), typed);
    await user.click(go());

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(message);
    expect(location().search).toBe('?page=2');
    expect(requests.all).toHaveLength(sent);

    // Typing again takes the message away.
    await user.type(field(), '3');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads a number written with thousands separators, as the pager writes them', async () => {
    server.use(airlinesPaged(12_000));
    const { user, location } = renderApp('/Airlines');
    await screen.findByText('Page: 1 | Total Pages: 1200 | Total Records: 12000');
    await user.type(field(), ' 1,100 ');
    await act(() => user.click(go()));
    expect(location().search).toBe('?page=1100');
  });
});
