import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { apiUrl, server } from '../support/server';
import { storeSession } from '../support/tokens';
import { airlineRange, getHandler, held, logRequests, noContent, pageOf, problem, settle } from './support';

// Delete from a list (decision D-30): the confirmation dialog, the refetch after success, the failure under its own
// row, and the step back when the last row of a page goes.

const requests = logRequests();

beforeEach(() => {
  mockMatchMedia({ width: 1920 });
  storeSession('Admin');
});

/** An airlines API over `rows` that really removes what is deleted, unless `answerDelete` answers the DELETE. */
function airlinesApi(rows = airlineRange(1, 10), answerDelete?: () => Response | Promise<Response>) {
  const stored = [...rows];
  return [
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

async function askToDelete(user: ReturnType<typeof renderApp>['user'], id: number) {
  await user.click(await screen.findByRole('button', { name: `Delete airline ${id}` }));
  // The title names the record by id and by name, so staff see what they are about to delete.
  return screen.findByRole('dialog', { name: `Delete airline ${id} (Airline ${id})?` });
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
    expect(requests.of('GET')).toHaveLength(1);
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
    await waitFor(() => expect(requests.of('GET')).toHaveLength(2));
    expect(requests.of('GET')[1].url).toBe('Airlines?page=1&pageSize=10');
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

  it("shows a 409 under that row only: the conflict sentence with the id, then the server's detail", async () => {
    const detail = 'Airline cannot be deleted because it is being referenced by other entities.';
    server.use(...airlinesApi(airlineRange(1, 10), () => problem(409, detail)));
    const { user } = renderApp('/Airlines');

    await confirmDelete(user, 5);

    const message = await within(rowOf(5)).findByRole('alert');
    expect(message).toHaveTextContent(
      `Conflict: The requested operation cannot be completed due to conflicts with existing data (ID: 5). ${detail}`,
    );
    expect(within(screen.getByRole('table', { name: 'Airlines' })).getAllByRole('alert')).toEqual([message]);
    expect(within(rowOf(5)).getByRole('button', { name: 'Delete airline 5' })).toBeEnabled();
    expect(screen.queryByText('Data successfully deleted.')).not.toBeInTheDocument();
  });

  it('says what uses the record under its row, with a link to the list of those records', async () => {
    const detail = 'Airline cannot be deleted because it is being referenced by other entities.';
    server.use(
      ...airlinesApi(airlineRange(1, 10), () => problem(409, detail, undefined, { references: { Flights: 12 } })),
    );
    const { user } = renderApp('/Airlines');

    await confirmDelete(user, 5);

    const message = await within(rowOf(5)).findByRole('alert');
    expect(message).toHaveTextContent(`${detail} Used by 12 flights.`);
    expect(within(message).getByRole('link', { name: '12 flights' })).toHaveAttribute('href', '/Flights?airlineId=5');
  });

  it("keeps each row's failure under that row", async () => {
    let refusals = 0;
    server.use(
      ...airlinesApi(airlineRange(1, 10), () => {
        refusals += 1;
        return problem(refusals === 1 ? 409 : 500);
      }),
    );
    const { user } = renderApp('/Airlines');

    await confirmDelete(user, 5);
    await within(rowOf(5)).findByRole('alert');
    await confirmDelete(user, 7);

    expect(await within(rowOf(7)).findByRole('alert')).toHaveTextContent(
      'Internal server error: The server encountered an unexpected condition that prevented it from fulfilling the request.',
    );
    expect(within(rowOf(5)).getByRole('alert')).toHaveTextContent('(ID: 5).');
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
