import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { apiUrl, server } from '../support/server';
import { storeSession } from '../support/tokens';
import { auditLogHandler } from './auditFixtures';
import { flight, sectionFields, emptyManifestHandler } from './flightFixtures';
import { choose, combobox as picker, searchedHandler } from './pickerFixtures';
import {
  airlineRange,
  destination,
  getHandler,
  logRequests,
  noContent,
  pageOf,
  pilot,
  problem,
  settle,
  referencesHandler,
} from './support';

// Flights (decisions D-22, D-26, D-27): the create form with its pickers and the HH:mm:ss time it sends, the
// edit form with its read-only related ids, the sectioned details with related-record buttons and map links, the
// search by departure dates, a delete refused with 409, and what a User may not do.

const requests = logRequests();

/** The order the flights list asks for until people sort it: the latest departure first (D-80). */
const LATEST_FIRST = 'sort=-departureDate%2C-departureTime';

beforeEach(() => {
  mockMatchMedia({ width: 1920 });
  storeSession('Admin');
  // The History under a details page (D-76): no change recorded, here.
  server.use(auditLogHandler());
});

const dateInput = () => screen.getByLabelText(/^Departure Date/);
const timeInput = () => screen.getByLabelText(/^Departure Time/);
/** The pickers' sources: airlines 1-3, destinations 5 and 6, pilot 7. */
function pickerSources() {
  server.use(
    searchedHandler('Airlines', airlineRange(1, 3)),
    searchedHandler('Destinations', [destination(5, 'Paris', 'Charles de Gaulle'), destination(6)]),
    searchedHandler('Pilots', [pilot(7)]),
  );
}

/** The create form, its pickers with records to find. */
async function openCreateForm() {
  pickerSources();
  const view = renderApp('/Flights/Create');
  // The file's first visit compiles the form's lazily loaded modules, which took over 15 s beside CI's other lanes.
  const firstVisit = { timeout: 60_000 };
  expect(await screen.findByRole('heading', { level: 1, name: 'Create Flight' }, firstVisit)).toBeInTheDocument();
  return view;
}

