import { screen, waitFor, within } from '@testing-library/react';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { server } from '../support/server';
import { storeSession } from '../support/tokens';
import { flight, planeTicket } from './flightFixtures';
import { airlineRange, getHandler, logRequests, pageOf, passenger, settle } from './support';

// Who sees which actions (decisions D-14, D-21, D-33) and which routes each role reaches (D-04, D-51).

const requests = logRequests();

beforeEach(() => mockMatchMedia({ width: 1920 }));

const apiUser = (apiUserId: number) => ({
  apiUserId,
  userName: `user${apiUserId}`,
  password: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
  roles: 'User',
});

describe('list actions per role', () => {
  it('gives a User only the Open links: no Create, Edit or Delete', async () => {
    storeSession('User');
    server.use(getHandler('Airlines', () => pageOf(airlineRange(1, 3))));
    renderApp('/Airlines');
    const table = await screen.findByRole('table', { name: 'Airlines' });

    expect(within(table).getByRole('link', { name: 'Open airline 2' })).toHaveAttribute('href', '/Airlines/2');
    expect(within(table).getAllByRole('link', { name: /^Open airline \d$/ })).toHaveLength(3);
    expect(within(table).queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Airline' })).not.toBeInTheDocument();
  });

  it.each(['Admin', 'SuperAdmin'] as const)('gives the %s role Create, Open, Edit and Delete', async (role) => {
    storeSession(role);
    server.use(getHandler('Airlines', () => pageOf(airlineRange(1, 3))));
    renderApp('/Airlines');
    const table = await screen.findByRole('table', { name: 'Airlines' });

    expect(screen.getByRole('link', { name: 'Create Airline' })).toHaveAttribute('href', '/Airlines/Create');
    const open = within(table).getByRole('link', { name: 'Open airline 2' });
    const edit = within(table).getByRole('link', { name: 'Edit airline 2' });
    expect(open).toHaveAttribute('href', '/Airlines/2');
    expect(edit).toHaveAttribute('href', '/Airlines/Edit/2');
    // Links in the same tab, which the browser may open in another (Ctrl/Cmd-click, middle click).
    for (const link of [open, edit]) expect(link).not.toHaveAttribute('target');
    expect(within(table).getByRole('button', { name: 'Delete airline 2' })).toBeInTheDocument();
  });

  it('offers no Create and no Delete on the API users list, Open and Edit by apiUserId', async () => {
    storeSession('SuperAdmin');
    server.use(getHandler('ApiUsers', () => pageOf([apiUser(4), apiUser(9)])));
    const { user } = renderApp('/ApiUsers');
    const table = await screen.findByRole('table', { name: 'Api Users' });

    expect(within(table).getByRole('link', { name: 'Open api user 9' })).toHaveAttribute('href', '/ApiUsers/9');
    expect(within(table).getByRole('link', { name: 'Edit api user 9' })).toHaveAttribute('href', '/ApiUsers/Edit/9');
    expect(within(table).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Create/ })).not.toBeInTheDocument();
    // The password is the stored hash, masked until revealed (D-32).
    expect(within(table).queryByText(apiUser(9).password)).not.toBeInTheDocument();
    const reveal = within(table).getByRole('button', { name: 'Show password of user9' });
    expect(reveal).toHaveAttribute('aria-pressed', 'false');
    await user.click(reveal);
    expect(within(table).getByText(apiUser(9).password)).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Hide password of user9' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('guarded routes', () => {
  it('send a signed-out visitor home with the sign-in message, without asking the API', async () => {
    const { location } = renderApp('/Airlines?page=2');
    expect(
      await screen.findByText('You must be logged in to access this resource. Please log in and try again.'),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/');
    await settle();
    expect(requests.all).toEqual([]);
  });

  it.each(['/airlines/create', '/Pilots/Edit/3', '/Passengers/Create'])(
    'send a User from %s to /unauthorized without asking the API',
    async (path) => {
      storeSession('User');
      const { location } = renderApp(path);
      expect(await screen.findByText('You do not have permission to access this resource.')).toBeInTheDocument();
      expect(location().pathname).toBe('/unauthorized');
      await settle();
      expect(requests.all).toEqual([]);
    },
  );

  it.each(['/apiUsers', '/ApiUsers/3', '/ApiUsers/Edit/3'])('send an Admin from %s to /unauthorized', async (path) => {
    storeSession('Admin');
    const { location } = renderApp(path);
    expect(await screen.findByText('You do not have permission to access this resource.')).toBeInTheDocument();
    expect(location().pathname).toBe('/unauthorized');
  });

  it('has no create route for API users: /ApiUsers/Create is the details of no record', async () => {
    storeSession('SuperAdmin');
    renderApp('/ApiUsers/Create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Api User Details' })).toBeInTheDocument();
    expect(screen.getByText('Not found: The requested data with id Create does not exist.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await settle();
    expect(requests.all).toEqual([]);
  });

  it.each(['/passengers/5', '/Passengers/5'])('shows Passenger Details at %s', async (path) => {
    storeSession('User');
    server.use(getHandler('Passengers/5', () => passenger(5)));
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Passenger Details' })).toBeInTheDocument();
    await requests.expectSent('GET', 'Passengers/5');
    expect(await screen.findByText('014 Main Street, Belgrade, Serbia', { exact: false })).toBeInTheDocument();
  });

  it('opens the create form at the lower-case /airlines/create for an Admin', async () => {
    storeSession('Admin');
    renderApp('/airlines/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Airline' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled());
  });
});

// Flights and plane tickets read like the other resources for a User, with their own sectioned details.
describe.each([
  { plural: 'Flights', one: 'flight', apiPath: 'Flights', record: flight, lastSection: 'Pilot' },
  { plural: 'Plane Tickets', one: 'plane ticket', apiPath: 'PlaneTickets', record: planeTicket, lastSection: 'Flight' },
])('$plural for a User', ({ plural, one, apiPath, record, lastSection }) => {
  const path = `/${apiPath}`;
  beforeEach(() => storeSession('User'));

  it('lists with Open only: no Create, Edit or Delete', async () => {
    server.use(getHandler(apiPath, () => pageOf([record(1), record(2)])));
    renderApp(path);
    const table = await screen.findByRole('table', { name: plural });

    expect(within(table).getByRole('link', { name: `Open ${one} 2` })).toHaveAttribute('href', `${path}/2`);
    expect(within(table).queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Create/ })).not.toBeInTheDocument();
  });

  it('shows the details with Back to List but no Edit or Delete', async () => {
    server.use(getHandler(`${apiPath}/2`, () => record(2)));
    renderApp(`${path}/2`);

    await screen.findByRole('region', { name: lastSection });
    expect(screen.getByRole('link', { name: 'Back to List' })).toHaveAttribute('href', path);
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it.each(['Create', 'Edit/2'])(`is sent from ${path}/%s to /unauthorized without asking the API`, async (route) => {
    const { location } = renderApp(`${path}/${route}`);
    expect(await screen.findByText('You do not have permission to access this resource.')).toBeInTheDocument();
    expect(location().pathname).toBe('/unauthorized');
    await settle();
    expect(requests.all).toEqual([]);
  });
});
