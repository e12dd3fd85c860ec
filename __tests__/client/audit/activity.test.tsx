import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AuditEntry } from '../../../src/domain/auditEntry';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { apiUrl, server } from '../support/server';
import { storeSession } from '../support/tokens';
import { auditEntry, auditLogHandler, auditUsersHandler, localTime } from '../resources/auditFixtures';
import { choose, combobox, optionTexts } from '../resources/pickerFixtures';
import { logRequests, pilot, problem, settle } from '../resources/support';

// The Activity screen (D-76): the whole audit trail, its filters and order kept in the address, and Restore of a
// deleted record.

const requests = logRequests();

beforeEach(() => mockMatchMedia({ width: 1920 }));

const auditRequests = () => requests.of('GET').filter((request) => request.url.startsWith('AuditLog'));
const lastAuditParams = () => Object.fromEntries(auditRequests().at(-1)?.params ?? []);

const entriesShown = () =>
  within(screen.getByRole('list', { name: 'Activity' }))
    .getAllByRole('listitem')
    .filter((item) => item.hasAttribute('data-result'));

describe('the Activity screen', () => {
  it('lists every change with when, who, the action, its record and its changes, newest first', async () => {
    storeSession('Admin');
    server.use(
      auditLogHandler([
        auditEntry(1, {
          at: '2026-11-27T09:30:00.000Z',
          entity: 'Pilots',
          recordId: 5,
          action: 'update',
          userName: 'og',
          changes: [{ field: 'flyingHours', before: 60, after: 75 }],
        }),
        auditEntry(2, {
          at: '2026-11-28T04:12:33.120Z',
          entity: 'PlaneTickets',
          recordId: 17,
          action: 'delete',
          source: 'users tool',
          userId: null,
          userName: 'root',
          recordExists: false,
          changes: [{ field: 'seatNumber', before: 12 }],
        }),
      ]),
    );
    renderApp('/Activity');

    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    await waitFor(() => expect(entriesShown()).toHaveLength(2));
    const [deleted, changed] = entriesShown();
    expect(deleted).toHaveTextContent(
      `${localTime('2026-11-28T04:12:33.120Z')}Deleted Plane Ticket 17 (deleted) by root (users tool)`,
    );
    expect(deleted).toHaveTextContent('Seat Number: 12');
    expect(within(deleted).queryByRole('link')).not.toBeInTheDocument();
    expect(changed).toHaveTextContent('Changed Pilot 5 by og');
    expect(changed).toHaveTextContent('Flying Hours: 60 → 75');
    expect(within(changed).getByRole('link', { name: 'Pilot 5' })).toHaveAttribute('href', '/Pilots/5');
    expect(lastAuditParams()).toEqual({ page: '1', pageSize: '10' });

    // In the navigation, marked as the page shown; an Admin cannot choose API users' entries.
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Activity' })).toHaveAttribute('aria-current', 'page');
    const entities = within(screen.getByRole('combobox', { name: 'Entity:' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(entities).toEqual([
      'Any entity',
      'Passengers',
      'Travel Classes',
      'Destinations',
      'Pilots',
      'Airlines',
      'Flights',
      'Plane Tickets',
    ]);
  });

  it('puts each filter and the order into the request and the address, and Back returns to the view before', async () => {
    storeSession('SuperAdmin');
    server.use(
      auditLogHandler([auditEntry(1, { entity: 'Pilots', recordId: 5, action: 'delete', userName: 'aa' })]),
      auditUsersHandler(['aa', 'Maria', 'og', 'root']),
    );
    const { user, location, navigate } = renderApp('/Activity');
    await waitFor(() => expect(entriesShown()).toHaveLength(1));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Entity:' }), 'Pilots');
    await user.type(screen.getByRole('spinbutton', { name: 'Record Id:' }), '5');
    // The user is picked among those the trail names, a name starting with what was typed first.
    expect(combobox('User:')).toHaveAttribute('placeholder', 'Any user');
    await user.type(combobox('User:'), 'A');
    await waitFor(() => expect(optionTexts('User:')).toEqual(['aa', 'Maria']));
    await user.clear(combobox('User:'));
    await choose(user, 'User:', 'a', 'aa');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action:' }), 'Deleted');
    await user.type(screen.getByRole('textbox', { name: 'From:' }), '2026-11-01');
    // Digits alone are completed (D-71).
    await user.type(screen.getByRole('textbox', { name: 'To:' }), '20261130');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const filters = {
      entity: 'Pilots',
      recordId: '5',
      userName: 'aa',
      action: 'delete',
      from: '2026-11-01',
      to: '2026-11-30',
    };
    await waitFor(() => expect(lastAuditParams()).toEqual({ ...filters, page: '1', pageSize: '10' }));
    expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual(filters);
    await waitFor(() => expect(entriesShown()[0]).toHaveFocus());
    expect(screen.getByText('1 result. Page 1 of 1.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Order:' }), 'Oldest first');
    await waitFor(() => expect(lastAuditParams()).toEqual({ ...filters, sort: 'at', page: '1', pageSize: '10' }));
    expect(new URLSearchParams(location().search).get('sort')).toBe('at');

    await act(() => navigate(-1));
    expect(new URLSearchParams(location().search).get('sort')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Order:' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'To:' })).toHaveValue('2026-11-30');
  });

  it('refuses a date that is not a real one, beside the search, and asks nothing', async () => {
    storeSession('Admin');
    server.use(auditLogHandler([auditEntry(1)]));
    const { user, location } = renderApp('/Activity');
    await waitFor(() => expect(entriesShown()).toHaveLength(1));
    const sent = auditRequests().length;

    await user.type(screen.getByRole('textbox', { name: 'From:' }), '2026-02-30');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('From must be a real date in the format YYYY-MM-DD.')).toBeInTheDocument();
    await settle();
    expect(auditRequests()).toHaveLength(sent);
    expect(location().search).toBe('');
  });

  it('refuses an address whose dates are the wrong way round, and asks nothing', async () => {
    storeSession('Admin');
    renderApp('/Activity?from=2026-11-30&to=2026-11-01');

    expect(await screen.findByText('The end date cannot be before the start date.')).toBeInTheDocument();
    await settle();
    expect(auditRequests()).toEqual([]);
  });

  it('is not for a User: no Activity in the navigation, and the address leads to Unauthorized', async () => {
    storeSession('User');
    const { location } = renderApp('/Activity');

    await waitFor(() => expect(location().pathname).toBe('/unauthorized'));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Activity' })).not.toBeInTheDocument();
    expect(auditRequests()).toEqual([]);
  });
});

describe('Restore on the Activity screen', () => {
  const deletedPilot = () =>
    auditEntry(7, {
      entity: 'Pilots',
      recordId: 5,
      action: 'delete',
      recordExists: false,
      changes: [{ field: 'firstName', before: 'Ognjen' }],
    });

  it('brings the record back: a snackbar says so and the entry links to the record', async () => {
    storeSession('SuperAdmin');
    const trail: AuditEntry[] = [deletedPilot()];
    server.use(
      auditLogHandler(trail),
      http.post(apiUrl('Pilots/5/restore'), () => {
        trail[0] = { ...trail[0], recordExists: true };
        trail.push(auditEntry(8, { at: '2026-11-29T10:00:00.000Z', entity: 'Pilots', recordId: 5, action: 'restore' }));
        return HttpResponse.json(pilot(5), { status: 201, headers: { Location: '/api/v1/Pilots/5' } });
      }),
    );
    const { user } = renderApp('/Activity');
    await waitFor(() => expect(entriesShown()).toHaveLength(1));
    expect(entriesShown()[0]).toHaveTextContent('Pilot 5 (deleted)');

    await user.click(screen.getByRole('button', { name: 'Restore pilot 5' }));

    expect(await screen.findByText('Data successfully restored.')).toBeInTheDocument();
    await waitFor(() => expect(entriesShown()).toHaveLength(2));
    const [restored, deleted] = entriesShown();
    expect(restored).toHaveTextContent('Restored Pilot 5 by aa');
    expect(within(deleted).getByRole('link', { name: 'Pilot 5' })).toHaveAttribute('href', '/Pilots/5');
    expect(within(deleted).queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();
    expect(requests.of('POST').map((request) => request.url)).toEqual(['Pilots/5/restore']);
  });

  it("says the server's sentence when it refuses (the id is taken again)", async () => {
    storeSession('Admin');
    const sentence = 'Pilot 5 cannot be restored because its id is in use by another pilot.';
    server.use(
      auditLogHandler([deletedPilot()]),
      http.post(apiUrl('Pilots/5/restore'), () => problem(409, sentence)),
    );
    const { user } = renderApp('/Activity');
    await waitFor(() => expect(entriesShown()).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Restore pilot 5' }));

    const entry = entriesShown()[0];
    expect(await within(entry).findByRole('alert')).toHaveTextContent(sentence);
    expect(within(entry).getByRole('button', { name: 'Restore pilot 5' })).toBeEnabled();
    expect(screen.queryByText('Data successfully restored.')).not.toBeInTheDocument();
  });
});

describe('related records by name (D-88)', () => {
  const related = {
    Airlines: { '3': { id: 3, name: 'Air Serbia' } },
    Destinations: {
      '454': { id: 454, city: 'Paris', airport: 'Charles de Gaulle Airport' },
      '455': { id: 455, city: 'Rome', airport: 'Fiumicino' },
    },
    Pilots: { '7': { id: 7, firstName: 'Alex', lastName: 'Walker', uprn: '1234567890123', flyingHours: 10 } },
  };

  it('names a reference before and after, and says so when its record is gone', async () => {
    storeSession('Admin');
    server.use(
      auditLogHandler(
        [
          auditEntry(1, {
            entity: 'Flights',
            recordId: 258,
            changes: [
              { field: 'departureTime', before: '11:30:00', after: '12:00:00' },
              { field: 'airlineId', before: 12, after: 3, refersTo: 'Airlines' },
              { field: 'destinationId', before: 454, after: 455, refersTo: 'Destinations' },
            ],
          }),
        ],
        related,
      ),
    );
    renderApp('/Activity');
    await waitFor(() => expect(entriesShown()).toHaveLength(1));

    const changes = within(entriesShown()[0] as HTMLElement).getByRole('list', { name: 'Changes' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Departure Time: 11:30:00 → 12:00:00',
      'Airline: Airline 12 (deleted) → Air Serbia (3)',
      'Destination: Paris, Charles de Gaulle Airport (454) → Rome, Fiumicino (455)',
    ]);
  });

  it('shows a create as one line that expands to every field, and folds it again', async () => {
    storeSession('Admin');
    server.use(
      auditLogHandler(
        [
          auditEntry(1, {
            entity: 'Flights',
            recordId: 258,
            action: 'create',
            changes: [
              { field: 'departureDate', after: '2025-07-16' },
              { field: 'departureTime', after: '11:30:00' },
              { field: 'airlineId', after: 3, refersTo: 'Airlines' },
              { field: 'destinationId', after: 454, refersTo: 'Destinations' },
              { field: 'pilotId', after: 7, refersTo: 'Pilots' },
            ],
          }),
        ],
        related,
      ),
    );
    const { user } = renderApp('/Activity');
    await waitFor(() => expect(entriesShown()).toHaveLength(1));
    const entry = entriesShown()[0] as HTMLElement;

    expect(entry).toHaveTextContent('Created Flight 258 by aa');
    expect(within(entry).getByText('2025-07-16 11:30, Air Serbia to Paris')).toBeVisible();
    const fields = within(entry).getByRole('list', { name: 'Changes', hidden: true });
    expect(fields).not.toBeVisible();
    const toggle = within(entry).getByRole('button', { name: 'Show all 5 fields' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(fields);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide the fields');
    expect(fields).toBeVisible();
    expect(
      within(fields)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Departure Date: 2025-07-16',
      'Departure Time: 11:30:00',
      'Airline: Air Serbia (3)',
      'Destination: Paris, Charles de Gaulle Airport (454)',
      'Pilot: Alex Walker (7)',
    ]);

    await user.click(toggle);
    expect(fields).not.toBeVisible();
    expect(toggle).toHaveFocus();
  });
});
