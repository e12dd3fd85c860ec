import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { dashboard, dashboardHandler } from './support/dashboardHandlers';
import { mockMatchMedia } from './support/matchMedia';
import { renderApp } from './support/renderApp';
import { apiUrl, server } from './support/server';
import { storeSession } from './support/tokens';

// The signed-in home page's dashboard (docs/dashboard.md): what it shows from GET /Dashboard, its charts' numbers as
// tables, and how it waits and fails.

beforeEach(() => {
  mockMatchMedia({ width: 1440 });
});

/** Each body row's cells' text, its header cell first. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the dashboard on the signed-in home page', () => {
  it('counts each kind of record, each a link to its list, API users for a SuperAdmin', async () => {
    storeSession('SuperAdmin');
    server.use(dashboardHandler());
    renderApp('/');
    const records = await screen.findByRole('list', { name: 'Records' });
    const cards = within(records).getAllByRole('link');
    expect(cards.map((card) => [card.textContent, card.getAttribute('href')])).toEqual([
      ['Flights: 1,234', '/Flights'],
      ['Plane Tickets: 5,678', '/PlaneTickets'],
      ['Passengers: 1,000,000', '/Passengers'],
      ['Pilots: 25', '/Pilots'],
      ['Airlines: 15', '/Airlines'],
      ['Destinations: 16', '/Destinations'],
      ['Travel Classes: 4', '/TravelClasses'],
      ['Api Users: 3', '/ApiUsers'],
    ]);
    // The title and the clock stay above it.
    expect(screen.getByRole('heading', { level: 1, name: 'Airport Back Office' })).toBeInTheDocument();
  });

  it('shows a User no API users', async () => {
    storeSession('User');
    const { apiUsers: _apiUsers, ...counts } = dashboard.counts;
    server.use(dashboardHandler({ ...dashboard, counts }));
    renderApp('/');
    const records = await screen.findByRole('list', { name: 'Records' });
    expect(within(records).getAllByRole('link')).toHaveLength(7);
    expect(within(records).queryByRole('link', { name: /Api Users/ })).not.toBeInTheDocument();
  });

  it('lists the next departures, each linking to its flight, and says how many there are in all', async () => {
    storeSession('Admin');
    server.use(dashboardHandler());
    const { user, location } = renderApp('/');
    const departures = await screen.findByRole('table', { name: 'Next departures' });
    expect(departures).toHaveAccessibleDescription('12 departures from now to 2026-12-05; the first 10 below.');
    const rows = rowsOf(departures);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual(['2026-11-28 10:30', 'Nordic Air', 'Oslo – Gardermoen', 'Ada Byrne']);
    const first = within(departures).getByRole('link', { name: 'Flight 101, 2026-11-28 10:30' });
    expect(first).toHaveAttribute('href', '/Flights/101');
    await user.click(first);
    await waitFor(() => expect(location().pathname).toBe('/Flights/101'));
  });

  it('gives each chart its numbers as a table, read by screen readers and shown on demand', async () => {
    storeSession('User');
    server.use(dashboardHandler());
    const { user } = renderApp('/');
    const perDay = await screen.findByRole('table', { name: 'Tickets sold per day' });
    const days = rowsOf(perDay);
    expect(days).toHaveLength(31);
    expect(days[0]).toEqual(['2026-10-30', '0']);
    expect(days[29]).toEqual(['2026-11-28', '29']);
    const total = dashboard.sales.perDay.reduce((sum, { tickets }) => sum + tickets, 0);
    expect(days[30]).toEqual(['All 30 days', String(total)]);
    expect(screen.getByText(`2026-10-30 to 2026-11-28: ${total} tickets`)).toBeInTheDocument();

    const byClass = screen.getByRole('table', { name: 'Sales by travel class' });
    expect(rowsOf(byClass)).toEqual([
      ['Economy', '300', '45,000.50'],
      ['Business', '20', '30,000.00'],
      ['First', '0', '0.00'],
      ['All classes', '320', '75,000.50'],
    ]);

    // Shown in the chart's place for the eye, and back.
    const panel = screen.getByRole('region', { name: 'Tickets sold per day' });
    await user.click(within(panel).getByRole('button', { name: 'Show as table' }));
    expect(within(panel).getByRole('table', { name: 'Tickets sold per day' }).parentElement).not.toHaveStyle({
      position: 'absolute',
    });
    await user.click(within(panel).getByRole('button', { name: 'Show as chart' }));
    expect(within(panel).getByRole('button', { name: 'Show as table' })).toBeInTheDocument();
  });

  it("shows the status page's checks at a glance, linking to the status page", async () => {
    storeSession('User');
    server.use(
      dashboardHandler({
        ...dashboard,
        health: {
          status: 'Unhealthy',
          entries: [
            { name: 'API', status: 'Healthy', description: 'The API is up and running.' },
            { name: 'Redis', status: 'Unhealthy', description: 'Redis is not reachable.' },
          ],
        },
      }),
    );
    renderApp('/');
    const status = await screen.findByRole('region', { name: 'Service status' });
    expect(
      within(status)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Service: Unhealthy', 'API: Healthy', 'Redis: Unhealthy']);
    expect(within(status).getByRole('link', { name: 'Open Status Check' })).toHaveAttribute('href', '/HealthCheck');
  });

  it('holds its place while it loads, announced as loading', async () => {
    storeSession('User');
    server.use(
      http.get(apiUrl('Dashboard'), async () => {
        await delay(300);
        return HttpResponse.json(dashboard);
      }),
    );
    renderApp('/');
    expect(await screen.findByRole('status', { name: 'Loading the dashboard...' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Records' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the dashboard...' })).not.toBeInTheDocument();
  });

  it('says what failed, and loads again on Try again', async () => {
    storeSession('User');
    let calls = 0;
    server.use(
      http.get(apiUrl('Dashboard'), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(dashboard);
      }),
    );
    const { user } = renderApp('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Internal server error: The server encountered an unexpected condition/);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Records' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
