import { screen, waitFor, within } from '@testing-library/react';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { server } from '../support/server';
import { storeSession } from '../support/tokens';
import { flight, pagedHandler, pageResponse, travelClass } from './flightFixtures';
import { airlineRange, destination, held, logRequests, noContent, passenger, pilot, problem, settle } from './support';

// The pickers of the flight and ticket create forms (decision D-27): page 1 of every
// source in pages of 10, one 'Load More' that asks the next page of only the sources that have more, options merged by
// id, the button disabled with a note once all is listed, a source with nothing to offer, a source that fails with
// 'Try again', and a form that stays mounted (what the user typed is kept) through all of it.

const requests = logRequests();

beforeEach(() => {
  mockMatchMedia({ width: 1920 });
  storeSession('Admin');
});

const picker = (label: string) => screen.getByRole('combobox', { name: label });
/** A picker's options as the user reads them, the prompt first. */
const optionsOf = (label: string) =>
  within(picker(label))
    .getAllByRole('option')
    .map((option) => option.textContent);
/** The line under a field (its hint or its message). */
const hintOf = (label: string) => {
  const field = screen.getByRole('combobox', { name: label });
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};
const loadMore = () => screen.getByRole('button', { name: 'Load More' });
const status = () => screen.getByRole('status');
/** The note beside Load More, exactly. */
const note = () => status().textContent;
const GETs = () => requests.of('GET').map((request) => request.url);

const ALL_FLIGHT_SOURCES_LISTED = 'All airlines, destinations and pilots are listed.';

/** 12 airlines over two pages (page 2 repeats airline 10, which moved there), 2 destinations, 1 pilot. */
function flightSources() {
  server.use(
    pagedHandler('Airlines', [airlineRange(1, 10), airlineRange(10, 3)], 12),
    pagedHandler('Destinations', [[destination(1), destination(2, 'Paris', 'Charles de Gaulle')]]),
    pagedHandler('Pilots', [[pilot(1)]]),
  );
}

