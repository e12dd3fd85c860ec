import { act, screen, waitFor, within } from '@testing-library/react';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { server } from '../support/server';
import { storeSession } from '../support/tokens';
import { flight, planeTicket } from './flightFixtures';
import { airlineRange, airlinesPaged, getHandler, logRequests, pageOf, problem } from './support';

// Sorting a list from its column headers: a click (or Enter or Space on the header's button) sorts ascending, the next
// one descending; the header says so (aria-sort, an arrow); the order is the API's `sort`, kept in the address with
// the page and the search, and a new order starts again at page 1.

const requests = logRequests();

beforeEach(() => {
  mockMatchMedia({ width: 1920 });
  storeSession('Admin');
});

const rowIds = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name });
const sortButton = (name: string) => within(header(name)).getByRole('button', { name });

/** The `sort` of the last list request, as the API receives it (undefined when none was sent). */
const lastSort = () => requests.of('GET').at(-1)?.params.get('sort') ?? undefined;

/** Which headers say they are sorted, and how. */
const sortedHeaders = () =>
  screen
    .getAllByRole('columnheader')
    .filter((cell) => cell.hasAttribute('aria-sort'))
    .map((cell) => [cell.textContent, cell.getAttribute('aria-sort')]);

describe('sorting from a header', () => {
  it('sorts ascending on a click, descending on the next and back to the default on the third, says so, and asks the API', async () => {
    server.use(airlinesPaged(15));
    const { user, location } = renderApp('/Airlines');
    await screen.findByRole('table', { name: 'Airlines' });
    expect(sortedHeaders()).toEqual([]);
    // Every column with data sorts; Actions does not.
    expect(within(header('Actions')).queryByRole('button')).not.toBeInTheDocument();

    await user.click(sortButton('Name'));

    await requests.expectSent('GET', 'Airlines?page=1&pageSize=10&sort=name');
    expect(location().search).toBe('?sort=name');
    expect(sortedHeaders()).toEqual([['Name', 'ascending']]);
    // The arrow points up for ascending.
    expect(sortButton('Name').querySelector('svg')).toHaveClass('ascending');

    await user.click(sortButton('Name'));

    await requests.expectSent('GET', 'Airlines?page=1&pageSize=10&sort=-name');
    expect(location().search).toBe('?sort=-name');
    expect(sortedHeaders()).toEqual([['Name', 'descending']]);
    expect(sortButton('Name').querySelector('svg')).not.toHaveClass('ascending');

    // A third click goes back to the list's own order: no sort in the address or the request.
    await user.click(sortButton('Name'));
    await waitFor(() => expect(sortedHeaders()).toEqual([]));
    expect(location().search).toBe('');
    expect(rowIds()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(screen.getByText('Default order.')).toBeInTheDocument();

    // Another column starts ascending, and only it is marked.
    await user.click(sortButton('Id'));
    await requests.expectSent('GET', 'Airlines?page=1&pageSize=10&sort=id');
    expect(sortedHeaders()).toEqual([['Id', 'ascending']]);
  });

  it('sorts from the keyboard: Enter, then Space, on the focused header', async () => {
    server.use(airlinesPaged(15));
    const { user, location } = renderApp('/Airlines');
    await screen.findByRole('table', { name: 'Airlines' });

    act(() => sortButton('Id').focus());
    await user.keyboard('{Enter}');
    await requests.expectSent('GET', 'Airlines?page=1&pageSize=10&sort=id');
    expect(location().search).toBe('?sort=id');

    act(() => sortButton('Id').focus());
    await user.keyboard(' ');
    await requests.expectSent('GET', 'Airlines?page=1&pageSize=10&sort=-id');
    expect(header('Id')).toHaveAttribute('aria-sort', 'descending');
  });

  it('starts again at page 1 and keeps the committed search', async () => {
    server.use(
      getHandler('Airlines/ByName/:name', (url) =>
        pageOf(airlineRange(1, 10), { pageNumber: Number(url.searchParams.get('page')), totalCount: 25 }),
      ),
    );
    const { user, location } = renderApp('/Airlines?name=air&page=2');
    await screen.findByText('Page: 2 | Total Pages: 3 | Total Records: 25');

    await user.click(sortButton('Name'));

    await requests.expectSent('GET', 'Airlines/ByName/air?page=1&pageSize=10&sort=name&count=false');
    expect(location().search).toBe('?name=air&sort=name');

    // Paging keeps the order.
    await screen.findByText('Page: 1 | Total Pages: 3 | Total Records: 25');
    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Next' }));
    await requests.expectSent('GET', 'Airlines/ByName/air?page=2&pageSize=10&sort=name&count=false');
    expect(location().search).toBe('?name=air&sort=name&page=2');
  });

  it('restores the order and the page from the address on reload, and Back shows the previous order', async () => {
    server.use(airlinesPaged(25));
    const first = renderApp('/Airlines?sort=-name&page=2');
    await requests.expectSent('GET', 'Airlines?page=2&pageSize=10&sort=-name');
    await screen.findByText('Page: 2 | Total Pages: 3 | Total Records: 25');
    expect(sortedHeaders()).toEqual([['Name', 'descending']]);
    first.unmount();

    requests.all.length = 0;
    const { user, location, navigate } = renderApp('/Airlines?sort=-name&page=2');
    await screen.findByText('Page: 2 | Total Pages: 3 | Total Records: 25');
    expect(requests.all.map((request) => request.url)).toEqual(['Airlines?page=2&pageSize=10&sort=-name']);
    expect(sortedHeaders()).toEqual([['Name', 'descending']]);

    await user.click(sortButton('Id'));
    await screen.findByText('Page: 1 | Total Pages: 3 | Total Records: 25');
    await act(() => navigate(-1));

    expect(await screen.findByText('Page: 2 | Total Pages: 3 | Total Records: 25')).toBeInTheDocument();
    expect(location().search).toBe('?sort=-name&page=2');
    expect(sortedHeaders()).toEqual([['Name', 'descending']]);
  });

  it('marks the column of a hand-written order whatever its letter case, as the API reads it', async () => {
    server.use(airlinesPaged(5));
    renderApp('/Airlines?sort=NAME');
    await screen.findByRole('table', { name: 'Airlines' });
    expect(lastSort()).toBe('NAME');
    expect(sortedHeaders()).toEqual([['Name', 'ascending']]);
  });

  it("shows the catalogue's error for an order the API refuses, and Clear brings the list back", async () => {
    server.use(
      getHandler('Airlines', (url) =>
        url.searchParams.has('sort')
          ? problem(400, 'One or more validation errors occurred.', { sort: ["'nope' cannot be sorted by."] })
          : pageOf(airlineRange(1, 3)),
      ),
    );
    const { user, location } = renderApp('/Airlines?sort=nope');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bad request: The server cannot process the request due to a client error.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));

    expect(await screen.findByRole('table', { name: 'Airlines' })).toBeInTheDocument();
    expect(location().search).toBe('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('what each column sorts by', () => {
  it.each(['Passengers', 'Pilots'])('orders %s by last name, namesakes by first name', async (path) => {
    const person = { id: 1, firstName: 'Ana', lastName: 'Doe', uprn: '1234567890123' };
    const row =
      path === 'Passengers'
        ? { ...person, passport: 'P12345678', address: 'Main 1', phone: '1' }
        : { ...person, flyingHours: 10 };
    server.use(getHandler(path, () => pageOf([row])));
    const { user, location } = renderApp(`/${path}`);
    await screen.findByRole('table', { name: path });
    await user.click(sortButton('Last Name'));
    await waitFor(() => expect(lastSort()).toBe('lastName,firstName'));
    expect(location().search).toBe('?sort=lastName,firstName');
    await user.click(sortButton('First Name'));
    await waitFor(() => expect(lastSort()).toBe('firstName'));
  });

  it("orders a flight's departure date by the date then the time, and its airline, destination and pilot by name", async () => {
    server.use(getHandler('Flights', () => pageOf([flight(1), flight(2)])));
    const { user, location } = renderApp('/Flights');
    await screen.findByRole('table', { name: 'Flights' });

    const expected: [string, string][] = [
      ['Departure Date', 'departureDate,departureTime'],
      ['Departure Time', 'departureTime'],
      ['Airline', 'airline.name'],
      ['Destination', 'destination.city,destination.airport'],
      ['Pilot', 'pilot.lastName,pilot.firstName'],
    ];
    for (const [column, sort] of expected) {
      await user.click(sortButton(column));
      expect(header(column)).toHaveAttribute('aria-sort', 'ascending');
      await waitFor(() => expect(lastSort()).toBe(sort));
      // The address keeps the commas readable.
      expect(location().search).toBe(`?sort=${sort}`);
    }

    await user.click(sortButton('Pilot'));
    expect(header('Pilot')).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(lastSort()).toBe('-pilot.lastName,-pilot.firstName'));
  });

  it("orders tickets by their passenger's, flight's and travel class's fields, still asking for the flights' destinations", async () => {
    server.use(getHandler('PlaneTickets', () => pageOf([planeTicket(1), planeTicket(2)])));
    const { user } = renderApp('/PlaneTickets');
    await screen.findByRole('table', { name: 'Plane Tickets' });

    const expected: [string, string][] = [
      ['Price', 'price'],
      ['Purchase Date', 'purchaseDate'],
      ['Seat Number', 'seatNumber'],
      ['Passenger', 'passenger.lastName,passenger.firstName'],
      ['Flight', 'flight.departureDate,flight.departureTime'],
      ['Travel Class', 'travelClass.type'],
    ];
    for (const [column, sort] of expected) {
      await user.click(sortButton(column));
      expect(header(column)).toHaveAttribute('aria-sort', 'ascending');
      const sent = await requests.expectSent(
        'GET',
        `PlaneTickets?page=1&pageSize=10&include=flight.destination&sort=${encodeURIComponent(sort)}`,
      );
      expect(sent.params.get('sort')).toBe(sort);
    }
  });

  it('sorts the travel classes, the one list without a pager', async () => {
    server.use(
      getHandler('TravelClasses', () =>
        pageOf([
          { id: 1, type: 'First' },
          { id: 2, type: 'Business' },
        ]),
      ),
    );
    const { user, location } = renderApp('/TravelClasses');
    await screen.findByRole('table', { name: 'Travel Classes' });

    await user.click(sortButton('Type'));
    await requests.expectSent('GET', 'TravelClasses?page=1&pageSize=10&sort=type');
    expect(header('Type')).toHaveAttribute('aria-sort', 'ascending');
    expect(location().search).toBe('?sort=type');
  });
});

describe('the default order', () => {
  const LATEST_FIRST = '-departureDate,-departureTime';
  // Flight 7 leaves after flight 3: the answer follows the order asked for, as the API's does.
  const flights = getHandler('Flights', (url) => {
    const rows = [flight(7, { departureDate: '2026-12-03' }), flight(3, { departureDate: '2026-11-30' })];
    return pageOf(url.searchParams.get('sort') === LATEST_FIRST ? rows : rows.reverse());
  });

  it('lists flights by departure, the latest first, without a sort in the address, and marks that header', async () => {
    server.use(flights);
    const { location } = renderApp('/Flights');
    await screen.findByRole('table', { name: 'Flights' });

    expect(lastSort()).toBe(LATEST_FIRST);
    expect(rowIds()).toEqual(['7', '3']);
    expect(location().search).toBe('');
    expect(sortedHeaders()).toEqual([['Departure Date', 'descending']]);
  });

  it("turns the default's column the other way, then back to the default, and says so", async () => {
    server.use(flights);
    const { user, location } = renderApp('/Flights');
    await screen.findByRole('table', { name: 'Flights' });

    await user.click(sortButton('Departure Date'));
    await requests.expectSent('GET', 'Flights?page=1&pageSize=10&sort=departureDate%2CdepartureTime');
    await waitFor(() => expect(rowIds()).toEqual(['3', '7']));
    expect(location().search).toBe('?sort=departureDate,departureTime');
    expect(sortedHeaders()).toEqual([['Departure Date', 'ascending']]);
    expect(screen.getByText('Sorted by Departure Date, ascending.')).toBeInTheDocument();

    await user.click(sortButton('Departure Date'));
    await waitFor(() => expect(location().search).toBe(''));
    await waitFor(() => expect(rowIds()).toEqual(['7', '3']));
    expect(sortedHeaders()).toEqual([['Departure Date', 'descending']]);
    expect(screen.getByText('Default order: latest departure first.')).toBeInTheDocument();
  });

  it('cycles another column ascending, descending, then back to the latest departure first', async () => {
    server.use(flights);
    const { user, location } = renderApp('/Flights');
    await screen.findByRole('table', { name: 'Flights' });

    await user.click(sortButton('Pilot'));
    expect(location().search).toBe('?sort=pilot.lastName,pilot.firstName');
    expect(sortedHeaders()).toEqual([['Pilot', 'ascending']]);
    expect(screen.getByText('Sorted by Pilot, ascending.')).toBeInTheDocument();

    await user.click(sortButton('Pilot'));
    expect(location().search).toBe('?sort=-pilot.lastName,-pilot.firstName');
    expect(screen.getByText('Sorted by Pilot, descending.')).toBeInTheDocument();

    await user.click(sortButton('Pilot'));
    expect(location().search).toBe('');
    await waitFor(() => expect(rowIds()).toEqual(['7', '3']));
    expect(sortedHeaders()).toEqual([['Departure Date', 'descending']]);
    expect(screen.getByText('Default order: latest departure first.')).toBeInTheDocument();
  });
});
