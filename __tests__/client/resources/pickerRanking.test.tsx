import { screen, within } from '@testing-library/react';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { server } from '../support/server';
import { storeSession } from '../support/tokens';
import { flight, travelClass } from './flightFixtures';
import { combobox, listboxOf, optionTexts, searchedHandler, uncountedPage } from './pickerFixtures';
import { getHandler, logRequests, passenger } from './support';

// The pickers list what the server ranked, in its order (D-78), asking with `match=name` so that only what an option
// shows is searched, and mark in each option the words that were typed; a screen reader reads the option whole.

const requests = logRequests();

beforeEach(() => {
  mockMatchMedia({ width: 1920 });
  storeSession('Admin');
});

const person = (id: number, firstName: string, lastName: string) => ({
  ...passenger(id),
  firstName,
  lastName,
  passport: `P${id}00000`,
  uprn: `10000000000${id}`,
});
/** As the server ranks 'john smith': the namesakes, then a name it starts; not in the key's order. */
const RANKED = [person(7, 'John', 'Smith'), person(3, 'John', 'Smith'), person(5, 'John', 'Smithson')];

/** The marked pieces of an option, in order. */
const marksOf = (option: HTMLElement) => [...option.querySelectorAll('mark')].map((mark) => mark.textContent);

async function openTicketForm() {
  server.use(
    getHandler('Passengers', (url) =>
      uncountedPage(url.searchParams.get('q') ? RANKED : [person(1, 'Ann', 'Lee')], url),
    ),
    searchedHandler('TravelClasses', [travelClass(1, 'Economy')]),
    // The server finds the flight by its number, date and time (what the option shows); here it simply answers it.
    getHandler('Flights', (url) =>
      uncountedPage(
        [
          flight(258, {
            departureDate: '2026-12-02',
            departureTime: '11:30:00',
            city: 'East Garland',
            airport: 'Garland',
          }),
        ],
        url,
      ),
    ),
  );
  const view = renderApp('/PlaneTickets/Create');
  await screen.findByRole('heading', { level: 1, name: 'Create Plane Ticket' });
  return view;
}

describe('a picker', () => {
  it("lists the server's ranking as it came, asking only about what its options show", async () => {
    const { user } = await openTicketForm();

    await user.type(combobox('Passenger'), 'john smith');

    const first = await within(listboxOf('Passenger')).findByRole('option', {
      name: 'John Smith (passport P700000, UPRN 100000000007)',
    });
    expect(optionTexts('Passenger')).toEqual([
      'John Smith (passport P700000, UPRN 100000000007)',
      'John Smith (passport P300000, UPRN 100000000003)',
      'John Smithson (passport P500000, UPRN 100000000005)',
    ]);
    const asked = requests.of('GET').filter((request) => request.url.startsWith('Passengers?'));
    expect(asked.at(-1)?.url).toBe('Passengers?page=1&pageSize=10&count=false&q=john+smith&match=name');
    expect(marksOf(first)).toEqual(['John', 'Smith']);
    expect(marksOf(screen.getByRole('option', { name: /^John Smithson/ }))).toEqual(['John', 'Smith']);
  });

  it('marks a partial date, a time and a flight number where the option shows them', async () => {
    const { user } = await openTicketForm();

    await user.type(combobox('Flight'), '12-02 11:30 258');

    const option = await within(listboxOf('Flight')).findByRole('option', {
      name: 'Flight 258: 2026-12-02 11:30, Air Serbia to East Garland – Garland',
    });
    expect(marksOf(option)).toEqual(['258', '12-02', '11:30']);
    expect(option).toHaveTextContent('Flight 258: 2026-12-02 11:30, Air Serbia to East Garland – Garland');
  });

  it('marks nothing before anything is typed', async () => {
    const { user } = await openTicketForm();

    await user.click(combobox('Passenger'));

    const option = await within(listboxOf('Passenger')).findByRole('option', { name: /^Ann Lee/ });
    expect(marksOf(option)).toEqual([]);
  });
});
