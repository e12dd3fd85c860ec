import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { healthHandler, healthyReport } from './support/healthHandlers';
import { mockMatchMedia } from './support/matchMedia';
import { renderApp } from './support/renderApp';
import { apiUrl, server } from './support/server';
import { storeSession } from './support/tokens';

const chip = (text: string, container: HTMLElement = document.body) =>
  within(container).getAllByText(text)[0]?.closest('.MuiChip-root');

beforeEach(() => {
  mockMatchMedia({ width: 1920 });
  storeSession('User');
});

describe('the status check page', () => {
  it('shows the overall status, total duration and one row per entry, healthy in green', async () => {
    server.use(healthHandler());
    renderApp('/HealthCheck');
    const table = await screen.findByRole('table', { name: 'Health checks' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Description', 'Duration', 'Status']);
    const [, apiRow, databaseRow] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(apiRow).getByRole('rowheader')).toHaveTextContent('API');
    expect(within(databaseRow).getByRole('rowheader')).toHaveTextContent('Database');
    expect(within(databaseRow).getByText('Database is reachable.')).toBeInTheDocument();
    expect(within(databaseRow).getByText('00:00:00.0100000')).toBeInTheDocument();
    expect(chip('Healthy', databaseRow)).toHaveClass('MuiChip-colorSuccess');
    expect(screen.getByText('Total Duration')).toBeInTheDocument();
    expect(screen.getByText('00:00:00.0123456')).toBeInTheDocument();
  });

  it('draws the report of a 503 in red instead of an error text', async () => {
    const report = {
      ...healthyReport,
      status: 'Unhealthy' as const,
      entries: {
        ...healthyReport.entries,
        Database: {
          data: {},
          tags: [],
          duration: '00:00:02.0000000',
          status: 'Unhealthy' as const,
          description: 'Database is not reachable.',
        },
      },
    };
    server.use(healthHandler(report, 503));
    renderApp('/HealthCheck');
    expect(await screen.findByText('Database is not reachable.')).toBeInTheDocument();
    for (const element of screen.getAllByText('Unhealthy')) {
      expect(element.closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    }
    expect(chip('Healthy')).toHaveClass('MuiChip-colorSuccess');
    expect(screen.queryByText(/Service unavailable/)).not.toBeInTheDocument();
  });

  it('shows the catalogue message when the failure carries no report', async () => {
    server.use(http.get(apiUrl('HealthCheck'), () => new HttpResponse('oops', { status: 500 })));
    renderApp('/HealthCheck');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Internal server error: The server encountered an unexpected condition that prevented it from fulfilling the request.',
    );
  });

  it("says 'No data available' for an empty answer", async () => {
    server.use(http.get(apiUrl('HealthCheck'), () => new HttpResponse(null, { status: 204 })));
    renderApp('/HealthCheck');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('shows progress while loading and while a requested refresh runs', async () => {
    let calls = 0;
    let releaseRefresh: () => void = () => undefined;
    server.use(
      http.get(apiUrl('HealthCheck'), async () => {
        calls += 1;
        if (calls > 1) await new Promise<void>((resolve) => (releaseRefresh = resolve));
        return HttpResponse.json(healthyReport);
      }),
    );
    const { user } = renderApp('/HealthCheck');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls).toBe(2));
    // The refresh is held open until released below, so this state must appear and stay.
    const refresh = screen.getByRole('button', { name: /Refresh/ });
    await waitFor(() => expect(refresh).toBeDisabled());
    expect(within(refresh).getByRole('status')).toHaveTextContent('Loading...');
    // The report already shown stays on screen while the refresh runs.
    expect(screen.getByRole('table', { name: 'Health checks' })).toBeInTheDocument();

    releaseRefresh();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled());
  });
});

describe('records that break a booking rule', () => {
  const degraded = {
    ...healthyReport,
    status: 'Degraded' as const,
    entries: {
      ...healthyReport.entries,
      'Data rules': {
        data: { seatSoldOnce: 2 },
        tags: [],
        duration: '00:00:00.3000000',
        status: 'Degraded' as const,
        description:
          'Records written before the booking rules break them: seats sold more than once on a flight (2 tickets).',
      },
    },
  };
  const rules = (seatBreaches: { ids: number[]; about: string }[]) => ({
    checkedAt: '2026-11-25T12:00:00.000Z',
    rules: [
      {
        rule: 'seatSoldOnce',
        description: 'A seat on a flight is sold once.',
        rowCount: seatBreaches.reduce((sum, { ids }) => sum + ids.length, 0),
        breaches: seatBreaches.map((breach) => ({ resource: 'PlaneTickets', ...breach })),
        more: false,
      },
      {
        rule: 'pilotOncePerSlot',
        description: 'A pilot flies at most one flight per departure date and time.',
        rowCount: 0,
        breaches: [],
        more: false,
      },
    ],
  });

  it('shows the Degraded entry in red, and lists the records under the report, each a link to fix it', async () => {
    server.use(
      healthHandler(degraded),
      http.get(apiUrl('DataRules'), () => HttpResponse.json(rules([{ ids: [1, 16], about: 'Seat 15 on flight 1' }]))),
    );
    const { user } = renderApp('/HealthCheck');
    const table = await screen.findByRole('table', { name: 'Health checks' });
    const row = within(table).getByRole('row', { name: /Data rules/ });
    expect(row).toHaveTextContent('seats sold more than once on a flight (2 tickets).');
    expect(chip('Degraded', row)).toHaveClass('MuiChip-colorError');
    expect(within(row).getByRole('link', { name: 'List them' })).toHaveAttribute('href', '#data-rules');

    const section = await screen.findByRole('region', { name: 'Records that break the booking rules' });
    const seats = within(section).getByRole('table', { name: 'A seat on a flight is sold once.' });
    expect(within(seats).getByRole('row', { name: /Seat 15 on flight 1/ })).toBeInTheDocument();
    expect(within(seats).getByRole('link', { name: 'Ticket 16' })).toHaveAttribute('href', '/PlaneTickets/16');
    expect(within(section).getByText('Seats sold more than once on a flight (2 tickets)')).toBeInTheDocument();
    // A rule nothing breaks is not listed.
    expect(within(section).queryByText('A pilot flies at most one flight per departure date and time.')).toBeNull();

    // Once fixed, Refresh asks again for both.
    server.use(
      healthHandler(healthyReport),
      http.get(apiUrl('DataRules'), () => HttpResponse.json(rules([]))),
    );
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Records that break the booking rules' })).not.toBeInTheDocument(),
    );
  });

  it('asks for nothing more while the data rules hold', async () => {
    let asked = false;
    server.use(
      healthHandler(),
      http.get(apiUrl('DataRules'), () => {
        asked = true;
        return HttpResponse.json(rules([]));
      }),
    );
    renderApp('/HealthCheck');
    await screen.findByRole('table', { name: 'Health checks' });
    expect(screen.queryByRole('region', { name: 'Records that break the booking rules' })).not.toBeInTheDocument();
    expect(asked).toBe(false);
  });
});

describe('the status check page on a phone', () => {
  it('shows each check as a card with its status in view', async () => {
    mockMatchMedia({ width: 390 });
    server.use(healthHandler());
    renderApp('/HealthCheck');
    const list = await screen.findByRole('list', { name: 'Health checks' });
    const [apiCard, databaseCard] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(apiCard).toHaveTextContent('API');
    expect(within(databaseCard).getByText('Database is reachable.')).toBeInTheDocument();
    expect(chip('Healthy', databaseCard)).toHaveClass('MuiChip-colorSuccess');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
