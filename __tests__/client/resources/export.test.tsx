import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { csvRecordCounter, fileNameOf } from '../../../src/components/export/exportFile';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { apiUrl, server } from '../support/server';
import { storeSession } from '../support/tokens';
import { getHandler, held, noContent, pageOf, passenger } from './support';

// The list's Export buttons: what the list shows, every matching row, with the rows so far, Cancel and the outcome.

const CSV_HEADER = '\uFEFFId,First Name,Last Name,UPRN,Passport,Address,Phone\r\n';
const csvRow = (id: number) => `${id},First${id},Last${id},1234567890123,P${id},"1 Main St, Town",555\r\n`;

let saved: Blob[] = [];
beforeEach(() => {
  mockMatchMedia({ width: 1920 });
  saved = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:export';
  });
  URL.revokeObjectURL = jest.fn();
  // jsdom does not navigate: the download link's click is only recorded.
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  server.use(getHandler('Passengers', () => pageOf([passenger(1), passenger(2)], { totalCount: 2 })));
  // An export that has not begun asks where it waits; unless a test says otherwise, it waits nowhere.
  server.use(http.get(apiUrl('Exports/queue/:ticket'), () => HttpResponse.json({ status: 404 }, { status: 404 })));
});

afterEach(() => jest.restoreAllMocks());

/** An export answered in two parts, the second held until `gate` opens; the request's address and abort are kept. */
function streamedExport(gate: ReturnType<typeof held>) {
  const seen: { url?: URL; aborted: boolean } = { aborted: false };
  server.use(
    http.get(apiUrl('Passengers/export/csv'), ({ request }) => {
      seen.url = new URL(request.url);
      request.signal.addEventListener('abort', () => {
        seen.aborted = true;
      });
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode(CSV_HEADER + csvRow(1) + csvRow(2)));
          await gate.wait();
          controller.enqueue(encoder.encode(csvRow(3)));
          controller.close();
        },
      });
      return new HttpResponse(body, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="Passengers_20261125_120000.csv"',
          'x-export-rows': '3',
        },
      });
    }),
  );
  return seen;
}

it('exports what the list shows, every matching row, telling the rows so far and then the file saved', async () => {
  storeSession('Admin');
  const gate = held();
  const seen = streamedExport(gate);
  const { user } = renderApp('/Passengers?q=john&sort=-lastName&page=2');
  await user.click(await screen.findByRole('button', { name: 'Export passengers as CSV' }));
  expect(await screen.findByText('Exporting 2 of 3 rows…')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export passengers as PDF' })).toBeDisabled();
  expect(Object.fromEntries(seen.url?.searchParams ?? [])).toEqual({ q: 'john', sort: '-lastName', getAll: 'true' });
  gate.release();
  expect(await screen.findByText('Saved Passengers_20261125_120000.csv (3 rows).')).toBeInTheDocument();
  // Byte for byte, with the byte-order mark that reading it as text would drop.
  const bytes = new Uint8Array((await saved[0]?.arrayBuffer()) ?? new ArrayBuffer(0));
  expect(bytes).toEqual(new TextEncoder().encode(CSV_HEADER + csvRow(1) + csvRow(2) + csvRow(3)));
  expect(screen.getByRole('button', { name: 'Export passengers as PDF' })).toBeEnabled();
});

it('cancels an export: the request is stopped and nothing is saved', async () => {
  storeSession('Admin');
  const gate = held();
  const seen = streamedExport(gate);
  const { user } = renderApp('/Passengers');
  await user.click(await screen.findByRole('button', { name: 'Export passengers as CSV' }));
  await screen.findByText('Exporting 2 of 3 rows…');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText('Export cancelled.')).toBeInTheDocument();
  await waitFor(() => expect(seen.aborted).toBe(true));
  gate.release();
  expect(saved).toHaveLength(0);
  expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
});

