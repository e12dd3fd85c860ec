import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { apiUrl, server } from '../support/server';
import { storeSession } from '../support/tokens';
import { airline, airlineRange, getHandler, held, logRequests, noContent, pageOf, problem, settle } from './support';

// Delete from a list (decision D-30): the confirmation dialog, the refetch after success, the failure under its own
// row, and the step back when the last row of a page goes.

const requests = logRequests();

beforeEach(() => {
  mockMatchMedia({ width: 1920 });
  storeSession('Admin');
});

/**
 * An airlines API over `rows` that really removes what is deleted, unless `answerDelete` answers the DELETE. The
 * dialog's check (GET /Airlines/{id}/references) answers `references(id)`: nothing refers to an airline by default.
 */
function airlinesApi(
  rows = airlineRange(1, 10),
  answerDelete?: () => Response | Promise<Response>,
  references: (id: number) => Record<string, number> = () => ({}),
) {
  const stored = [...rows];
  return [
    http.get(apiUrl('Airlines/:id/references'), ({ params }) =>
      HttpResponse.json({ references: references(Number(params.id)) }),
    ),
    getHandler('Airlines', (url) => {
      const page = Number(url.searchParams.get('page'));
      const pageSize = Number(url.searchParams.get('pageSize'));
      const slice = stored.slice((page - 1) * pageSize, page * pageSize);
      return slice.length === 0
        ? noContent()
        : pageOf(slice, { pageNumber: page, pageSize, totalCount: stored.length });
    }),
    http.delete(apiUrl('Airlines/:id'), async ({ params }) => {
      if (answerDelete) return answerDelete();
      stored.splice(
        stored.findIndex((row) => row.id === Number(params.id)),
        1,
      );
      return noContent();
    }),
  ];
}

const rowOf = (id: number) => screen.getByRole('rowheader', { name: String(id) }).closest('tr') as HTMLElement;

/** The list's loads, without the dialog's checks of what uses a record. */
const listLoads = () => requests.of('GET').filter((request) => !request.url.endsWith('/references'));

async function askToDelete(user: ReturnType<typeof renderApp>['user'], id: number) {
  await user.click(await screen.findByRole('button', { name: `Delete airline ${id}` }));
  // The title names the record by id and by name, so staff see what they are about to delete.
  const dialog = await screen.findByRole('dialog', { name: `Delete airline ${id} (Airline ${id})?` });
  // The question comes once the dialog knows nothing uses the record.
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled());
  return dialog;
}

