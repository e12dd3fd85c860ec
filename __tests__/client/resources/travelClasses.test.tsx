import { screen, within } from '@testing-library/react';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { server } from '../support/server';
import { storeSession } from '../support/tokens';
import { getHandler, logRequests, noContent, pageOf, problem } from './support';

// Travel classes (decision D-16): a read-only table, always page 1 of 10, without search fields, pager or actions;
// sorted from its headers and searched by the quick search, as every list.

const requests = logRequests();

beforeEach(() => mockMatchMedia({ width: 1920 }));

const classes = [
  { id: 1, type: 'First' },
  { id: 2, type: 'Business' },
  { id: 3, type: 'Economy' },
];

describe('the travel classes page', () => {
  it('asks for page 1 of 10 whatever the URL or the stored rows per page, and shows Id, Type and the tickets of each', async () => {
    storeSession('SuperAdmin');
    localStorage.setItem('rowsPerPage', '20');
    server.use(getHandler('TravelClasses', () => pageOf(classes)));
    renderApp('/travelClasses?page=3');

    const table = await screen.findByRole('table', { name: 'Travel Classes' });
    expect(screen.getByRole('heading', { level: 1, name: 'Travel Classes' })).toBeInTheDocument();
    expect(requests.all.map((request) => request.url)).toEqual(['TravelClasses?page=1&pageSize=10']);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Id', 'Type', 'Tickets']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['1FirstPlane tickets', '2BusinessPlane tickets', '3EconomyPlane tickets']);

    // The quick search, as on every list, but no search fields.
    expect(screen.getAllByRole('search').map((form) => form.getAttribute('aria-label'))).toEqual(['Quick search']);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Total Records/)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Items per page:' })).not.toBeInTheDocument();
    // A class has no details page: its tickets are the tickets list filtered by it.
    expect(within(table).getByRole('link', { name: 'Plane tickets in Business' })).toHaveAttribute(
      'href',
      '/PlaneTickets?travelClassId=2',
    );
    // The headers sort; the rows have nothing to open.
    expect(
      within(table)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Id', 'Type']);
    expect(within(table).getAllByRole('row')[1]).not.toHaveAttribute('tabindex');
    expect(screen.queryByRole('link', { name: /^Create/ })).not.toBeInTheDocument();
  });

  it("says 'No travel classes available' when the API answers 204", async () => {
    storeSession('User');
    server.use(getHandler('TravelClasses', noContent));
    renderApp('/TravelClasses');
    expect(await screen.findByText('No travel classes available')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failed load with the type in bold', async () => {
    storeSession('User');
    server.use(getHandler('TravelClasses', () => problem(500)));
    renderApp('/TravelClasses');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error').tagName).toBe('STRONG');
    expect(alert).toHaveTextContent(
      'Error: Internal server error: The server encountered an unexpected condition that prevented it from fulfilling the request.',
    );
  });

  it('has no details, create or edit screens', async () => {
    storeSession('SuperAdmin');
    renderApp('/TravelClasses/Create');
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
  });
});
