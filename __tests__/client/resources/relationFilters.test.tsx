import { screen, waitFor, within } from '@testing-library/react';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { server } from '../support/server';
import { storeSession } from '../support/tokens';
import { flight, planeTicket, travelClass } from './flightFixtures';
import { choose, combobox, searchedHandler } from './pickerFixtures';
import { airline, destination, getHandler, logRequests, pageOf, passenger, pilot, problem, settle } from './support';

// Filters by related records on the flights and plane tickets lists: a picker in the search bar for each related
// record, whose id the search sends (`/Flights/byFilter`, `/PlaneTickets/byFilter`) and the address keeps; a reload
// or a shared link shows the chosen record's name, asked for by id, never the bare id; clearing a picker removes its
// filter.

const requests = logRequests();

/** The order the flights list asks for until people sort it: the latest departure first (D-80). */
const LATEST_FIRST = 'sort=-departureDate%2C-departureTime';

beforeEach(() => {
  mockMatchMedia({ width: 1920 });
  storeSession('Admin');
});

const airlines = [airline(1, 'Air Serbia'), airline(3, 'Delta Air Lines')];
const destinations = [destination(5, 'Paris', 'Charles de Gaulle'), destination(6)];
const pilots = [pilot(7)];

/** The flights list, the airline, destination and pilot pickers' sources, and each of those records by id. */
function flightsList() {
  server.use(
    getHandler('Flights', () => pageOf([flight(1), flight(2)])),
    getHandler('Flights/byFilter', () => pageOf([flight(2)])),
    searchedHandler('Airlines', airlines),
    searchedHandler('Destinations', destinations),
    searchedHandler('Pilots', pilots),
    getHandler('Airlines/:id', (url) => airlines.find((row) => url.pathname.endsWith(`/${row.id}`)) ?? problem(404)),
    getHandler('Destinations/5', () => destinations[0]),
    getHandler('Pilots/7', () => pilots[0]),
  );
}

const searchBar = (name: string) => screen.getByRole('search', { name });
const searchButton = (name: string) => within(searchBar(name)).getByRole('button', { name: 'Search' });
/** The path of every GET sent, without its query. */
const paths = () => requests.of('GET').map((request) => request.url.replace(/\?.*$/, ''));

/**
 * What the pickers of the search bar named `name` show from now until `stop()`: each combobox's value, or its
 * placeholder while it is empty ('Loading...' while a name is asked for), at every change of the page (the bar itself
 * is drawn anew for each committed search).
 */
function pickersShown(name: string) {
  const seen: string[] = [];
  const look = () =>
    within(searchBar(name))
      .queryAllByRole('combobox')
      .forEach((input) => {
        const { value, placeholder } = input as HTMLInputElement;
        seen.push(value || placeholder);
      });
  const observer = new MutationObserver(look);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  return {
    stop: () => {
      observer.disconnect();
      return seen;
    },
  };
}