/** Deletes through the dialog and waits for it to close (while it fades out, the page behind is hidden from queries). */
async function confirmDelete(user: ReturnType<typeof renderApp>['user'], id: number) {
  await user.click(within(await askToDelete(user, id)).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('deleting from a list', () => {
  it("puts focus on the row that took the deleted one's place, and on the new last row when the last one went", async () => {
    server.use(...airlinesApi(airlineRange(1, 3)));
    const { user } = renderApp('/Airlines');
    await screen.findByRole('rowheader', { name: '3' });

    await confirmDelete(user, 2);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: '2' })).not.toBeInTheDocument());
    await waitFor(() => expect(rowOf(3)).toHaveFocus());

    await confirmDelete(user, 3);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: '3' })).not.toBeInTheDocument());
    await waitFor(() => expect(rowOf(1)).toHaveFocus());
  });

  it('asks first; Cancel closes the question and sends nothing', async () => {
    server.use(...airlinesApi());
    const { user } = renderApp('/Airlines');

    const dialog = await askToDelete(user, 5);
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this item?');
    expect(within(dialog).getByText('Are you sure you want to delete this item?')).toBeInTheDocument();
    // The safe answer has the focus.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await settle();
    expect(requests.of('DELETE')).toEqual([]);
    expect(listLoads()).toHaveLength(1);
    expect(rowOf(5)).toBeInTheDocument();
  });

  it('deletes on confirmation, shows the spinner meanwhile, then the snackbar and the refetched list', async () => {
    const response = held();
    server.use(
      ...airlinesApi(airlineRange(1, 10), async () => {
        await response.wait();
        return noContent();
      }),
    );
    const { user, location } = renderApp('/Airlines');

    await confirmDelete(user, 5);

    await requests.expectSent('DELETE', 'Airlines/5');
    expect(within(rowOf(5)).queryByRole('button', { name: 'Delete airline 5' })).not.toBeInTheDocument();
    expect(within(rowOf(5)).getByRole('status')).toHaveTextContent('Loading...');
    // The record being deleted cannot be opened for editing meanwhile; the others can.
    expect(within(rowOf(5)).getByRole('button', { name: 'Edit airline 5' })).toBeDisabled();
    expect(within(rowOf(5)).queryByRole('link', { name: 'Edit airline 5' })).not.toBeInTheDocument();
    expect(within(rowOf(4)).getByRole('link', { name: 'Edit airline 4' })).toBeInTheDocument();

    response.release();
    expect(await screen.findByText('Data successfully deleted.')).toBeInTheDocument();
    await waitFor(() => expect(listLoads()).toHaveLength(2));
    expect(listLoads()[1].url).toBe('Airlines?page=1&pageSize=10');
    expect(location().pathname).toBe('/Airlines');
  });

  it('keeps the page on screen under the error when the reload after a delete fails', async () => {
    let reloads = 0;
    const api = airlinesApi();
    server.use(
      http.get(apiUrl('Airlines'), () => {
        reloads += 1;
        // The first load answers; the reload after the delete fails.
        return reloads === 1 ? undefined : HttpResponse.json({ status: 500 }, { status: 500 });
      }),
      ...api,
    );
    const { user } = renderApp('/Airlines');

    await confirmDelete(user, 5);

    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(
        expect.stringContaining('Internal server error'),
      ),
    );
    expect(screen.getByRole('table', { name: 'Airlines' })).toBeInTheDocument();
    expect(rowOf(4)).toBeInTheDocument();
  });

  it('removes the row once the server has deleted it', async () => {
    server.use(...airlinesApi());
    const { user } = renderApp('/Airlines');

    await confirmDelete(user, 5);

    await waitFor(() => expect(screen.queryByRole('rowheader', { name: '5' })).not.toBeInTheDocument());
    expect(screen.getByText('Page: 1 | Total Pages: 1 | Total Records: 9')).toBeInTheDocument();
    expect(screen.getByText('Data successfully deleted.')).toBeInTheDocument();
  });

  it('does not offer to delete a record in use: says what uses it, with the link, and offers only Close', async () => {
    server.use(
      ...airlinesApi(airlineRange(1, 10), undefined, (id): Record<string, number> =>
        id === 1 ? { Flights: 105 } : {},
      ),
    );
    const { user, location } = renderApp('/Airlines');

    await user.click(await screen.findByRole('button', { name: 'Delete airline 1' }));

    const dialog = await screen.findByRole('dialog', { name: 'Airline 1 cannot be deleted' });
    expect(dialog).toHaveAccessibleDescription(
      'Airline 1 is used by 105 flights and cannot be deleted. Delete those first, or change them to use another.',
    );
    expect(within(dialog).getByRole('link', { name: '105 flights' })).toHaveAttribute('href', '/Flights?airlineId=1');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(within(dialog).queryByText('Are you sure you want to delete this item?')).not.toBeInTheDocument();
    await requests.expectSent('GET', 'Airlines/1/references');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.of('DELETE')).toEqual([]);
    expect(rowOf(1)).toBeInTheDocument();
    expect(location().pathname).toBe('/Airlines');
  });

  it('follows the link to the flights that use the record, closing the dialog', async () => {
    server.use(
      ...airlinesApi(airlineRange(1, 10), undefined, () => ({ Flights: 2 })),
      getHandler('Flights/byFilter', () => noContent()),
      // The flights list names the airline it is filtered by.
      getHandler('Airlines/3', () => airline(3)),
    );
    const { user, location } = renderApp('/Airlines');
    await user.click(await screen.findByRole('button', { name: 'Delete airline 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Airline 3 cannot be deleted' });

    await user.click(within(dialog).getByRole('link', { name: '2 flights' }));

    await waitFor(() => expect(location().pathname).toBe('/Flights'));
    expect(location().search).toBe('?airlineId=3');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows a refusal after the check (a flight added meanwhile) above the list, 'Used by' first, not in the row", async () => {
    const detail = 'Airline cannot be deleted because it is being referenced by other entities.';
    server.use(
      ...airlinesApi(airlineRange(1, 10), () => problem(409, detail, undefined, { references: { Flights: 1 } })),
    );
    const { user } = renderApp('/Airlines');

    await confirmDelete(user, 5);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^Used by 1 flight\. Airline 5 was not deleted: it came into use after you asked\. Delete those first/,
    );
    expect(alert).not.toHaveTextContent(/Conflict|referenced|entities/);
    expect(within(alert).getByRole('link', { name: '1 flight' })).toHaveAttribute('href', '/Flights?airlineId=5');
    // Across the page, above the table: nothing is said inside the table.
    const table = screen.getByRole('table', { name: 'Airlines' });
    expect(table.contains(alert)).toBe(false);
    expect(alert.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(table).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(rowOf(5)).getByRole('button', { name: 'Delete airline 5' })).toBeEnabled();
    expect(screen.queryByText('Data successfully deleted.')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says above the list that a delete failed for another reason, with the catalogue sentence', async () => {
    server.use(...airlinesApi(airlineRange(1, 10), () => problem(500)));
    const { user } = renderApp('/Airlines');

    await confirmDelete(user, 7);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Airline 7 was not deleted. Internal server error: The server encountered an unexpected condition that prevented it from fulfilling the request.',
    );
    expect(within(screen.getByRole('table', { name: 'Airlines' })).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes back to page 1 when the only row of page 2 is deleted', async () => {
    server.use(...airlinesApi(airlineRange(1, 11)));
    const { user, location } = renderApp('/Airlines?page=2');
    expect(await screen.findByText('Page: 2 | Total Pages: 2 | Total Records: 11')).toBeInTheDocument();

    await confirmDelete(user, 11);

    expect(await screen.findByText('Page: 1 | Total Pages: 1 | Total Records: 10')).toBeInTheDocument();
    expect(location().search).toBe('');
    expect(requests.all.map((request) => `${request.method} ${request.url}`)).toContain(
      'GET Airlines?page=1&pageSize=10',
    );
    expect(screen.queryByText('No airlines available')).not.toBeInTheDocument();
  });
});
