import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { apiUrl, server } from '../support/server';
import { storeSession } from '../support/tokens';
import { flight, travelClass } from './flightFixtures';
import { combobox, listboxOf, matching, optionTexts, searchedHandler, uncountedPage } from './pickerFixtures';
import {
  airline,
  airlineRange,
  destination,
  getHandler,
  held,
  logRequests,
  passenger,
  pilot,
  problem,
  settle,
} from './support';

// The searchable pickers of the flight and ticket create forms: nothing is asked until a list is opened; what is
// typed is asked for with `q` once the typing pauses, ten at a time without the exact count (`count=false`); an
// answer for an older term never replaces a newer one; the ARIA combobox keys; 'Load More' at the end of the list and
// the note once there is no more; a failed load said inside the picker with 'Try again', keeping what was typed.

const requests = logRequests();

beforeEach(() => {
  mockMatchMedia({ width: 1920 });
  storeSession('Admin');
});

const GETs = () => requests.of('GET').map((request) => request.url);
/** The `q` of every airline page asked for, in order ('' for none). */
const airlineTerms = () =>
  requests
    .of('GET')
    .filter((request) => request.url.startsWith('Airlines?'))
    .map((request) => request.params.get('q') ?? '');
const option = (label: string, name: string | RegExp) => within(listboxOf(label)).getByRole('option', { name });
const findOption = (label: string, name: string | RegExp) => within(listboxOf(label)).findByRole('option', { name });
/** The line at the end of a picker's list ('No more airlines'). */
const statusOf = (label: string) => within(listboxOf(label).parentElement as HTMLElement).getByRole('status');

/** Every text the picker's note line has shown (loading, failure, end of list) from now until `stop()`. */
function linesSaid(popup: HTMLElement) {
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    popup.querySelectorAll('[role="status"], [role="alert"]').forEach((line) => seen.push(line.textContent ?? ''));
  });
  observer.observe(popup, { childList: true, subtree: true, characterData: true });
  return {
    stop: () => {
      observer.disconnect();
      return seen;
    },
  };
}

const namedAirlines = [
  airline(1, 'Air Serbia'),
  airline(2, 'Air France'),
  airline(3, 'Delta Air Lines'),
  airline(4, 'Lufthansa'),
];

/** The flight form's sources: `airlines`, two destinations, one pilot. */
function flightSources(airlines: ReturnType<typeof airline>[] = namedAirlines) {
  server.use(
    searchedHandler('Airlines', airlines),
    searchedHandler('Destinations', [destination(1), destination(2, 'Paris', 'Charles de Gaulle')]),
    searchedHandler('Pilots', [pilot(1)]),
  );
}

async function openFlightForm() {
  const view = renderApp('/Flights/Create');
  await screen.findByRole('heading', { level: 1, name: 'Create Flight' });
  return view;
}

