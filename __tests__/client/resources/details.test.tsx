import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { apiUrl, server } from '../support/server';
import { storeSession } from '../support/tokens';
import {
  airline,
  airlineRange,
  destination,
  getHandler,
  held,
  logRequests,
  noContent,
  pageOf,
  passenger,
  problem,
  settle,
  referencesHandler,
} from './support';
import { auditLogHandler } from './auditFixtures';
import { emptyManifestHandler } from './flightFixtures';

// The details page: fields, actions per role (D-21), load errors, maps (D-22), delete (D-30).

const requests = logRequests();

beforeEach(() => {
  mockMatchMedia({ width: 1920 });
  // The records under the details (an airline's flights, a passenger's tickets, a flight's manifest): none, here.
  server.use(
    getHandler('Flights/byFilter', noContent),
    getHandler('PlaneTickets/byFilter', noContent),
    emptyManifestHandler(),
    // The record's History (D-76): no change recorded, here.
    auditLogHandler(),
  );
});

/**
 * The record's label/value pairs as people read them. Not the History's 'Created' and 'Last changed' under them: those
 * come with the History's own requests, a moment later or not, as the machine is loaded.
 */
function fieldsShown(): [string, string][] {
  const inHistory = (term: Element) =>
    term.closest('section')?.querySelector('h2')?.textContent?.startsWith('History') ?? false;
  const terms = Array.from(document.querySelectorAll('dl dt')).filter((term) => !inHistory(term));
  return terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('the details page', () => {
  it('shows the fields, and Edit, Delete and Back to List to an Admin', async () => {
    storeSession('Admin');
    server.use(getHandler('Airlines/5', () => airline(5, 'Air Serbia')));
    renderApp('/Airlines/5');

    expect(await screen.findByRole('heading', { level: 1, name: 'Airline Details' })).toBeInTheDocument();
    await screen.findByText('Air Serbia');
    expect(fieldsShown()).toEqual([
      ['Id', '5'],
      ['Name', 'Air Serbia'],
    ]);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/Airlines/Edit/5');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to List' })).toHaveAttribute('href', '/Airlines');
    // With the record's History, which an Admin reads (D-76).
    await waitFor(() =>
      expect(requests.all.map((request) => request.url)).toEqual([
        'Airlines/5',
        'AuditLog?entity=Airlines&recordId=5&page=1&pageSize=10',
        'AuditLog?entity=Airlines&recordId=5&sort=at&page=1&pageSize=1',
      ]),
    );
    expect(await screen.findByText('before the audit trail began')).toBeInTheDocument();
    expect(fieldsShown()).toEqual([
      ['Id', '5'],
      ['Name', 'Air Serbia'],
    ]);
  });

  it('Edit only navigates to the form: no write is sent (D-21)', async () => {
    storeSession('Admin');
    server.use(getHandler('Airlines/5', () => airline(5, 'Air Serbia')));
    const { user, location } = renderApp('/Airlines/5');

    await user.click(await screen.findByRole('link', { name: 'Edit' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Airline' })).toBeInTheDocument();
    expect(location().pathname).toBe('/Airlines/Edit/5');
    expect(requests.all.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('gives a User Back to List but no Edit or Delete', async () => {
    storeSession('User');
    server.use(getHandler('Airlines/5', () => airline(5, 'Air Serbia')));
    renderApp('/Airlines/5');

    await screen.findByText('Air Serbia');
    expect(screen.getByRole('link', { name: 'Back to List' })).toHaveAttribute('href', '/Airlines');
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('says which id does not exist on a 404', async () => {
    storeSession('Admin');
    server.use(getHandler('Airlines/42', () => problem(404)));
    renderApp('/Airlines/42');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not found: The requested data with id 42 does not exist.',
    );
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to List' })).toBeInTheDocument();
  });

  it('answers an id no record can have without asking the server', async () => {
    storeSession('Admin');
    renderApp('/Airlines/abc');
    expect(await screen.findByText('Not found: The requested data with id abc does not exist.')).toBeInTheDocument();
    await settle();
    expect(requests.all).toEqual([]);
  });
});

describe('loading and other resources', () => {
  it('shows Loading... until the record arrives', async () => {
    storeSession('User');
    const response = held();
    server.use(
      getHandler('Airlines/5', async () => {
        await response.wait();
        return airline(5, 'Air Serbia');
      }),
    );
    renderApp('/Airlines/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Airline Details' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    response.release();
    expect(await screen.findByText('Air Serbia')).toBeInTheDocument();
    // The airline's flights under it load next, with their own Loading...; then nothing is loading.
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it("links a passenger's address to Google Maps and embeds a map of it", async () => {
    storeSession('User');
    server.use(getHandler('Passengers/5', () => passenger(5)));
    renderApp('/Passengers/5');
    const address = await screen.findByRole('link', { name: /^014 Main Street, Belgrade, Serbia/ });
    expect(address).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=014%20Main%20Street%2C%20Belgrade%2C%20Serbia',
    );
    expect(screen.getByTitle('Map of 014 Main Street, Belgrade, Serbia').tagName).toBe('IFRAME');
    expect(fieldsShown().map(([label]) => label)).toEqual([
      'Id',
      'First Name',
      'Last Name',
      'UPRN',
      'Passport',
      'Address',
      'Phone',
    ]);
  });

  it('shows an API user with the hash masked, and Edit and Delete to a SuperAdmin (D-32, D-33)', async () => {
    storeSession('SuperAdmin');
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';
    server.use(getHandler('ApiUsers/2', () => ({ apiUserId: 2, userName: 'aa', password: hash, roles: 'SuperAdmin' })));
    const { user } = renderApp('/ApiUsers/2');

    expect(await screen.findByRole('heading', { level: 1, name: 'Api User Details' })).toBeInTheDocument();
    await screen.findByText('aa');
    expect(fieldsShown().map(([label]) => label)).toEqual(['Id', 'Username', 'Password', 'Roles']);
    expect(fieldsShown()[3]).toEqual(['Roles', 'Super Admin']);
    expect(screen.queryByText(hash)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show password of aa' }));
    expect(screen.getByText(hash)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/ApiUsers/Edit/2');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});

describe('maps on the destination details', () => {
  it('links city and airport to their own Google Maps search and embeds a map titled by the place', async () => {
    storeSession('User');
    server.use(getHandler('Destinations/3', () => destination(3, 'Novi Sad', 'Nikola Tesla & Co #1')));
    renderApp('/Destinations/3');

    const city = await screen.findByRole('link', { name: /^Novi Sad/ });
    const airport = screen.getByRole('link', { name: /^Nikola Tesla & Co #1/ });
    expect(city).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=Novi%20Sad');
    expect(airport).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Nikola%20Tesla%20%26%20Co%20%231',
    );
    for (const link of [city, airport]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAccessibleName(expect.stringContaining('opens in a new tab'));
    }
    const map = screen.getByTitle('Map of Novi Sad Nikola Tesla & Co #1');
    expect(map.tagName).toBe('IFRAME');
    expect(map.getAttribute('src')).toContain(encodeURIComponent('Novi Sad Nikola Tesla & Co #1'));
  });
});

describe('deleting from the details page', () => {
  it('asks, deletes, then shows the list with the snackbar', async () => {
    storeSession('Admin');
    let deleted = false;
    server.use(
      getHandler('Airlines/5', () => airline(5, 'Air Serbia')),
      getHandler('Airlines', () => pageOf(airlineRange(1, 4))),
      referencesHandler('Airlines'),
      http.delete(apiUrl('Airlines/5'), () => {
        deleted = true;
        return noContent();
      }),
    );
    const { user, location } = renderApp('/Airlines/5');

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete airline 5 (Air Serbia)?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this item?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Airlines' })).toBeInTheDocument();
    expect(location().pathname).toBe('/Airlines');
    expect(deleted).toBe(true);
    expect(await screen.findByText('Data successfully deleted.')).toBeInTheDocument();
  });

  it('stays on the record and says above it what uses the record when the delete is refused after the check', async () => {
    storeSession('Admin');
    const detail = 'Airline cannot be deleted because it is being referenced by other entities.';
    server.use(
      getHandler('Airlines/1', () => airline(1, 'Delta Air Lines')),
      referencesHandler('Airlines'),
      http.delete(apiUrl('Airlines/1'), () => problem(409, detail, undefined, { references: { Flights: 1 } })),
    );
    const { user, location } = renderApp('/Airlines/1');

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const alert = await screen.findByRole('alert');
    // What to move or delete first comes first, one click away; then what happened, without jargon.
    expect(alert).toHaveTextContent(
      /^Used by 1 flight\. Airline 1 was not deleted: it came into use after you asked\./,
    );
    expect(alert).not.toHaveTextContent(/Conflict|entities/);
    expect(within(alert).getByRole('link', { name: '1 flight' })).toHaveAttribute('href', '/Flights?airlineId=1');
    expect(location().pathname).toBe('/Airlines/1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(screen.queryByText('Data successfully deleted.')).not.toBeInTheDocument();
  });
});
