import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { apiUrl, server } from '../support/server';
import { storeSession } from '../support/tokens';
import { airline, getHandler, held, logRequests, passenger, pilot, problem, settle } from './support';

// The create form (decisions D-23, D-25, D-28): required fields, messages tied to their fields, submit blocked while
// invalid, the pending label, success to the new record with a snackbar, and server refusals.

const requests = logRequests();

beforeEach(() => {
  mockMatchMedia({ width: 1920 });
  storeSession('Admin');
});

/** The message a field points at with aria-describedby, checked to be the one on screen and marked invalid. */
function expectFieldMessage(input: HTMLElement, message: string) {
  expect(input).toHaveAttribute('aria-invalid', 'true');
  const describedBy = input.getAttribute('aria-describedby') ?? '';
  const texts = describedBy.split(' ').map((id) => document.getElementById(id)?.textContent);
  expect(texts).toContain(message);
  expect(screen.getAllByText(message)[0]).toBeVisible();
}

const nameInput = () => screen.getByRole('textbox', { name: 'Name' });

describe('creating an airline', () => {
  it('marks Name as required, visibly, with the placeholder example and no message yet', async () => {
    renderApp('/Airlines/Create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Airline' })).toBeInTheDocument();
    const input = nameInput();
    expect(input).toBeRequired();
    expect((input as HTMLInputElement).labels?.[0]).toHaveTextContent(/^Name\s*\*$/);
    expect(input).toHaveAttribute('placeholder', 'Air Serbia');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Airline name is required.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to List' })).toHaveAttribute('href', '/Airlines');
  });

  it("shows 'Airline name is required.' on the field once it is typed in and emptied", async () => {
    const { user } = renderApp('/Airlines/Create');
    const input = await screen.findByRole('textbox', { name: 'Name' });

    await user.type(input, 'A');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    await user.clear(input);

    expectFieldMessage(input, 'Airline name is required.');
    await user.type(input, 'B');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Airline name is required.')).not.toBeInTheDocument();
  });

  it('shows the message and the summary on an empty submit, focuses the field and sends nothing', async () => {
    const { user } = renderApp('/Airlines/Create');
    await screen.findByRole('textbox', { name: 'Name' });

    await user.click(screen.getByRole('button', { name: 'Create' }));

    expectFieldMessage(nameInput(), 'Airline name is required.');
    // The message shows once, under its field; the summary names the field, with a link to it.
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please correct this field: Name\.$/);
    expect(screen.getAllByText('Airline name is required.')).toHaveLength(1);
    expect(nameInput()).toHaveFocus();
    await settle();
    expect(requests.all).toEqual([]);
  });

  it("posts the capitalised body, reads 'Creating...' while pending, then opens the new record with a snackbar", async () => {
    const response = held();
    server.use(
      http.post(apiUrl('Airlines'), async () => {
        await response.wait();
        return HttpResponse.json(airline(16, 'Air Serbia'), { status: 201 });
      }),
      getHandler('Airlines/16', () => airline(16, 'Air Serbia')),
    );
    const { user, location } = renderApp('/Airlines/Create');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Air Serbia');

    await user.click(screen.getByRole('button', { name: 'Create' }));

    const pending = await screen.findByRole('button', { name: 'Creating...' });
    expect(pending).toBeDisabled();
    expect(nameInput()).toBeDisabled();
    const post = await requests.expectSent('POST', 'Airlines');
    await waitFor(() => expect(post.body).toEqual({ Name: 'Air Serbia' }));

    response.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Airline Details' })).toBeInTheDocument();
    expect(location().pathname).toBe('/Airlines/16');
    expect(await screen.findByText('Data successfully created.')).toBeInTheDocument();
    expect(requests.of('POST')).toHaveLength(1);
  });

  it("shows a 409 as the conflict sentence and the server's detail, and stays on the form", async () => {
    const detail = "An airline named 'Air Serbia' already exists.";
    server.use(http.post(apiUrl('Airlines'), () => problem(409, detail)));
    const { user, location } = renderApp('/Airlines/Create');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Air Serbia');

    await user.click(screen.getByRole('button', { name: 'Create' }));

    const alert = await screen.findByRole('alert');
    // The catalogue sentence, then the server's reason on its own line.
    expect(alert).toHaveTextContent(
      'Conflict: The requested operation cannot be completed due to conflicts with existing data.',
    );
    expect(within(alert).getByText(detail)).toBeInTheDocument();
    expect(location().pathname).toBe('/Airlines/Create');
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
    expect(nameInput()).toHaveValue('Air Serbia');
  });

  it('names the action in the sentence for an unexpected status (D-29)', async () => {
    server.use(http.post(apiUrl('Airlines'), () => problem(418)));
    const { user } = renderApp('/Airlines/Create');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Air Serbia');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create airline: Server returned an unexpected status.',
    );
  });

  it("puts a 400's per-field message on its field until the field changes", async () => {
    const message = 'Airline name must not be only digits.';
    server.use(
      http.post(apiUrl('Airlines'), () => problem(400, 'One or more fields are invalid.', { Name: [message] })),
    );
    const { user } = renderApp('/Airlines/Create');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), '123');

    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expectFieldMessage(nameInput(), message));
    // The refusal names a field: it shows there only, not again in a 'Bad request: …' alert (D-84).
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.queryByText(/Bad request/)).not.toBeInTheDocument();
    await user.type(nameInput(), '4');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});