describe('a picker', () => {
  it('asks nothing until its list opens, then page 1 of ten without the count, as an ARIA combobox and listbox', async () => {
    flightSources(airlineRange(1, 12));
    const { user } = await openFlightForm();
    const input = combobox('Airline');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('placeholder', 'Select Airline');
    await settle();
    expect(GETs()).toEqual([]);

    await user.click(input);

    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Airline' });
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    await findOption('Airline', 'Airline 10');
    expect(GETs()).toEqual(['Airlines?page=1&pageSize=10&count=false']);
    expect(optionTexts('Airline')).toEqual([...airlineRange(1, 10).map((row) => row.name), 'Load More']);
    // The other pickers have asked nothing.
    expect(combobox('Destination')).toHaveAttribute('aria-expanded', 'false');
  });

  it('labels passengers, travel classes and flights by what identifies them', async () => {
    server.use(
      searchedHandler('Passengers', [passenger(1)]),
      searchedHandler('TravelClasses', [travelClass(1, 'Economy'), travelClass(2, 'Business')]),
      searchedHandler('Flights', [flight(4, { departureTime: '08:30:00' })]),
    );
    const { user } = renderApp('/PlaneTickets/Create');
    await screen.findByRole('heading', { level: 1, name: 'Create Plane Ticket' });

    await user.click(combobox('Passenger'));
    await findOption('Passenger', 'Ognjen Andjelic (passport 012345678, UPRN 0123456789112)');
    await user.click(combobox('Travel Class'));
    await findOption('Travel Class', 'Business');
    expect(optionTexts('Travel Class')).toEqual(['Economy', 'Business']);
    await user.click(combobox('Flight'));
    await findOption('Flight', 'Flight 4: 2023-06-10 08:30, Air Serbia to Paris – Charles de Gaulle');

    expect(GETs().sort()).toEqual([
      'Flights?page=1&pageSize=10&count=false',
      'Passengers?page=1&pageSize=10&count=false',
      'TravelClasses?page=1&pageSize=10&count=false',
    ]);
  });

  it('names pilots and destinations by what identifies them', async () => {
    flightSources();
    const { user } = await openFlightForm();

    await user.click(combobox('Destination'));
    await findOption('Destination', 'Paris – Charles de Gaulle');
    expect(optionTexts('Destination')).toEqual(['Belgrade – Belgrade Nikola Tesla', 'Paris – Charles de Gaulle']);
    await user.click(combobox('Pilot'));
    await findOption('Pilot', 'Ognjen Andjelic (UPRN 0123456789112)');
  });

  it('asks for what was typed with q, and only for the last term typed quickly', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      flightSources();
      const { user } = renderApp('/Flights/Create', { advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await screen.findByRole('heading', { level: 1, name: 'Create Flight' });
      await user.click(combobox('Airline'));
      await findOption('Airline', 'Lufthansa');

      await user.type(combobox('Airline'), 'air se');
      // Typing has not paused yet: nothing is asked for any of the letters on the way.
      await act(() => jest.advanceTimersByTimeAsync(200));
      expect(airlineTerms()).toEqual(['']);

      await act(() => jest.advanceTimersByTimeAsync(100));
      await waitFor(() => expect(optionTexts('Airline')).toEqual(['Air Serbia']));
      expect(airlineTerms()).toEqual(['', 'air se']);
      expect(requests.of('GET').at(-1)?.url).toBe('Airlines?page=1&pageSize=10&count=false&q=air+se&match=name');
    } finally {
      jest.useRealTimers();
    }
  });

  it("never shows an older term's late answer over the newer term's", async () => {
    const late = held();
    flightSources();
    server.use(
      searchedHandler('Airlines', namedAirlines, async (url) => {
        if (url.searchParams.get('q') === 'air') await late.wait();
        return undefined;
      }),
    );
    const { user } = await openFlightForm();
    await user.type(combobox('Airline'), 'air');
    await waitFor(() => expect(airlineTerms()).toContain('air'));
    expect(await screen.findByText('Loading airlines...')).toBeVisible();

    await user.type(combobox('Airline'), ' fr');
    await findOption('Airline', 'Air France');
    late.release();
    await settle();

    expect(optionTexts('Airline')).toEqual(['Air France']);
    expect(combobox('Airline')).toHaveValue('air fr');
  });

  it('aborts the request for an older term once the newer one is asked for, and asks for it again on coming back', async () => {
    const slow = held();
    const signals = new Map<string, AbortSignal>();
    const jAirlines = [airline(1, 'Jordan Aviation'), airline(2, 'Johnston Air'), airline(3, 'Air Serbia')];
    flightSources(jAirlines);
    server.use(
      http.get(apiUrl('Airlines'), async ({ request }) => {
        const url = new URL(request.url);
        const q = url.searchParams.get('q') ?? '';
        if (q === 'jo' && !signals.has(q)) {
          signals.set(q, request.signal);
          await slow.wait();
        }
        return uncountedPage(matching(jAirlines, q), url);
      }),
    );
    const { user } = await openFlightForm();
    await user.type(combobox('Airline'), 'jo');
    await waitFor(() => expect(signals.has('jo')).toBe(true));

    await user.type(combobox('Airline'), 'h');

    await findOption('Airline', 'Johnston Air');
    await waitFor(() => expect(signals.get('jo')?.aborted).toBe(true));
    slow.release();
    await settle();
    expect(optionTexts('Airline')).toEqual(['Johnston Air']);

    // Back to 'jo': its aborted request failed nothing, it is simply asked for again, and never said to have failed.
    const said = linesSaid(listboxOf('Airline').parentElement as HTMLElement);
    await user.type(combobox('Airline'), '{Backspace}');
    await findOption('Airline', 'Jordan Aviation');
    expect(optionTexts('Airline')).toEqual(['Jordan Aviation', 'Johnston Air']);
    expect(airlineTerms()).toEqual(['', 'jo', 'joh', 'jo']);
    expect(said.stop()).not.toContainEqual(expect.stringMatching(/Error loading data|No airlines match/));
  });

  it("aborts a 'Load More' of an older term too, and offers it again on coming back", async () => {
    const page2 = held();
    let page2Signal: AbortSignal | undefined;
    flightSources(airlineRange(1, 12));
    server.use(
      http.get(apiUrl('Airlines'), async ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('page') === '2' && page2Signal === undefined) {
          page2Signal = request.signal;
          await page2.wait();
        }
        return uncountedPage(matching(airlineRange(1, 12), url.searchParams.get('q')), url);
      }),
    );
    const { user } = await openFlightForm();
    await user.type(combobox('Airline'), 'airline');
    await user.click(await findOption('Airline', 'Load More'));
    await findOption('Airline', 'Loading...');

    await user.type(combobox('Airline'), ' 1');

    await findOption('Airline', 'Airline 12');
    await waitFor(() => expect(page2Signal?.aborted).toBe(true));
    page2.release();

    await user.type(combobox('Airline'), '{Backspace}{Backspace}');
    await waitFor(() =>
      expect(optionTexts('Airline')).toEqual([...airlineRange(1, 10).map((row) => row.name), 'Load More']),
    );
    expect(screen.queryByText(/Error loading data/)).not.toBeInTheDocument();
    await user.click(option('Airline', 'Load More'));
    await findOption('Airline', 'Airline 12');
    expect(optionTexts('Airline')).toEqual(airlineRange(1, 12).map((row) => row.name));
  });

  it('moves with ArrowDown and ArrowUp, chooses with Enter, closes with Escape and empties with a second Escape', async () => {
    flightSources();
    const { user } = await openFlightForm();
    const input = combobox('Airline');
    await user.click(input);
    await findOption('Airline', 'Lufthansa');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', option('Airline', 'Air Serbia').id);
    expect(option('Airline', 'Air Serbia')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', option('Airline', 'Air France').id);
    expect(option('Airline', 'Air Serbia')).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Air France');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant', expect.stringContaining('option'));
    expect(input).toHaveAttribute('aria-invalid', 'false');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Air France');

    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    // Nothing is chosen now: the required field says so.
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Choose an airline.');
    await settle();
    expect(requests.of('POST')).toEqual([]);
  });

  it('chooses an option with a click, and shows its name in the input', async () => {
    flightSources();
    const { user } = await openFlightForm();
    await user.type(combobox('Airline'), 'delta');

    await user.click(await findOption('Airline', 'Delta Air Lines'));

    expect(combobox('Airline')).toHaveValue('Delta Air Lines');
    expect(combobox('Airline')).toHaveAttribute('aria-expanded', 'false');
    // Opened again, the list offers every airline, from the chosen one.
    await user.click(combobox('Airline'));
    await findOption('Airline', 'Lufthansa');
    expect(optionTexts('Airline')).toEqual(namedAirlines.map((row) => row.name));
    expect(combobox('Airline')).toHaveAttribute('aria-activedescendant', option('Airline', 'Delta Air Lines').id);
  });

  it("appends the next page of the same search with 'Load More', then says there is no more", async () => {
    flightSources(airlineRange(1, 13));
    const { user } = await openFlightForm();
    await user.type(combobox('Airline'), 'airline');
    await findOption('Airline', 'Airline 10');
    expect(optionTexts('Airline')).toHaveLength(11);

    await user.click(option('Airline', 'Load More'));

    await findOption('Airline', 'Airline 13');
    expect(GETs().at(-1)).toBe('Airlines?page=2&pageSize=10&count=false&q=airline&match=name');
    expect(optionTexts('Airline')).toEqual(airlineRange(1, 13).map((row) => row.name));
    expect(statusOf('Airline')).toHaveTextContent(/^No more airlines$/);
    // The next page's first option is where 'Load More' was, highlighted: the next ArrowDown goes on from there.
    expect(combobox('Airline')).toHaveAttribute('aria-activedescendant', option('Airline', 'Airline 11').id);
    // The list stays open on its new options, and nothing was chosen.
    expect(combobox('Airline')).toHaveAttribute('aria-expanded', 'true');
    expect(combobox('Airline')).toHaveValue('airline');
  });

  it("takes 'Load More' with the keyboard too, and shows that the page is loading", async () => {
    const page2 = held();
    flightSources(airlineRange(1, 12));
    server.use(
      searchedHandler('Airlines', airlineRange(1, 12), async (url) => {
        if (url.searchParams.get('page') === '2') await page2.wait();
        return undefined;
      }),
    );
    const { user } = await openFlightForm();
    await user.click(combobox('Airline'));
    await findOption('Airline', 'Airline 10');

    await user.keyboard('{ArrowUp}');
    expect(combobox('Airline')).toHaveAttribute('aria-activedescendant', option('Airline', 'Load More').id);
    await user.keyboard('{Enter}');

    const loading = await findOption('Airline', 'Loading...');
    expect(loading).toHaveAttribute('aria-disabled', 'true');
    expect(combobox('Airline')).toHaveValue('');
    page2.release();
    await findOption('Airline', 'Airline 12');
    expect(statusOf('Airline')).toHaveTextContent('No more airlines');
    expect(combobox('Airline')).toHaveAttribute('aria-activedescendant', option('Airline', 'Airline 11').id);
    await user.keyboard('{ArrowDown}');
    expect(combobox('Airline')).toHaveAttribute('aria-activedescendant', option('Airline', 'Airline 12').id);
    expect(GETs().filter((url) => url.startsWith('Airlines'))).toEqual([
      'Airlines?page=1&pageSize=10&count=false',
      'Airlines?page=2&pageSize=10&count=false',
    ]);
  });

  it('says when nothing matches what was typed, and when there is nothing at all', async () => {
    flightSources([]);
    const { user } = await openFlightForm();
    await user.click(combobox('Airline'));
    await waitFor(() => expect(statusOf('Airline')).toHaveTextContent(/^No airlines available$/));

    await user.type(combobox('Airline'), 'xyz');

    await waitFor(() => expect(statusOf('Airline')).toHaveTextContent(/^No airlines match "xyz"$/));
    expect(optionTexts('Airline')).toEqual([]);
  });

  it("shows 'Loading airlines...' while the first page is on its way, with the form there to type in", async () => {
    const answer = held();
    flightSources();
    server.use(
      searchedHandler('Airlines', namedAirlines, async () => {
        await answer.wait();
        return undefined;
      }),
    );
    const { user } = await openFlightForm();
    await user.click(combobox('Airline'));

    expect(await screen.findByText('Loading airlines...')).toBeVisible();
    expect(statusOf('Airline')).toHaveTextContent('Loading airlines...');
    await user.type(screen.getByLabelText(/^Departure Date/), '2023-06-10');

    answer.release();
    await user.click(combobox('Airline'));
    await findOption('Airline', 'Lufthansa');
    expect(screen.queryByText('Loading airlines...')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Departure Date/)).toHaveValue('2023-06-10');
  });

  it("says a failed load inside the picker, keeps what was typed, and 'Try again' asks again", async () => {
    let failing = true;
    flightSources();
    server.use(searchedHandler('Airlines', namedAirlines, () => (failing ? problem(500) : undefined)));
    const { user } = await openFlightForm();
    await user.type(screen.getByLabelText(/^Departure Date/), '2023-06-10');
    await user.type(combobox('Airline'), 'serb');

    await waitFor(() => expect(airlineTerms()).toContain('serb'));
    const alert = await within(listboxOf('Airline').parentElement as HTMLElement).findByRole('alert');
    expect(alert).toHaveTextContent(/^Error loading data\.\. The airlines could not be loaded\.$/);
    expect(optionTexts('Airline')).toEqual(['Try again']);
    expect(combobox('Airline')).toHaveValue('serb');
    expect(screen.getByLabelText(/^Departure Date/)).toHaveValue('2023-06-10');
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
    const before = GETs().length;

    failing = false;
    await user.click(option('Airline', 'Try again'));

    await findOption('Airline', 'Air Serbia');
    expect(GETs().slice(before)).toEqual(['Airlines?page=1&pageSize=10&count=false&q=serb&match=name']);
    expect(optionTexts('Airline')).toEqual(['Air Serbia']);
    expect(screen.queryByText(/Error loading data/)).not.toBeInTheDocument();
    expect(combobox('Airline')).toHaveValue('serb');
  });

  it('keeps the first page when the next one fails, and Try again asks for that page again', async () => {
    let page2Answers = 0;
    flightSources();
    server.use(
      searchedHandler('Airlines', airlineRange(1, 12), (url) => {
        if (url.searchParams.get('page') !== '2') return undefined;
        page2Answers += 1;
        return page2Answers === 1 ? problem(503) : undefined;
      }),
    );
    const { user } = await openFlightForm();
    await user.click(combobox('Airline'));
    await user.click(await findOption('Airline', 'Load More'));

    await within(listboxOf('Airline').parentElement as HTMLElement).findByRole('alert');
    expect(optionTexts('Airline')).toEqual([...airlineRange(1, 10).map((row) => row.name), 'Try again']);

    await user.click(option('Airline', 'Try again'));

    await findOption('Airline', 'Airline 12');
    expect(GETs().filter((url) => url.startsWith('Airlines?page=2'))).toEqual([
      'Airlines?page=2&pageSize=10&count=false',
      'Airlines?page=2&pageSize=10&count=false',
    ]);
    expect(optionTexts('Airline')).toHaveLength(12);
  });
});

describe('the read-only related ids of an edit form', () => {
  it('name a related record the API left out by asking for it by id, and ask nothing for the ones it gave', async () => {
    server.use(
      getHandler('Flights/4', () => ({ ...flight(4), airline: null, pilot: null })),
      getHandler('Airlines/3', () => airline(3, 'Air Serbia')),
      getHandler('Pilots/7', () => pilot(7)),
    );
    renderApp('/Flights/Edit/4');

    const airlineId = await screen.findByRole('textbox', { name: 'Airline Id' });
    await waitFor(() => expect(airlineId).toHaveAccessibleDescription('Air Serbia'));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Pilot Id' })).toHaveAccessibleDescription(
        'Ognjen Andjelic (UPRN 0123456789112)',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Destination Id' })).toHaveAccessibleDescription(
      'Paris – Charles de Gaulle',
    );
    await settle();
    expect(GETs().sort()).toEqual(['Airlines/3', 'Flights/4', 'Pilots/7']);
  });
});