describe('the flights list filtered by related records', () => {
  it('offers Airline, Destination and Pilot pickers beside the dates, and searches /Flights/byFilter by their ids', async () => {
    flightsList();
    const { user, location } = renderApp('/Flights');
    await screen.findByRole('table', { name: 'Flights' });
    const inputs = within(searchBar('Search flights')).getAllByRole('combobox');
    expect(inputs.map((input) => input.getAttribute('name'))).toEqual(['airlineId', 'destinationId', 'pilotId']);
    expect(combobox('Airline:')).toHaveAttribute('placeholder', 'Any airline');

    await choose(user, 'Airline:', 'delta', 'Delta Air Lines');
    await choose(user, 'Pilot:', 'ognjen', 'Ognjen Andjelic (UPRN 0123456789112)');
    await user.click(searchButton('Search flights'));

    await requests.expectSent(
      'GET',
      `Flights/byFilter?startDate=&endDate=&airlineId=3&destinationId=&pilotId=7&page=1&pageSize=10&${LATEST_FIRST}&count=false`,
    );
    await waitFor(() => expect(location().search).toBe('?airlineId=3&pilotId=7'));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: '1' })).not.toBeInTheDocument());
    // The committed search still names what was chosen.
    await waitFor(() => expect(combobox('Airline:')).toHaveValue('Delta Air Lines'));
    await waitFor(() => expect(combobox('Pilot:')).toHaveValue('Ognjen Andjelic (UPRN 0123456789112)'));
    expect(combobox('Destination:')).toHaveValue('');
  });

  it('keeps naming the chosen records once the search is committed, without asking for them by id', async () => {
    flightsList();
    const { user, location } = renderApp('/Flights');
    await screen.findByRole('table', { name: 'Flights' });
    await choose(user, 'Airline:', 'delta', 'Delta Air Lines');
    await choose(user, 'Pilot:', 'ognjen', 'Ognjen Andjelic (UPRN 0123456789112)');
    const shown = pickersShown('Search flights');

    await user.click(searchButton('Search flights'));

    await waitFor(() => expect(location().search).toBe('?airlineId=3&pilotId=7'));
    await screen.findByRole('rowheader', { name: '2' });
    await settle();
    expect(combobox('Airline:')).toHaveValue('Delta Air Lines');
    expect(combobox('Pilot:')).toHaveValue('Ognjen Andjelic (UPRN 0123456789112)');
    // Drawn again for the committed search, the pickers showed the names all along: never 'Loading...', never blank.
    expect(new Set(shown.stop())).toEqual(
      new Set(['Delta Air Lines', 'Any destination', 'Ognjen Andjelic (UPRN 0123456789112)']),
    );
    expect(paths().filter((path) => /^(Airlines|Destinations|Pilots)\/\d+$/.test(path))).toEqual([]);
  });

  it('shows the names of the records in a shared link, asked for by id, and searches by their ids with the dates', async () => {
    flightsList();
    renderApp('/Flights?startDate=2023-06-01&airlineId=3&destinationId=5');

    await waitFor(() => expect(combobox('Airline:')).toHaveValue('Delta Air Lines'));
    await waitFor(() => expect(combobox('Destination:')).toHaveValue('Paris – Charles de Gaulle'));
    expect(combobox('Pilot:')).toHaveValue('');
    expect(screen.getByLabelText('Start Date:')).toHaveValue('2023-06-01');
    await requests.expectSent(
      'GET',
      `Flights/byFilter?startDate=2023-06-01&endDate=&airlineId=3&destinationId=5&pilotId=&page=1&pageSize=10&${LATEST_FIRST}&count=false`,
    );
    // No picker list was opened: no page of airlines, destinations or pilots was asked for, and each record once.
    await settle();
    expect(paths().filter((path) => /^(Airlines|Destinations|Pilots)\/\d+$/.test(path))).toEqual([
      'Airlines/3',
      'Destinations/5',
    ]);
    expect(paths().filter((path) => ['Airlines', 'Destinations', 'Pilots'].includes(path))).toEqual([]);
  });

  it('names a record that cannot be fetched by what it is, never by its bare id', async () => {
    flightsList();
    renderApp('/Flights?airlineId=99');

    await waitFor(() => expect(combobox('Airline:')).toHaveValue('Airline 99'));
    await requests.expectSent(
      'GET',
      `Flights/byFilter?startDate=&endDate=&airlineId=99&destinationId=&pilotId=&page=1&pageSize=10&${LATEST_FIRST}&count=false`,
    );
  });

  it('removes a filter whose picker is cleared', async () => {
    flightsList();
    const { user, location } = renderApp('/Flights?airlineId=3&pilotId=7');
    await waitFor(() => expect(combobox('Airline:')).toHaveValue('Delta Air Lines'));

    await user.click(screen.getByRole('button', { name: 'Clear Airline' }));
    expect(combobox('Airline:')).toHaveValue('');
    await user.click(searchButton('Search flights'));

    await waitFor(() => expect(location().search).toBe('?pilotId=7'));
    await requests.expectSent(
      'GET',
      `Flights/byFilter?startDate=&endDate=&airlineId=&destinationId=&pilotId=7&page=1&pageSize=10&${LATEST_FIRST}&count=false`,
    );
    await waitFor(() => expect(combobox('Pilot:')).toHaveValue('Ognjen Andjelic (UPRN 0123456789112)'));
    expect(combobox('Airline:')).toHaveValue('');
  });

  it('keeps refusing an end date before the start date when a record is chosen too, and asks for nothing', async () => {
    flightsList();
    const { user, location } = renderApp('/Flights');
    await screen.findByRole('table', { name: 'Flights' });
    await choose(user, 'Airline:', 'serbia', 'Air Serbia');
    await user.type(screen.getByLabelText('Start Date:'), '2023-06-30');
    await user.type(screen.getByLabelText('End Date:'), '2023-06-01');
    const sent = requests.all.length;

    await user.click(searchButton('Search flights'));

    expect(within(searchBar('Search flights')).getByRole('alert')).toHaveTextContent(
      /^The end date cannot be before the start date\.$/,
    );
    expect(combobox('Airline:')).toHaveAccessibleDescription('The end date cannot be before the start date.');
    await settle();
    expect(requests.all).toHaveLength(sent);
    expect(location().search).toBe('');
    expect(combobox('Airline:')).toHaveValue('Air Serbia');
  });
});