describe('the flight pickers', () => {
  it('ask page 1 of airlines, destinations and pilots in pages of 10 and label the options', async () => {
    flightSources();
    renderApp('/Flights/Create');

    await screen.findByRole('option', { name: 'Airline 10' });
    expect(GETs().sort()).toEqual([
      'Airlines?page=1&pageSize=10',
      'Destinations?page=1&pageSize=10',
      'Pilots?page=1&pageSize=10',
    ]);
    expect(optionsOf('Airline')).toEqual(['Select Airline', ...airlineRange(1, 10).map((airline) => airline.name)]);
    await waitFor(() =>
      expect(optionsOf('Destination')).toEqual([
        'Select Destination',
        'Belgrade – Belgrade Nikola Tesla',
        'Paris – Charles de Gaulle',
      ]),
    );
    await waitFor(() => expect(optionsOf('Pilot')).toEqual(['Select Pilot', 'Ognjen Andjelic (UPRN 0123456789112)']));
    for (const label of ['Airline', 'Destination', 'Pilot']) {
      expect(picker(label)).toBeRequired();
      expect(picker(label)).toHaveValue('');
    }
    // Airlines have a second page: Load More is there to ask for it, and nothing says all is listed.
    expect(loadMore()).toBeEnabled();
    expect(note()).toBe('');
  });

  it("asks page 2 of only the airlines, merges it by id, then is disabled with 'All ... are listed.'", async () => {
    flightSources();
    const { user } = renderApp('/Flights/Create');
    await screen.findByRole('option', { name: 'Airline 10' });
    await waitFor(() => expect(loadMore()).toBeEnabled());
    const before = GETs().length;

    await user.click(loadMore());

    await screen.findByRole('option', { name: 'Airline 12' });
    expect(GETs().slice(before)).toEqual(['Airlines?page=2&pageSize=10']);
    // Airline 10 came again on page 2 (a record moved): it is listed once, where it was.
    expect(optionsOf('Airline')).toEqual(['Select Airline', ...airlineRange(1, 12).map((airline) => airline.name)]);
    expect(within(picker('Airline')).getAllByRole('option', { name: 'Airline 10' })).toHaveLength(1);
    await waitFor(() => expect(loadMore()).toBeDisabled());
    expect(note()).toBe(ALL_FLIGHT_SOURCES_LISTED);
    expect(screen.getByText(ALL_FLIGHT_SOURCES_LISTED)).toBeVisible();
    expect(optionsOf('Destination')).toHaveLength(3);
    expect(optionsOf('Pilot')).toHaveLength(2);
    await settle();
    expect(GETs().slice(before)).toEqual(['Airlines?page=2&pageSize=10']);
  });

  it('asks page 2 of every source that has more, each once per click', async () => {
    server.use(
      pagedHandler('Airlines', [airlineRange(1, 10), airlineRange(11, 10), airlineRange(21, 2)], 22),
      pagedHandler(
        'Destinations',
        [
          Array.from({ length: 10 }, (_, index) => destination(index + 1, `City ${index + 1}`, 'Airport')),
          [destination(11, 'Rome', 'Fiumicino')],
        ],
        11,
      ),
      pagedHandler('Pilots', [[pilot(1)]]),
    );
    const { user } = renderApp('/Flights/Create');
    await waitFor(() => expect(loadMore()).toBeEnabled());
    const before = GETs().length;

    await user.click(loadMore());
    await screen.findByRole('option', { name: 'Rome – Fiumicino' });
    await waitFor(() => expect(loadMore()).toBeEnabled());
    expect(GETs().slice(before).sort()).toEqual(['Airlines?page=2&pageSize=10', 'Destinations?page=2&pageSize=10']);
    expect(note()).toBe('');

    await user.click(loadMore());
    await screen.findByRole('option', { name: 'Airline 22' });
    expect(GETs().slice(before).sort()).toEqual([
      'Airlines?page=2&pageSize=10',
      'Airlines?page=3&pageSize=10',
      'Destinations?page=2&pageSize=10',
    ]);
    await waitFor(() => expect(loadMore()).toBeDisabled());
    expect(note()).toBe(ALL_FLIGHT_SOURCES_LISTED);
    expect(optionsOf('Airline')).toHaveLength(23);
    expect(optionsOf('Destination')).toHaveLength(12);
  });

  it('is disabled with the note at once when every source fits on page 1', async () => {
    server.use(
      pagedHandler('Airlines', [airlineRange(1, 3)]),
      pagedHandler('Destinations', [[destination(1)]]),
      pagedHandler('Pilots', [[pilot(1)]]),
    );
    renderApp('/Flights/Create');
    await screen.findByRole('option', { name: 'Airline 3' });
    await waitFor(() => expect(note()).toBe(ALL_FLIGHT_SOURCES_LISTED));
    expect(loadMore()).toBeDisabled();
  });

  it("says 'No airlines available' under the picker when the airlines answer 204", async () => {
    server.use(
      pagedHandler('Airlines', []),
      pagedHandler('Destinations', [[destination(1)]]),
      pagedHandler('Pilots', [[pilot(1)]]),
    );
    renderApp('/Flights/Create');

    await waitFor(() => expect(hintOf('Airline')).toContain('No airlines available'));
    expect(screen.getByText('No airlines available')).toBeVisible();
    expect(optionsOf('Airline')).toEqual(['Select Airline']);
    expect(hintOf('Destination')).not.toContain('available');
    // Nothing failed: no error, and nothing more to ask.
    expect(screen.queryByText('Error loading data..')).not.toBeInTheDocument();
    await waitFor(() => expect(loadMore()).toBeDisabled());
    expect(note()).toBe(ALL_FLIGHT_SOURCES_LISTED);
  });

  it("shows 'Loading ...' while the first pages load, with the form there to type in, and keeps what was typed", async () => {
    const airlines = held();
    server.use(
      pagedHandler('Airlines', [
        async () => {
          await airlines.wait();
          return noContent();
        },
      ]),
      pagedHandler('Destinations', [[destination(1)]]),
      pagedHandler('Pilots', [[pilot(1)]]),
    );
    const { user } = renderApp('/Flights/Create');
    const date = await screen.findByLabelText(/^Departure Date/);

    expect(await screen.findByText('Loading airlines...')).toBeVisible();
    expect(hintOf('Airline')).toContain('Loading airlines...');
    expect(note()).toBe('Loading airlines, destinations and pilots...');
    expect(loadMore()).toBeDisabled();
    expect(loadMore()).toHaveAttribute('aria-busy', 'true');

    await user.type(date, '2023-06-10');
    await user.type(screen.getByLabelText(/^Departure Time/), '14:30');
    await waitFor(() => expect(optionsOf('Pilot')).toHaveLength(2));
    await user.selectOptions(picker('Pilot'), '1');

    airlines.release();
    await waitFor(() => expect(hintOf('Airline')).toContain('No airlines available'));
    expect(screen.queryByText('Loading airlines...')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Departure Date/)).toHaveValue('2023-06-10');
    expect(screen.getByLabelText(/^Departure Time/)).toHaveValue('14:30');
    expect(picker('Pilot')).toHaveValue('1');
    expect(screen.getByLabelText(/^Departure Date/)).toBe(date);
  });

  it('keeps the form, its values and its options while Load More asks for the next page', async () => {
    const page2 = held();
    server.use(
      pagedHandler(
        'Airlines',
        [
          airlineRange(1, 10),
          async () => {
            await page2.wait();
            return pageResponse(airlineRange(11, 2), 2, 12);
          },
        ],
        12,
      ),
      pagedHandler('Destinations', [[destination(1)]]),
      pagedHandler('Pilots', [[pilot(1)]]),
    );
    const { user } = renderApp('/Flights/Create');
    await waitFor(() => expect(loadMore()).toBeEnabled());
    await user.selectOptions(picker('Airline'), '4');
    await user.type(screen.getByLabelText(/^Departure Date/), '2023-06-10');

    await user.click(loadMore());

    await waitFor(() => expect(note()).toBe('Loading airlines, destinations and pilots...'));
    expect(loadMore()).toBeDisabled();
    expect(loadMore()).toHaveAttribute('aria-busy', 'true');
    expect(optionsOf('Airline')).toHaveLength(11);
    expect(picker('Airline')).toHaveValue('4');
    expect(picker('Airline')).toBeEnabled();

    page2.release();
    await screen.findByRole('option', { name: 'Airline 12' });
    expect(picker('Airline')).toHaveValue('4');
    expect(screen.getByLabelText(/^Departure Date/)).toHaveValue('2023-06-10');
    await waitFor(() => expect(note()).toBe(ALL_FLIGHT_SOURCES_LISTED));
  });

  it("shows 'Error loading data..' for a failing source; Try again asks again and the options appear", async () => {
    let airlineAnswers = 0;
    server.use(
      pagedHandler('Airlines', [
        () => {
          airlineAnswers += 1;
          return airlineAnswers === 1 ? problem(500) : pageResponse(airlineRange(1, 3), 1, 3);
        },
      ]),
      pagedHandler('Destinations', [[destination(1)]]),
      pagedHandler('Pilots', [[pilot(1)]]),
    );
    const { user } = renderApp('/Flights/Create');
    await user.type(await screen.findByLabelText(/^Departure Date/), '2023-06-10');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading data..');
    expect(alert).toHaveTextContent('The airlines could not be loaded. What you have entered is kept.');
    expect(alert).not.toHaveTextContent('destinations');
    expect(hintOf('Airline')).toContain('The airlines could not be loaded.');
    expect(loadMore()).toBeDisabled();
    // The form is still there, with what was typed and the sources that did load.
    expect(screen.getByLabelText(/^Departure Date/)).toHaveValue('2023-06-10');
    await waitFor(() => expect(optionsOf('Destination')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
    const before = GETs().length;

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    await screen.findByRole('option', { name: 'Airline 3' });
    expect(GETs().slice(before)).toEqual(['Airlines?page=1&pageSize=10']);
    expect(optionsOf('Airline')).toEqual(['Select Airline', 'Airline 1', 'Airline 2', 'Airline 3']);
    await waitFor(() => expect(screen.queryByText('Error loading data..')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Departure Date/)).toHaveValue('2023-06-10');
    await waitFor(() => expect(note()).toBe(ALL_FLIGHT_SOURCES_LISTED));
  });

  it('keeps the first page when Load More fails, and Try again asks for that next page again', async () => {
    let page2Answers = 0;
    server.use(
      pagedHandler(
        'Airlines',
        [
          airlineRange(1, 10),
          () => {
            page2Answers += 1;
            return page2Answers === 1 ? problem(503) : pageResponse(airlineRange(11, 2), 2, 12);
          },
        ],
        12,
      ),
      pagedHandler('Destinations', [[destination(1)]]),
      pagedHandler('Pilots', [[pilot(1)]]),
    );
    const { user } = renderApp('/Flights/Create');
    await waitFor(() => expect(loadMore()).toBeEnabled());
    await user.selectOptions(picker('Airline'), '2');
    await user.click(loadMore());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading data..');
    expect(alert).toHaveTextContent('The airlines could not be loaded. What you have entered is kept.');
    expect(optionsOf('Airline')).toHaveLength(11);
    expect(picker('Airline')).toHaveValue('2');
    const before = GETs().length;

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    await screen.findByRole('option', { name: 'Airline 12' });
    expect(GETs().slice(before)).toEqual(['Airlines?page=2&pageSize=10']);
    expect(optionsOf('Airline')).toHaveLength(13);
    expect(picker('Airline')).toHaveValue('2');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('the ticket pickers', () => {
  it('ask page 1 of passengers, travel classes and flights and label the options', async () => {
    server.use(
      pagedHandler('Passengers', [[passenger(1)]]),
      pagedHandler('TravelClasses', [[travelClass(1, 'Economy'), travelClass(2, 'Business')]]),
      pagedHandler('Flights', [[flight(4)]]),
    );
    renderApp('/PlaneTickets/Create');

    await screen.findByRole('option', { name: 'Flight 4: 2023-06-10 14:30, Air Serbia to Paris' });
    expect(GETs().sort()).toEqual([
      'Flights?page=1&pageSize=10',
      'Passengers?page=1&pageSize=10',
      'TravelClasses?page=1&pageSize=10',
    ]);
    await waitFor(() =>
      expect(optionsOf('Passenger')).toEqual(['Select Passenger', 'Ognjen Andjelic (passport 012345678)']),
    );
    await waitFor(() => expect(optionsOf('Travel Class')).toEqual(['Select Travel Class', 'Economy', 'Business']));
    expect(optionsOf('Flight')).toEqual(['Select Flight', 'Flight 4: 2023-06-10 14:30, Air Serbia to Paris']);
    await waitFor(() => expect(note()).toBe('All passengers, travel classes and flights are listed.'));
    expect(loadMore()).toBeDisabled();
  });

  it('asks the next page of the flights only when only they have more', async () => {
    server.use(
      pagedHandler('Passengers', [[passenger(1)]]),
      pagedHandler('TravelClasses', [[travelClass(1, 'Economy')]]),
      pagedHandler(
        'Flights',
        [Array.from({ length: 10 }, (_, index) => flight(index + 1)), [flight(10), flight(11)]],
        11,
      ),
    );
    const { user } = renderApp('/PlaneTickets/Create');
    await waitFor(() => expect(loadMore()).toBeEnabled());
    const before = GETs().length;

    await user.click(loadMore());

    await screen.findByRole('option', { name: /^Flight 11: / });
    expect(GETs().slice(before)).toEqual(['Flights?page=2&pageSize=10']);
    expect(within(picker('Flight')).getAllByRole('option', { name: /^Flight 10: / })).toHaveLength(1);
    expect(optionsOf('Flight')).toHaveLength(12);
    await waitFor(() => expect(note()).toBe('All passengers, travel classes and flights are listed.'));
  });
});