describe('creating records with several fields', () => {
  it('shows every passenger message once, under its field, names the fields in one alert, and sends nothing', async () => {
    const { user } = renderApp('/Passengers/Create');
    await screen.findByRole('heading', { level: 1, name: 'Create Passenger' });

    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Please correct these 6 fields: First Name, Last Name, UPRN, Passport, Address, Phone\.$/,
    );
    expect(screen.getAllByText(/^Passenger .* is required\.$/)).toHaveLength(6);
    const labels = ['First Name', 'Last Name', 'UPRN', 'Passport', 'Address', 'Phone'];
    for (const label of labels) expect(screen.getByRole('textbox', { name: label })).toBeRequired();
    expectFieldMessage(screen.getByRole('textbox', { name: 'UPRN' }), 'Passenger UPRN is required.');
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    await settle();
    expect(requests.all).toEqual([]);
  });

  it('takes the user from a field named in the summary to that field', async () => {
    const { user } = renderApp('/Passengers/Create');
    await screen.findByRole('heading', { level: 1, name: 'Create Passenger' });
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await user.click(within(screen.getByRole('alert')).getByRole('link', { name: 'Passport' }));

    expect(screen.getByRole('textbox', { name: 'Passport' })).toHaveFocus();
  });

  it('updates the summary as the user fixes fields after a failed submit', async () => {
    const { user } = renderApp('/Passengers/Create');
    await screen.findByRole('heading', { level: 1, name: 'Create Passenger' });
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Ognjen');
    await user.type(screen.getByRole('textbox', { name: 'UPRN' }), '123');

    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Please correct these 5 fields: Last Name, UPRN, Passport, Address, Phone\.$/,
    );
    expectFieldMessage(screen.getByRole('textbox', { name: 'UPRN' }), 'Passenger UPRN must be exactly 13 characters.');
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveAttribute('aria-invalid', 'false');
  });

  it('posts a passenger with capitalised keys', async () => {
    const created = passenger(26);
    server.use(
      http.post(apiUrl('Passengers'), () => HttpResponse.json(created, { status: 201 })),
      getHandler('Passengers/26', () => created),
    );
    const { user, location } = renderApp('/Passengers/Create');
    await screen.findByRole('heading', { level: 1, name: 'Create Passenger' });
    const values: [string, string][] = [
      ['First Name', created.firstName],
      ['Last Name', created.lastName],
      ['UPRN', created.uprn],
      ['Passport', created.passport],
      ['Address', created.address],
      ['Phone', created.phone],
    ];
    for (const [label, value] of values) {
      await user.click(screen.getByRole('textbox', { name: label }));
      await user.paste(value);
    }

    await user.click(screen.getByRole('button', { name: 'Create' }));

    const post = await requests.expectSent('POST', 'Passengers');
    await waitFor(() =>
      expect(post.body).toEqual({
        FirstName: 'Ognjen',
        LastName: 'Andjelic',
        UPRN: '0123456789112',
        Passport: '012345678',
        Address: '014 Main Street, Belgrade, Serbia',
        Phone: '012-456-7890',
      }),
    );
    await waitFor(() => expect(location().pathname).toBe('/Passengers/26'));
  });

  it('posts a pilot with flying hours as a number', async () => {
    const created = pilot(8, 0);
    server.use(
      http.post(apiUrl('Pilots'), () => HttpResponse.json(created, { status: 201 })),
      getHandler('Pilots/8', () => created),
    );
    const { user, location } = renderApp('/Pilots/Create');
    await user.type(await screen.findByRole('textbox', { name: 'First Name' }), 'Ognjen');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Andjelic');
    await user.type(screen.getByRole('textbox', { name: 'UPRN' }), '0123456789112');
    await user.type(screen.getByRole('spinbutton', { name: 'Flying Hours' }), '0');

    await user.click(screen.getByRole('button', { name: 'Create' }));

    const post = await requests.expectSent('POST', 'Pilots');
    await waitFor(() =>
      expect(post.body).toEqual({ FirstName: 'Ognjen', LastName: 'Andjelic', UPRN: '0123456789112', FlyingHours: 0 }),
    );
    await waitFor(() => expect(location().pathname).toBe('/Pilots/8'));
    expect(await screen.findByText('Data successfully created.')).toBeInTheDocument();
  });
});
