import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { apiUrl, server } from '../support/server';
import { storeSession } from '../support/tokens';
import { auditEntry, auditLogHandler, localTime } from '../resources/auditFixtures';
import { ticketHandler, planeTicket } from '../resources/flightFixtures';
import { airline, getHandler, logRequests, noContent, problem, settle } from '../resources/support';

// A record's History under its details (D-76): who created and last changed it, every change newest first with the
// fields as the forms name them, for Admin and SuperAdmin only.

const requests = logRequests();

beforeEach(() => {
  mockMatchMedia({ width: 1920 });
  // What refers to the records below: nothing, here.
  server.use(getHandler('Flights/byFilter', noContent), getHandler('PlaneTickets/byFilter', noContent));
});

const CREATED_AT = '2026-11-20T08:00:00.000Z';
const CHANGED_AT = '2026-11-28T04:12:33.120Z';

const ticketTrail = [
  auditEntry(1, {
    at: CREATED_AT,
    action: 'create',
    entity: 'PlaneTickets',
    recordId: 17,
    userName: 'aa',
    changes: [
      { field: 'price', after: 300 },
      { field: 'purchaseDate', after: '2023-05-01' },
      { field: 'seatNumber', after: 12 },
      { field: 'passengerId', after: 2, refersTo: 'Passengers' },
      { field: 'travelClassId', after: 1, refersTo: 'TravelClasses' },
      { field: 'flightId', after: 4, refersTo: 'Flights' },
    ],
  }),
  auditEntry(2, {
    at: CHANGED_AT,
    action: 'update',
    entity: 'PlaneTickets',
    recordId: 17,
    userName: 'og',
    changes: [
      { field: 'seatNumber', before: 12, after: 14 },
      { field: 'purchaseDate', before: '2023-05-01', after: '2023-05-02' },
      { field: 'passengerId', before: 2, after: 9, refersTo: 'Passengers' },
    ],
  }),
];

/** The records the ticket's trail names (GET AuditLog's `related`): passenger 9 is deleted since. */
const ticketRelated = {
  Passengers: { '2': { id: 2, firstName: 'Jane', lastName: 'Smith', passport: 'S87654321' } },
  TravelClasses: { '1': { id: 1, type: 'Economy' } },
  Flights: {
    '4': {
      id: 4,
      departureDate: '2023-06-10',
      departureTime: '14:30:00',
      airlineId: 3,
      destinationId: 5,
      pilotId: 1,
      airline: { id: 3, name: 'Air Serbia' },
      destination: { id: 5, city: 'Paris', airport: 'Charles de Gaulle Airport' },
      pilot: null,
    },
  },
};

const history = () => screen.findByRole('region', { name: /^History/ });

/** What the History says beside 'Created' or 'Last changed'. */
const stamp = (region: HTMLElement, term: 'Created' | 'Last changed') =>
  within(region).getByText(term, { selector: 'dt' }).nextElementSibling;

/** The entries of the History as people read them, in order: each line of each entry. */
const entriesShown = (region: HTMLElement) =>
  within(within(region).getByRole('list', { name: /^History of/ }))
    .getAllByRole('listitem')
    .filter((item) => item.hasAttribute('data-result'))
    .map((item) => item.textContent);