describe('the plane tickets list filtered by related records', () => {
  const travelClasses = [travelClass(1, 'Economy'), travelClass(2, 'Business')];

  function ticketsList() {
    server.use(
      getHandler('PlaneTickets', () => pageOf([planeTicket(1), planeTicket(2)])),
      getHandler('PlaneTickets/byFilter', () => pageOf([planeTicket(2)])),
      searchedHandler('Passengers', [passenger(2)]),
      searchedHandler('Flights', [flight(4)]),
      searchedHandler('TravelClasses', travelClasses),
      getHandler('Passengers/2', () => passenger(2)),
      getHandler('Flights/4', () => flight(4)),
      getHandler('TravelClasses/:id', (url) => travelClasses.find((row) => url.pathname.endsWith(`/${row.id}`))),
    );
  }

  /** The last ticket search sent: its criteria, by name. */
  const lastSearch = () => {
    const search = requests.of('GET').filter((request) => request.url.startsWith('PlaneTickets/byFilter?'));
    return search.at(-1)?.params;
  };

  it('names the passenger, flight and travel class of a shared link and searches by their ids', async () => {
    ticketsList();
    renderApp('/PlaneTickets?passengerId=2&flightId=4&travelClassId=1&seatNumber=16');

    await waitFor(() =>
      expect(combobox('Passenger:')).toHaveValue('Ognjen Andjelic (passport 012345678, UPRN 0123456789112)'),
    );
    await waitFor(() =>
      expect(combobox('Flight:')).toHaveValue('Flight 4: 2023-06-10 14:30, Air Serbia to Paris – Charles de Gaulle'),
    );
    await waitFor(() => expect(combobox('Travel Class:')).toHaveValue('Economy'));
    await waitFor(() => expect(lastSearch()).toBeDefined());
    const criteria = lastSearch() as URLSearchParams;
    expect(
      ['price', 'purchaseDate', 'seatNumber', 'passengerId', 'flightId', 'travelClassId'].map((name) => [
        name,
        criteria.get(name),
      ]),
    ).toEqual([
      ['price', ''],
      ['purchaseDate', ''],
      ['seatNumber', '16'],
      ['passengerId', '2'],
      ['flightId', '4'],
      ['travelClassId', '1'],
    ]);
  });

  it('searches by a travel class chosen in its picker, and keeps it in the address', async () => {
    ticketsList();
    const { user, location } = renderApp('/PlaneTickets');
    await screen.findByRole('table', { name: 'Plane Tickets' });

    await choose(user, 'Travel Class:', 'bus', 'Business');
    await user.click(searchButton('Search plane tickets'));

    await waitFor(() => expect(location().search).toBe('?travelClassId=2'));
    await waitFor(() => expect(lastSearch()?.get('travelClassId')).toBe('2'));
    expect(lastSearch()?.get('passengerId')).toBe('');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: '1' })).not.toBeInTheDocument());
    await waitFor(() => expect(combobox('Travel Class:')).toHaveValue('Business'));
  });
});
