import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { apiUrl, server } from '../support/server';
import { storeSession } from '../support/tokens';
import {
  airline,
  destination,
  getHandler,
  held,
  logRequests,
  noContent,
  pageOf,
  passenger,
  pilot,
  problem,
} from './support';

// The edit form (decisions D-26, D-28): it waits for its record, prefills it (0 stays 0), sends Id with the
// capitalised fields, reads 'Submitting...' while pending and opens the record with a snackbar; API users (D-42,
// D-32) send ApiUserId too, keep the stored hash masked and pick the role from a select.

const requests = logRequests();

beforeEach(() => mockMatchMedia({ width: 1920 }));

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

describe('editing a pilot', () => {
  it("shows Loading... until the record arrives, then the prefilled form with 0 flying hours as '0'", async () => {
    storeSession('Admin');
    const record = held();
    server.use(
      getHandler('Pilots/3', async () => {
        await record.wait();
        return pilot(3, 0);
      }),
    );
    renderApp('/Pilots/Edit/3');

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Pilot' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();

    record.release();
    const hours = await screen.findByRole('spinbutton', { name: 'Flying Hours' });
    expect((hours as HTMLInputElement).value).toBe('0');
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ognjen');
    expect(screen.getByRole('textbox', { name: 'UPRN' })).toHaveValue('0123456789112');
    // An edit form shows the record, not examples (D-26).
    expect(screen.getByRole('textbox', { name: 'First Name' })).not.toHaveAttribute('placeholder');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("puts Id and every field in the PUT, reads 'Submitting...' while pending, then opens the record", async () => {
    storeSession('Admin');
    const response = held();
    server.use(
      getHandler('Pilots/3', () => pilot(3, 0)),
      http.put(apiUrl('Pilots/3'), async () => {
        await response.wait();
        return noContent();
      }),
    );
    const { user, location } = renderApp('/Pilots/Edit/3');
    const lastName = await screen.findByRole('textbox', { name: 'Last Name' });
    await user.clear(lastName);
    await user.type(lastName, 'Petrovic');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const pending = await screen.findByRole('button', { name: 'Submitting...' });
    expect(pending).toBeDisabled();
    const put = await requests.expectSent('PUT', 'Pilots/3');
    await waitFor(() =>
      expect(put.body).toEqual({
        Id: 3,
        FirstName: 'Ognjen',
        LastName: 'Petrovic',
        UPRN: '0123456789112',
        FlyingHours: 0,
      }),
    );

    response.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pilot Details' })).toBeInTheDocument();
    expect(location().pathname).toBe('/Pilots/3');
    expect(await screen.findByText('Data successfully updated.')).toBeInTheDocument();
  });

  it('shows a failed load as an alert with the type in bold and no form', async () => {
    storeSession('Admin');
    server.use(getHandler('Pilots/42', () => problem(404)));
    renderApp('/Pilots/Edit/42');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error').tagName).toBe('STRONG');
    expect(alert).toHaveTextContent('Error: Not found: The requested data with id 42 does not exist.');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it("shows a refused update with the server's reason and stays on the form", async () => {
    storeSession('Admin');
    const detail = 'Another pilot has this UPRN.';
    server.use(
      getHandler('Pilots/3', () => pilot(3)),
      http.put(apiUrl('Pilots/3'), () => problem(409, detail)),
    );
    const { user, location } = renderApp('/Pilots/Edit/3');
    await screen.findByRole('textbox', { name: 'First Name' });

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Conflict: The requested operation cannot be completed due to conflicts with existing data (ID: 3).',
    );
    expect(within(alert).getByText(detail)).toBeInTheDocument();
    expect(location().pathname).toBe('/Pilots/Edit/3');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });
});

describe('edit bodies of the other resources', () => {
  it.each([
    ['Airlines', 5, airline(5, 'Air Serbia'), { Id: 5, Name: 'Air Serbia' }],
    ['Destinations', 2, destination(2), { Id: 2, City: 'Belgrade', Airport: 'Belgrade Nikola Tesla' }],
    [
      'Passengers',
      7,
      passenger(7),
      {
        Id: 7,
        FirstName: 'Ognjen',
        LastName: 'Andjelic',
        UPRN: '0123456789112',
        Passport: '012345678',
        Address: '014 Main Street, Belgrade, Serbia',
        Phone: '012-456-7890',
      },
    ],
  ])('saves %s %i unchanged with Id and capitalised keys', async (path, id, record, body) => {
    storeSession('SuperAdmin');
    server.use(
      getHandler(`${path}/${id}`, () => record),
      http.put(apiUrl(`${path}/${id}`), () => noContent()),
    );
    const { user, location } = renderApp(`/${path}/Edit/${id}`);
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));

    const put = await requests.expectSent('PUT', `${path}/${id}`);
    await waitFor(() => expect(put.body).toEqual(body));
    await waitFor(() => expect(location().pathname).toBe(`/${path}/${id}`));
  });
});

describe('editing an API user', () => {
  const stored = { apiUserId: 2, userName: 'aa', password: HASH, roles: 'Admin' };

  it('prefills the stored hash masked with a reveal toggle, and the role in a select', async () => {
    storeSession('SuperAdmin');
    server.use(getHandler('ApiUsers/2', () => stored));
    const { user } = renderApp('/ApiUsers/Edit/2');

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Api User' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Username' })).toHaveValue('aa');
    const password = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveValue(HASH);

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');

    const roles = screen.getByRole('combobox', { name: 'Roles' });
    expect(roles).toHaveValue('Admin');
    const options = within(roles)
      .getAllByRole('option')
      .map((option) => [(option as HTMLOptionElement).value, option.textContent]);
    expect(options).toEqual([
      ['User', 'User'],
      ['Admin', 'Admin'],
      ['SuperAdmin', 'Super Admin'],
    ]);
  });

  it('sends Id and ApiUserId as numbers with the unchanged hash and the chosen role', async () => {
    storeSession('SuperAdmin');
    server.use(
      getHandler('ApiUsers/2', () => stored),
      http.put(apiUrl('ApiUsers/2'), () => new HttpResponse(null, { status: 204 })),
    );
    const { user, location } = renderApp('/ApiUsers/Edit/2');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Roles' }), 'Super Admin');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const put = await requests.expectSent('PUT', 'ApiUsers/2');
    await waitFor(() =>
      expect(put.body).toEqual({ Id: 2, ApiUserId: 2, UserName: 'aa', Password: HASH, Roles: 'SuperAdmin' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Api User Details' })).toBeInTheDocument();
    expect(location().pathname).toBe('/ApiUsers/2');
    expect(await screen.findByText('Data successfully updated.')).toBeInTheDocument();
  });
});

describe('lists seen before a save (the tag recipe)', () => {
  it('show the new value after an update', async () => {
    storeSession('Admin');
    let name = 'Air Serbia';
    server.use(
      getHandler('Airlines', () => pageOf([airline(5, name)])),
      getHandler('Airlines/5', () => airline(5, name)),
      http.put(apiUrl('Airlines/5'), async ({ request }) => {
        name = ((await request.json()) as { Name: string }).Name;
        return noContent();
      }),
    );
    const { user, navigate } = renderApp('/Airlines');
    await screen.findByRole('cell', { name: 'Air Serbia' });
    await act(() => navigate('/Airlines/Edit/5'));
    const input = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(input);
    await user.type(input, 'Air Montenegro');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Airline Details' })).toBeInTheDocument();
    expect(await screen.findByText('Air Montenegro')).toBeInTheDocument();
    await act(() => navigate('/Airlines'));
    expect(await screen.findByRole('cell', { name: 'Air Montenegro' })).toBeInTheDocument();
  });

  it('show the new record after a create', async () => {
    storeSession('Admin');
    const rows = [airline(1, 'Delta Air Lines')];
    server.use(
      getHandler('Airlines', () => pageOf(rows)),
      getHandler('Airlines/2', () => airline(2, 'Air Serbia')),
      http.post(apiUrl('Airlines'), () => {
        rows.push(airline(2, 'Air Serbia'));
        return HttpResponse.json(airline(2, 'Air Serbia'), { status: 201 });
      }),
    );
    const { user, navigate } = renderApp('/Airlines');
    await screen.findByRole('cell', { name: 'Delta Air Lines' });
    await user.click(screen.getByRole('link', { name: 'Create Airline' }));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Air Serbia');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByRole('heading', { level: 1, name: 'Airline Details' });

    await act(() => navigate('/Airlines'));

    expect(await screen.findByRole('cell', { name: 'Air Serbia' })).toBeInTheDocument();
  });
});