describe("a record's History", () => {
  it('lists the changes newest first, with who, when, the action and each field by its label', async () => {
    storeSession('Admin');
    server.use(ticketHandler(planeTicket(17, { seatNumber: 14 })), auditLogHandler(ticketTrail, ticketRelated));
    const { user } = renderApp('/PlaneTickets/17');

    const region = await history();
    await waitFor(() => expect(within(region).getByRole('heading', { name: 'History (2)' })).toBeInTheDocument());
    const changed = within(region)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Changed'));
    expect(changed).toHaveTextContent(`${localTime(CHANGED_AT)}Changed by og`);
    expect(within(changed as HTMLElement).getByText('Seat Number:').parentElement).toHaveTextContent(
      'Seat Number: 12 → 14',
    );
    expect(changed).toHaveTextContent('Purchase Date: 2023-05-01 → 2023-05-02');
    // A reference field by the record it picks, named, and said to be gone once it is (D-88).
    expect(changed).toHaveTextContent('Passenger: Jane Smith (2) → Passenger 9 (deleted)');
    // Newest first; a create reads as one line, and shows each value it set on demand.
    const entries = entriesShown(region);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toContain('Changed by og');
    expect(entries[1]).toContain(`${localTime(CREATED_AT)}Created by aa`);
    const created = within(region)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Created by')) as HTMLElement;
    expect(
      within(created).getByText('Jane Smith, seat 12, Economy, on flight 4 (2023-06-10 14:30, Air Serbia to Paris)'),
    ).toBeVisible();
    const fields = within(created).getByRole('list', { name: 'Changes', hidden: true });
    expect(fields).not.toBeVisible();
    await user.click(within(created).getByRole('button', { name: 'Show all 6 fields', expanded: false }));
    expect(fields).toBeVisible();
    expect(
      within(fields)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Price: 300',
      'Purchase Date: 2023-05-01',
      'Seat Number: 12',
      'Passenger: Jane Smith (2)',
      'Travel Class: Economy (1)',
      'Flight: 2023-06-10 14:30, Air Serbia to Paris (4)',
    ]);

    expect(stamp(region, 'Created')).toHaveTextContent(`${localTime(CREATED_AT)} by aa`);
    expect(stamp(region, 'Last changed')).toHaveTextContent(`${localTime(CHANGED_AT)} by og`);
    const asked = requests.of('GET').filter((request) => request.url.startsWith('AuditLog'));
    expect(asked.map((request) => Object.fromEntries(request.params))).toEqual(
      expect.arrayContaining([
        { entity: 'PlaneTickets', recordId: '17', page: '1', pageSize: '10' },
        { entity: 'PlaneTickets', recordId: '17', sort: 'at', page: '1', pageSize: '1' },
      ]),
    );
  });

  it('says plainly when the record is older than the trail, and shows a password change without the password', async () => {
    storeSession('SuperAdmin');
    server.use(
      getHandler('ApiUsers/3', () => ({ apiUserId: 3, userName: 'jo', password: '$argon2id$x', roles: 'User' })),
      auditLogHandler([
        auditEntry(5, {
          entity: 'ApiUsers',
          recordId: 3,
          source: 'users tool',
          userId: null,
          userName: 'root',
          changes: [
            { field: 'password', summary: 'password changed' },
            { field: 'roles', before: 'User', after: 'Admin' },
          ],
        }),
      ]),
    );
    renderApp('/ApiUsers/3');

    const region = await history();
    await waitFor(() => expect(stamp(region, 'Created')).toBeInTheDocument());
    expect(stamp(region, 'Created')).toHaveTextContent('before the audit trail began');
    expect(stamp(region, 'Last changed')).toHaveTextContent(`${localTime(CHANGED_AT)} by root (users tool)`);
    const [entry] = entriesShown(region);
    expect(entry).toContain('Changed by root (users tool)');
    expect(entry).toContain('Password: password changed');
    expect(entry).toContain('Roles: User → Admin');
    expect(entry).not.toContain('argon2');
  });

  it('is not there for a User, who may not read the trail, and nothing is asked of it', async () => {
    storeSession('User');
    server.use(getHandler('Airlines/5', () => airline(5, 'Air Serbia')));
    renderApp('/Airlines/5');

    await screen.findByText('Air Serbia');
    await settle();
    expect(screen.queryByRole('region', { name: /^History/ })).not.toBeInTheDocument();
    expect(requests.all.filter((request) => request.url.startsWith('AuditLog'))).toEqual([]);
  });

  it("shows a failure with the catalogue's message and Try again, which loads it", async () => {
    storeSession('Admin');
    let down = true;
    const trail = auditLogHandler([auditEntry(1, { entity: 'Airlines', recordId: 5, action: 'create' })]);
    server.use(
      getHandler('Airlines/5', () => airline(5, 'Air Serbia')),
      http.get(apiUrl('AuditLog'), () => (down ? problem(503) : undefined)),
      trail,
    );
    const { user } = renderApp('/Airlines/5');

    const region = await history();
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('Service unavailable: The server is currently unable to handle the request');
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await within(region).findByRole('heading', { name: 'History (1)' })).toBeInTheDocument();
    await waitFor(() => expect(stamp(region, 'Created')).toHaveTextContent(`${localTime(CHANGED_AT)} by aa`));
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pages through a long history with the pager, the focus on the first entry of the page', async () => {
    storeSession('Admin');
    const trail = Array.from({ length: 12 }, (_, index) =>
      auditEntry(index + 1, {
        at: `2026-11-${String(index + 1).padStart(2, '0')}T10:00:00.000Z`,
        entity: 'Airlines',
        recordId: 5,
        changes: [{ field: 'name', before: `Name ${index}`, after: `Name ${index + 1}` }],
      }),
    );
    server.use(
      getHandler('Airlines/5', () => airline(5, 'Air Serbia')),
      auditLogHandler(trail),
    );
    const { user } = renderApp('/Airlines/5');

    const region = await history();
    await waitFor(() => expect(entriesShown(region)).toHaveLength(10));
    expect(entriesShown(region)[0]).toContain('Name: Name 11 → Name 12');
    await user.click(within(region).getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(entriesShown(region)).toHaveLength(2));
    expect(entriesShown(region)).toEqual([
      expect.stringContaining('Name: Name 1 → Name 2'),
      expect.stringContaining('Name: Name 0 → Name 1'),
    ]);
    await waitFor(() => expect(within(region).getAllByRole('listitem')[0]).toHaveFocus());
  });

  it('shows the change just saved when the edit form returns to the record', async () => {
    storeSession('Admin');
    let name = 'Air Serbia';
    const trail = [auditEntry(1, { entity: 'Airlines', recordId: 5, action: 'create', at: CREATED_AT })];
    server.use(
      getHandler('Airlines/5', () => airline(5, name)),
      auditLogHandler(trail),
      http.put(apiUrl('Airlines/5'), async ({ request }) => {
        const before = name;
        name = ((await request.json()) as { Name: string }).Name;
        trail.push(
          auditEntry(2, { entity: 'Airlines', recordId: 5, changes: [{ field: 'name', before, after: name }] }),
        );
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, navigate } = renderApp('/Airlines/5');
    const region = await history();
    await within(region).findByRole('heading', { name: 'History (1)' });

    await act(() => navigate('/Airlines/Edit/5'));
    const input = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(input);
    await user.type(input, 'Air Montenegro');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const after = await history();
    expect(await within(after).findByRole('heading', { name: 'History (2)' })).toBeInTheDocument();
    expect(entriesShown(after)[0]).toContain('Name: Air Serbia → Air Montenegro');
    expect(stamp(after, 'Last changed')).toHaveTextContent(`${localTime(CHANGED_AT)} by aa`);
  });
});
