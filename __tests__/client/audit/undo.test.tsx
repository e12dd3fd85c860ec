import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { apiUrl, server } from '../support/server';
import { storeSession } from '../support/tokens';
import { auditLogHandler } from '../resources/auditFixtures';
import {
  getHandler,
  logRequests,
  noContent,
  pageOf,
  pilot,
  problem,
  referencesHandler,
  settle,
} from '../resources/support';

// Undo after a delete (D-76): the success message offers it for ten seconds; it restores the record, which is back
// in the list; a refusal says the server's sentence.

const requests = logRequests();

beforeEach(() => {
  mockMatchMedia({ width: 1920 });
  storeSession('Admin');
});

afterEach(() => jest.useRealTimers());

/** A pilots API over pilots 1 to 3 that really deletes and restores, unless `answerRestore` answers the restore. */
function pilotsApi(answerRestore?: () => Response) {
  const all = [pilot(1), pilot(2), pilot(3)];
  let stored = [...all];
  return [
    getHandler('Pilots', () => pageOf(stored)),
    getHandler('Pilots/2', () => pilot(2)),
    referencesHandler('Pilots'),
    getHandler('Flights/byFilter', noContent),
    auditLogHandler([]),
    http.delete(apiUrl('Pilots/:id'), ({ params }) => {
      stored = stored.filter((row) => row.id !== Number(params.id));
      return noContent();
    }),
    http.post(apiUrl('Pilots/:id/restore'), ({ params }) => {
      if (answerRestore) return answerRestore();
      const id = Number(params.id);
      stored = all.filter((row) => row.id === id || stored.includes(row));
      return HttpResponse.json(pilot(id), { status: 201, headers: { Location: `/api/v1/Pilots/${id}` } });
    }),
  ];
}

type User = ReturnType<typeof renderApp>['user'];

async function deletePilot(user: User, from: 'list' | 'details') {
  if (from === 'list') await user.click(await screen.findByRole('button', { name: 'Delete pilot 2' }));
  else await user.click(await screen.findByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete pilot 2 (Ognjen Andjelic)?' });
  // The question comes once the dialog knows nothing uses the pilot.
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled());
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

const undoButton = () => screen.findByRole('button', { name: 'Undo the delete of pilot 2' });
const row = (id: number) => screen.queryByRole('rowheader', { name: String(id) });

describe('Undo after a delete', () => {
  it('restores the record within the ten seconds, and the list shows it again', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    server.use(...pilotsApi());
    const { user } = renderApp('/Pilots', { advanceTimers: jest.advanceTimersByTime });
    await deletePilot(user, 'list');
    await waitFor(() => expect(row(2)).not.toBeInTheDocument());
    expect(await screen.findByText('Data successfully deleted.')).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(9_000));
    await user.click(await undoButton());

    expect(await screen.findByText('Data successfully restored.')).toBeInTheDocument();
    await waitFor(() => expect(row(2)).toBeInTheDocument());
    expect(requests.of('POST').map((request) => request.url)).toEqual(['Pilots/2/restore']);
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
  });

  it('is gone after the ten seconds, with its message, and nothing is restored', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    server.use(...pilotsApi());
    const { user } = renderApp('/Pilots', { advanceTimers: jest.advanceTimersByTime });
    await deletePilot(user, 'list');
    // Announced with the message: what it offers, and the key that does it from anywhere on the page.
    expect(await screen.findByRole('alert')).toHaveTextContent('Data successfully deleted. Undo with Control+Z.');
    expect(await undoButton()).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(10_500));

    await waitFor(() => expect(screen.queryByText('Data successfully deleted.')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(requests.of('POST')).toEqual([]);
  });

  it('works with Control+Z from the keyboard, after a delete on the details page took the user to the list', async () => {
    server.use(...pilotsApi());
    const { user, location } = renderApp('/Pilots/2');
    await deletePilot(user, 'details');
    await waitFor(() => expect(location().pathname).toBe('/Pilots'));
    await screen.findByRole('rowheader', { name: '3' });
    expect(row(2)).not.toBeInTheDocument();
    await undoButton();

    await user.keyboard('{Control>}z{/Control}');

    expect(await screen.findByText('Data successfully restored.')).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: '2' })).toBeInTheDocument();
    expect(requests.of('POST').map((request) => request.url)).toEqual(['Pilots/2/restore']);
  });

  it("says the server's sentence when the restore is refused", async () => {
    const sentence = 'Pilot 2 cannot be restored because its id is in use again.';
    server.use(...pilotsApi(() => problem(409, sentence)));
    const { user } = renderApp('/Pilots');
    await deletePilot(user, 'list');

    await user.click(await undoButton());

    expect(await screen.findByText(sentence)).toBeInTheDocument();
    await settle();
    expect(row(2)).not.toBeInTheDocument();
  });
});