describe('creating a flight', () => {
  it("posts the typed values as numbers with the time as 'HH:mm:00', then opens the new flight", async () => {
    const created = flight(11, { departureDate: '2024-02-29', departureTime: '08:05:00', airlineId: 2 });
    server.use(
      http.post(apiUrl('Flights'), () => HttpResponse.json(created, { status: 201 })),
      getHandler('Flights/11', () => created),
    );
    const { user, location } = await openCreateForm();

    await user.type(dateInput(), '2024-02-29');
    await user.type(timeInput(), '08:05');
    await choose(user, 'Airline', 'line 2', 'Airline 2');
    await choose(user, 'Destination', 'paris', 'Paris – Charles de Gaulle');
    await choose(user, 'Pilot', 'andj', 'Ognjen Andjelic (UPRN 0123456789112)');
    expect(picker('Airline')).toHaveValue('Airline 2');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    const post = await requests.expectSent('POST', 'Flights');
    await waitFor(() =>
      expect(post.body).toEqual({
        DepartureDate: '2024-02-29',
        DepartureTime: '08:05:00',
        AirlineId: 2,
        DestinationId: 5,
        PilotId: 7,
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Flight Details' })).toBeInTheDocument();
    expect(location().pathname).toBe('/Flights/11');
    expect(await screen.findByText('Data successfully created.')).toBeInTheDocument();
    expect(requests.of('POST')).toHaveLength(1);
  });

  it('shows each message once under its field on an empty submit, names the fields, focuses Departure Date and sends nothing', async () => {
    const { user } = await openCreateForm();

    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Please correct these 5 fields: Departure Date, Departure Time, Airline, Destination, Pilot\.$/,
    );
    expect(screen.getAllByText('Flight departure date is required.')).toHaveLength(1);
    expect(dateInput()).toHaveFocus();
    expect(dateInput()).toHaveAttribute('aria-invalid', 'true');
    expect(picker('Pilot')).toHaveAttribute('aria-invalid', 'true');
    // An empty picker says what to choose, not the API's rule for an id (D-84).
    expect(picker('Airline')).toHaveAccessibleDescription('Choose an airline.');
    expect(picker('Destination')).toHaveAccessibleDescription('Choose a destination.');
    expect(picker('Pilot')).toHaveAccessibleDescription('Choose a pilot.');
    expect(screen.queryByText(/ID is required/)).not.toBeInTheDocument();
    await settle();
    expect(requests.of('POST')).toEqual([]);
  });

  it('focuses the first field still wrong and names only what is missing', async () => {
    const { user } = await openCreateForm();
    await user.type(dateInput(), '2024-02-29');
    await user.type(timeInput(), '08:05');
    await choose(user, 'Airline', 'airline 1', 'Airline 1');

    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(screen.getByRole('alert')).toHaveTextContent(/^Please correct these 2 fields: Destination, Pilot\.$/);
    expect(picker('Destination')).toHaveFocus();
    await settle();
    expect(requests.of('POST')).toEqual([]);
  });

  it('marks the fields required and offers Back to List', async () => {
    await openCreateForm();
    for (const field of [dateInput(), timeInput(), picker('Airline'), picker('Destination'), picker('Pilot')]) {
      expect(field).toBeRequired();
    }
    expect(screen.getByRole('link', { name: 'Back to List' })).toHaveAttribute('href', '/Flights');
  });

  it('takes the date as YYYY-MM-DD and the time as 24-hour HH:MM, whatever the browser speaks, from the keyboard', async () => {
    const { user } = await openCreateForm();
    // Text inputs: a browser's own date and time inputs would show 08/07/2025 and 08:30 AM in an American browser.
    expect(dateInput()).toHaveAttribute('type', 'text');
    expect(dateInput()).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    expect(dateInput()).toHaveAccessibleDescription('YYYY-MM-DD');
    expect(timeInput()).toHaveAttribute('type', 'text');
    expect(timeInput()).toHaveAttribute('placeholder', 'HH:MM');
    expect(timeInput()).toHaveAccessibleDescription('HH:MM, 24-hour');
    expect(screen.getByRole('button', { name: 'Choose departure date from a calendar' })).toBeInTheDocument();

    // Digits alone get their separators when the field is left.
    await user.type(dateInput(), '20250807');
    await user.type(timeInput(), '1730');
    await user.tab();
    expect(dateInput()).toHaveValue('2025-08-07');
    expect(timeInput()).toHaveValue('17:30');

    await user.clear(dateInput());
    await user.type(dateInput(), '08/07/2025');
    await user.tab();
    expect(dateInput()).toHaveAccessibleDescription(/departure date must be in the format YYYY-MM-DD\.$/);
    await user.clear(dateInput());
    await user.type(dateInput(), '2025-02-30');
    await user.tab();
    expect(dateInput()).toHaveAccessibleDescription(/departure date is not a valid calendar date\.$/);
  });
});

describe('editing a flight', () => {
  const stored = flight(4, { departureDate: '2023-06-10', departureTime: '08:30:00' });

  it("shows Id and the related ids read-only, and the stored '08:30:00' as '08:30', without loading any picker", async () => {
    server.use(getHandler('Flights/4', () => stored));
    renderApp('/Flights/Edit/4');

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Flight' })).toBeInTheDocument();
    const id = await screen.findByRole('textbox', { name: 'Id' });
    expect(id).toHaveValue('4');
    expect(dateInput()).toHaveValue('2023-06-10');
    expect(timeInput()).toHaveValue('08:30');
    const related: [string, string][] = [
      ['Airline Id', '3'],
      ['Destination Id', '5'],
      ['Pilot Id', '7'],
    ];
    for (const [label, value] of [['Id', '4'], ...related]) {
      const field = screen.getByRole('textbox', { name: label });
      expect(field).toHaveValue(value);
      expect(field).toHaveAttribute('readonly');
      expect(field).not.toBeRequired();
    }
    expect(dateInput()).not.toHaveAttribute('readonly');
    expect(dateInput()).toBeRequired();
    // Id first, then the flight's own fields, then the related ids.
    const order = Array.from(document.querySelectorAll('form input[name]')).map((input) => input.getAttribute('name'));
    expect(order).toEqual(['id', 'departureDate', 'departureTime', 'airlineId', 'destinationId', 'pilotId']);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await settle();
    expect(requests.all.map((request) => request.url)).toEqual(['Flights/4']);
  });

  it('names what each read-only id refers to under it', async () => {
    server.use(getHandler('Flights/4', () => stored));
    renderApp('/Flights/Edit/4');

    const airlineId = await screen.findByRole('textbox', { name: 'Airline Id' });
    expect(airlineId).toHaveAccessibleDescription('Air Serbia');
    expect(screen.getByRole('textbox', { name: 'Destination Id' })).toHaveAccessibleDescription(
      'Paris – Charles de Gaulle',
    );
    expect(screen.getByRole('textbox', { name: 'Pilot Id' })).toHaveAccessibleDescription('Ognjen Andjelic');
  });

  it("saves unchanged with Id and DepartureTime '08:30:00', then opens the flight", async () => {
    server.use(
      getHandler('Flights/4', () => stored),
      http.put(apiUrl('Flights/4'), () => noContent()),
    );
    const { user, location } = renderApp('/Flights/Edit/4');
    await screen.findByRole('textbox', { name: 'Id' });

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const put = await requests.expectSent('PUT', 'Flights/4');
    await waitFor(() =>
      expect(put.body).toEqual({
        Id: 4,
        DepartureDate: '2023-06-10',
        DepartureTime: '08:30:00',
        AirlineId: 3,
        DestinationId: 5,
        PilotId: 7,
      }),
    );
    await waitFor(() => expect(location().pathname).toBe('/Flights/4'));
    expect(await screen.findByText('Data successfully updated.')).toBeInTheDocument();
  });

  it('sends a new time normalised to HH:mm:ss and leaves the read-only ids as they were', async () => {
    server.use(
      getHandler('Flights/4', () => stored),
      http.put(apiUrl('Flights/4'), () => noContent()),
    );
    const { user } = renderApp('/Flights/Edit/4');
    await screen.findByRole('textbox', { name: 'Id' });

    await user.type(screen.getByRole('textbox', { name: 'Airline Id' }), '9');
    await user.clear(timeInput());
    await user.type(timeInput(), '21:15');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const put = await requests.expectSent('PUT', 'Flights/4');
    await waitFor(() =>
      expect(put.body).toEqual({
        Id: 4,
        DepartureDate: '2023-06-10',
        DepartureTime: '21:15:00',
        AirlineId: 3,
        DestinationId: 5,
        PilotId: 7,
      }),
    );
  });

  it("says 'Flight departure time is required.' when the time is emptied, and sends nothing", async () => {
    server.use(getHandler('Flights/4', () => stored));
    const { user } = renderApp('/Flights/Edit/4');
    await screen.findByRole('textbox', { name: 'Id' });

    await user.clear(timeInput());
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByRole('alert')).toHaveTextContent(/^Please correct this field: Departure Time\.$/);
    expect(timeInput()).toHaveFocus();
    await settle();
    expect(requests.of('PUT')).toEqual([]);
  });
});

describe('the flight details', () => {
  // Its manifest, under the details (manifest.test.tsx): no tickets here.
  beforeEach(() => server.use(emptyManifestHandler()));

  it('shows the Flight, Airline, Destination and Pilot sections from the nested records', async () => {
    server.use(getHandler('Flights/4', () => flight(4)));
    renderApp('/Flights/4');

    expect(await screen.findByRole('heading', { level: 1, name: 'Flight Details' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Flight' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    // Then the flight's passenger manifest, and its History.
    expect(headings).toEqual([
      'Flight',
      'Airline',
      'Destination',
      'Pilot',
      expect.stringMatching(/^Passenger manifest/),
      expect.stringMatching(/^History/),
    ]);
    expect(sectionFields('Flight')).toEqual([
      ['Id', '4'],
      ['Departure Date', '2023-06-10'],
      ['Departure Time', '14:30:00'],
    ]);
    expect(sectionFields('Airline')).toEqual([
      ['Airline Id', '3'],
      ['Name', 'Air Serbia'],
    ]);
    expect(sectionFields('Destination')).toEqual([
      ['Destination Id', '5'],
      ['City', 'Paris (Google Maps, opens in a new tab)'],
      ['Airport', 'Charles de Gaulle (Google Maps, opens in a new tab)'],
    ]);
    expect(sectionFields('Pilot')).toEqual([
      ['Pilot Id', '7'],
      ['First Name', 'Ognjen'],
      ['Last Name', 'Andjelic'],
      ['UPRN', '0123456789112'],
      ['Flying Hours', '1200'],
    ]);
  });

  it('opens the airline, destination and pilot in a new tab from small id buttons', async () => {
    server.use(getHandler('Flights/4', () => flight(4)));
    renderApp('/Flights/4');

    const links: [string, string, string][] = [
      ['Airline', '3: open airline 3 in a new tab', '/Airlines/3'],
      ['Destination', '5: open destination 5 in a new tab', '/Destinations/5'],
      ['Pilot', '7: open pilot 7 in a new tab', '/Pilots/7'],
    ];
    await screen.findByRole('region', { name: 'Airline' });
    for (const [section, name, href] of links) {
      const link = within(screen.getByRole('region', { name: section })).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveTextContent(new RegExp(`^${href.split('/')[2]}$`));
    }
  });

  it('links the city and the airport to a Google Maps search in a new tab', async () => {
    server.use(getHandler('Flights/4', () => flight(4, { city: 'São Paulo', airport: 'Guarulhos & Co' })));
    renderApp('/Flights/4');

    const city = await screen.findByRole('link', { name: /^São Paulo/ });
    expect(city).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=S%C3%A3o%20Paulo');
    expect(city).toHaveAttribute('target', '_blank');
    const airport = screen.getByRole('link', { name: /^Guarulhos & Co/ });
    expect(airport).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=Guarulhos%20%26%20Co');
    expect(airport).toHaveAttribute('target', '_blank');
  });

  it("shows '—' for the values of a related record the API left out", async () => {
    server.use(getHandler('Flights/4', () => ({ ...flight(4), airline: null, pilot: null })));
    renderApp('/Flights/4');

    await screen.findByRole('region', { name: 'Airline' });
    expect(sectionFields('Airline')).toEqual([
      ['Airline Id', '3'],
      ['Name', '—'],
    ]);
    expect(sectionFields('Pilot')).toEqual([
      ['Pilot Id', '7'],
      ['First Name', '—'],
      ['Last Name', '—'],
      ['UPRN', '—'],
      ['Flying Hours', '—'],
    ]);
    // The id is still there to open.
    expect(screen.getByRole('link', { name: '3: open airline 3 in a new tab' })).toHaveAttribute('href', '/Airlines/3');
    expect(sectionFields('Destination')[1]).toEqual(['City', 'Paris (Google Maps, opens in a new tab)']);
  });

  it('says a flight with tickets cannot be deleted, links to them, and offers no Delete', async () => {
    server.use(
      getHandler('Flights/1', () => flight(1)),
      referencesHandler('Flights', { PlaneTickets: 3 }),
    );
    const { user, location } = renderApp('/Flights/1');

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flight 1 cannot be deleted' });
    expect(dialog).toHaveTextContent('Flight 1 is used by 3 plane tickets and cannot be deleted.');
    expect(within(dialog).getByRole('link', { name: '3 plane tickets' })).toHaveAttribute(
      'href',
      '/PlaneTickets?flightId=1',
    );
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location().pathname).toBe('/Flights/1');
    expect(requests.of('DELETE')).toEqual([]);
  });

  it("shows a refusal after the check above the details, in the server's words", async () => {
    const detail = 'Flight cannot be deleted because it is being referenced by other entities.';
    server.use(
      getHandler('Flights/1', () => flight(1)),
      referencesHandler('Flights'),
      http.delete(apiUrl('Flights/1'), () => problem(409, detail)),
    );
    const { user, location } = renderApp('/Flights/1');

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Delete flight 1 (2023-06-10 14:30, Air Serbia to Paris)?',
    });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Flight 1 was not deleted. ${detail}`);
    // Above the details, under the title.
    const title = screen.getByRole('heading', { level: 1, name: 'Flight Details' });
    expect(title.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      alert.compareDocumentPosition(screen.getByText('Departure Date')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(location().pathname).toBe('/Flights/1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(screen.queryByText('Data successfully deleted.')).not.toBeInTheDocument();
  });
});

describe('the flights list', () => {
  const listed = [flight(1), flight(2, { departureDate: '2023-06-15', departureTime: '07:00:00' }), flight(3)];

  /** The list on screen; a date search finds `found`. */
  async function openList(found: ReturnType<typeof flight>[]) {
    server.use(
      getHandler('Flights', () => pageOf(listed)),
      getHandler('Flights/byFilter', () => pageOf(found)),
    );
    const view = renderApp('/Flights');
    await screen.findByRole('table', { name: 'Flights' });
    return view;
  }

  /** Types the dates given (a blank one is left alone) and presses Search. */
  async function searchDates(user: ReturnType<typeof renderApp>['user'], start: string, end: string) {
    if (start) await user.type(screen.getByLabelText('Start Date:'), start);
    if (end) await user.type(screen.getByLabelText('End Date:'), end);
    await user.click(screen.getByRole('button', { name: 'Search' }));
  }

  it('shows Id, Departure Date and Departure Time as the API gives them, then the airline, destination and pilot', async () => {
    server.use(getHandler('Flights', () => pageOf(listed)));
    renderApp('/Flights');

    const table = await screen.findByRole('table', { name: 'Flights' });
    await requests.expectSent('GET', `Flights?page=1&pageSize=10&${LATEST_FIRST}`);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Id', 'Departure Date', 'Departure Time', 'Airline', 'Destination', 'Pilot', 'Actions']);
    const row = within(table).getByRole('rowheader', { name: '2' }).closest('tr') as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual([
      '2023-06-15',
      '07:00:00',
      'Air Serbia',
      'Paris – Charles de Gaulle',
      'Ognjen Andjelic',
    ]);
    expect(screen.getByRole('link', { name: 'Create Flight' })).toHaveAttribute('href', '/Flights/Create');
  });

  it('links the airline, destination and pilot of a row to their records, opened in this tab', async () => {
    server.use(
      getHandler('Flights', () => pageOf(listed)),
      getHandler('Destinations/5', () => destination(5, 'Paris', 'Charles de Gaulle')),
    );
    const { user, location } = renderApp('/Flights');
    const table = await screen.findByRole('table', { name: 'Flights' });
    const row = within(table).getByRole('rowheader', { name: '2' }).closest('tr') as HTMLElement;

    const links: [string, string][] = [
      ['Air Serbia', '/Airlines/3'],
      ['Paris – Charles de Gaulle', '/Destinations/5'],
      ['Ognjen Andjelic', '/Pilots/7'],
    ];
    for (const [name, href] of links) {
      const link = within(row).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).not.toHaveAttribute('target');
    }

    // The link opens the destination, not the flight whose row it is in.
    await user.click(within(row).getByRole('link', { name: 'Paris – Charles de Gaulle' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Destination Details' })).toBeInTheDocument();
    expect(location().pathname).toBe('/Destinations/5');
  });

  it('searches by departure dates on /Flights/byFilter from page 1', async () => {
    const { user, location } = await openList([listed[1]]);
    await searchDates(user, '2023-06-01', '2023-06-30');

    await requests.expectSent(
      'GET',
      `Flights/byFilter?startDate=2023-06-01&endDate=2023-06-30&airlineId=&destinationId=&pilotId=&page=1&pageSize=10&${LATEST_FIRST}&count=false`,
    );
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: '1' })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: '2' })).toBeInTheDocument();
    expect(location().search).toBe('?startDate=2023-06-01&endDate=2023-06-30');
  });

  it('sends a blank date as an empty parameter', async () => {
    const { user } = await openList([listed[1]]);
    await searchDates(user, '', '2023-06-30');

    await requests.expectSent(
      'GET',
      `Flights/byFilter?startDate=&endDate=2023-06-30&airlineId=&destinationId=&pilotId=&page=1&pageSize=10&${LATEST_FIRST}&count=false`,
    );
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: '1' })).not.toBeInTheDocument());
  });

  it('refuses an end date before the start date with a reason and requests nothing', async () => {
    const { user, location } = await openList(listed);
    const sentBefore = requests.all.length;
    await searchDates(user, '2023-06-30', '2023-06-01');

    const search = screen.getByRole('search', { name: 'Search flights' });
    expect(within(search).getByRole('alert')).toHaveTextContent(/^The end date cannot be before the start date\.$/);
    expect(screen.getByLabelText('End Date:')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('End Date:')).toHaveAccessibleDescription(
      'The end date cannot be before the start date.',
    );
    await settle();
    expect(requests.all).toHaveLength(sentBefore);
    expect(location().search).toBe('');
    expect(screen.getAllByRole('row')).toHaveLength(listed.length + 1);
  });

  it('takes dates as YYYY-MM-DD, completes typed digits, and explains a date it cannot search for', async () => {
    const { user, location } = await openList([listed[0]]);
    expect(screen.getByLabelText('Start Date:')).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    const sentBefore = requests.all.length;
    await searchDates(user, '06/30/2023', '');
    const search = screen.getByRole('search', { name: 'Search flights' });
    expect(within(search).getByRole('alert')).toHaveTextContent(
      /^Start Date must be a real date in the format YYYY-MM-DD\.$/,
    );
    await settle();
    expect(requests.all).toHaveLength(sentBefore);

    await user.clear(screen.getByLabelText('Start Date:'));
    await searchDates(user, '20230601', '');
    expect(screen.getByLabelText('Start Date:')).toHaveValue('2023-06-01');
    await waitFor(() => expect(location().search).toBe('?startDate=2023-06-01'));
  });

  it('gives the same reason for a reversed range arriving in a link, and requests nothing', async () => {
    renderApp('/Flights?startDate=2023-06-30&endDate=2023-06-01');

    const search = await screen.findByRole('search', { name: 'Search flights' });
    expect(within(search).getByRole('alert')).toHaveTextContent(/^The end date cannot be before the start date\.$/);
    expect(screen.getByLabelText('Start Date:')).toHaveValue('2023-06-30');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await settle();
    expect(requests.all).toHaveLength(0);
  });

  it('searches once the range is put right, and the reason goes', async () => {
    const { user } = await openList([listed[0]]);
    await searchDates(user, '2023-06-30', '2023-06-01');
    expect(screen.getByText('The end date cannot be before the start date.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Start Date:'));
    await searchDates(user, '2023-05-01', '');

    await requests.expectSent(
      'GET',
      `Flights/byFilter?startDate=2023-05-01&endDate=2023-06-01&airlineId=&destinationId=&pilotId=&page=1&pageSize=10&${LATEST_FIRST}&count=false`,
    );
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: '2' })).not.toBeInTheDocument());
    expect(screen.queryByText('The end date cannot be before the start date.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('End Date:')).not.toHaveAttribute('aria-invalid');
  });

  it('accepts the same day as start and end', async () => {
    const { user } = await openList([listed[0]]);
    await searchDates(user, '2023-06-10', '2023-06-10');

    await requests.expectSent(
      'GET',
      `Flights/byFilter?startDate=2023-06-10&endDate=2023-06-10&airlineId=&destinationId=&pilotId=&page=1&pageSize=10&${LATEST_FIRST}&count=false`,
    );
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: '2' })).not.toBeInTheDocument());
    expect(screen.queryByText('The end date cannot be before the start date.')).not.toBeInTheDocument();
  });

  it('shows a refused delete above the list, not in the row', async () => {
    const detail = 'Flight cannot be deleted because it is being referenced by other entities.';
    server.use(
      getHandler('Flights', () => pageOf(listed)),
      referencesHandler('Flights'),
      http.delete(apiUrl('Flights/:id'), () => problem(409, detail)),
    );
    const { user } = renderApp('/Flights');
    const table = await screen.findByRole('table', { name: 'Flights' });

    await user.click(within(table).getByRole('button', { name: 'Delete flight 3' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Delete flight 3 (2023-06-10 14:30, Air Serbia to Paris)?',
    });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent(`Flight 3 was not deleted. ${detail}`);
    expect(within(table).queryByRole('alert')).not.toBeInTheDocument();
    await requests.expectSent('DELETE', 'Flights/3');
    expect(screen.queryByText('Data successfully deleted.')).not.toBeInTheDocument();
  });

  it("shows 'No flights available' when the API answers 204", async () => {
    server.use(getHandler('Flights', () => noContent()));
    renderApp('/Flights');
    expect(await screen.findByText('No flights available')).toBeInTheDocument();
  });
});