it('says when nothing matches, and what failed', async () => {
  storeSession('Admin');
  server.use(http.get(apiUrl('Passengers/export/pdf'), () => noContent()));
  server.use(http.get(apiUrl('Passengers/export/excel'), () => new HttpResponse(null, { status: 500 })));
  const { user } = renderApp('/Passengers?lastName=Nobody');
  await user.click(await screen.findByRole('button', { name: 'Export passengers as PDF' }));
  expect(await screen.findByText('Nothing to export: no passengers match.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Export passengers as Excel' }));
  // The export says so beside its buttons (the app may also say it in its own notice).
  await waitFor(() =>
    expect(screen.getAllByText(/server error/).some((element) => element.getAttribute('aria-live') === 'polite')).toBe(
      true,
    ),
  );
  expect(saved).toHaveLength(0);
});

it('says so when the connection breaks while the file comes, and the buttons work again', async () => {
  storeSession('Admin');
  server.use(
    http.get(apiUrl('Passengers/export/csv'), () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(CSV_HEADER));
          controller.error(new Error('connection reset'));
        },
      });
      return new HttpResponse(body, { headers: { 'content-type': 'text/csv; charset=utf-8' } });
    }),
  );
  const { user } = renderApp('/Passengers');
  await user.click(await screen.findByRole('button', { name: 'Export passengers as CSV' }));
  await waitFor(() =>
    expect(screen.getAllByText(/server error/).some((element) => element.getAttribute('aria-live') === 'polite')).toBe(
      true,
    ),
  );
  expect(screen.getByRole('button', { name: 'Export passengers as CSV' })).toBeEnabled();
  expect(saved).toHaveLength(0);
});

it('says the export’s place in line while the server makes it wait its turn, then its progress', async () => {
  storeSession('Admin');
  const turn = held();
  const places = [2, 1];
  const asked: string[] = [];
  let sentTicket: string | null = null;
  server.use(
    http.get(apiUrl('Passengers/export/csv'), async ({ request }) => {
      sentTicket = request.headers.get('x-export-ticket');
      await turn.wait();
      return new HttpResponse(CSV_HEADER + csvRow(1), {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'x-export-rows': '1' },
      });
    }),
    http.get(apiUrl('Exports/queue/:ticket'), ({ params, request }) => {
      asked.push(`${String(params.ticket)} ${request.headers.get('authorization') ?? ''}`);
      const position = places.length > 1 ? places.shift() : places[0];
      return HttpResponse.json({ ticket: params.ticket, state: 'waiting', position, waiting: 2 });
    }),
  );
  const { user } = renderApp('/Passengers');
  await user.click(await screen.findByRole('button', { name: 'Export passengers as CSV' }));
  const waiting = await screen.findByText('Waiting: 2nd in line for the CSV file…');
  // Announced as it changes, in the export's own live region.
  expect(waiting).toHaveAttribute('aria-live', 'polite');
  expect(await screen.findByText('Waiting: next in line for the CSV file…', {}, { timeout: 3000 })).toBeInTheDocument();
  expect(sentTicket).toMatch(/^[0-9a-f]{32}$/);
  // Asked about by the ticket the export was sent with, as the signed-in user.
  expect(asked[0]).toMatch(new RegExp(`^${String(sentTicket)} Bearer \\S+$`));
  turn.release();
  expect(await screen.findByText('Saved Passengers_export.csv (1 rows).')).toBeInTheDocument();
  // Once the file has begun, the place in line is asked no more.
  const questions = asked.length;
  await new Promise((resolve) => setTimeout(resolve, 1200));
  expect(asked).toHaveLength(questions);
});

it('offers no export to the User role, whom the API refuses it', async () => {
  storeSession('User');
  renderApp('/Passengers');
  await screen.findByRole('table');
  expect(screen.queryByRole('group', { name: 'Export passengers' })).not.toBeInTheDocument();
});

describe('reading a CSV as it comes', () => {
  it('counts records, not the line breaks inside quoted fields, across chunks', () => {
    const count = csvRecordCounter();
    expect(count('Id,Address\r\n1,"2 Long')).toBe(0);
    expect(count(' Road\r\nFlat 3"\r\n2,x\r')).toBe(1);
    expect(count('\n')).toBe(2);
  });

  it('takes the file name the server gives, or the fallback', () => {
    expect(fileNameOf('attachment; filename="Flights_20261125_120000.pdf"', 'Flights.pdf')).toBe(
      'Flights_20261125_120000.pdf',
    );
    expect(fileNameOf(null, 'Flights.pdf')).toBe('Flights.pdf');
  });
});
