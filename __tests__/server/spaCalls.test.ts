import { addApiUser } from '../../server/accounts/apiUserAccounts';
import { usersToolActor } from '../../server/audit/auditActor';

const operator = usersToolActor();
import { bearer, DEMO_USERS, decodePart, signIn, startTestApp, type TestApp } from './helpers/testApp';
import { ROLE_CLAIM } from '../../src/domain/claims';
import { demoDate as seedDay } from '../../server/db/seed/seedDates';

// The calls the reference SPA makes, exactly as it makes them (decisions D-32, D-40 to D-42):
// PascalCase bodies with numbers as strings, PUT ids as strings or missing, unused search fields as empty strings,
// the stored password hash sent back unchanged, and times in each format it may hold.

let testApp: TestApp;
let admin: Record<string, string>;
let superAdmin: Record<string, string>;

beforeAll(async () => {
  // No user lookup cache: tokens of an edited user must reflect the edit at once.
  testApp = await startTestApp({ config: { authCacheMs: 0 } });
  admin = bearer(await signIn(testApp.app, DEMO_USERS.admin));
  superAdmin = bearer(await signIn(testApp.app, DEMO_USERS.superAdmin));
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, path: string, payload?: object, headers = admin) =>
  testApp.app.inject({ method, url: `/api/v1${path}`, headers, ...(payload === undefined ? {} : { payload }) });

async function created(path: string, payload: object) {
  const response = await call('POST', path, payload);
  expect(response.statusCode).toBe(201);
  const body = response.json();
  expect(typeof body.id).toBe('number');
  expect(response.headers.location).toBe(`/api/v1${path}/${body.id}`);
  return body;
}

describe('creating with the SPA form values (numbers as strings)', () => {
  it('POST /Flights with string ids → 201, id, Location, and the row stored with numbers', async () => {
    const payload = {
      DepartureDate: seedDay('2025-09-01'),
      DepartureTime: '10:30:00',
      AirlineId: '1',
      DestinationId: '2',
      PilotId: '3',
    };
    const body = await created('/Flights', payload);
    expect(body).toMatchObject({
      departureDate: seedDay('2025-09-01'),
      departureTime: '10:30:00',
      airlineId: 1,
      pilotId: 3,
    });
    const row = await db().selectFrom('flight').selectAll().where('id', '=', body.id).executeTakeFirst();
    expect(row).toEqual({
      id: body.id,
      departureDate: seedDay('2025-09-01'),
      departureTime: '10:30:00',
      airlineId: 1,
      destinationId: 2,
      pilotId: 3,
    });
  });

  it("POST /PlaneTickets with Price '250.50' and SeatNumber '12' → 201 with numbers", async () => {
    const body = await created('/PlaneTickets', {
      Price: '250.50',
      PurchaseDate: seedDay('2025-07-20'),
      SeatNumber: '12',
      PassengerId: '1',
      TravelClassId: '2',
      FlightId: '3',
    });
    expect(body).toMatchObject({ price: 250.5, seatNumber: 12, passengerId: 1, travelClassId: 2, flightId: 3 });
    const row = await db().selectFrom('planeTicket').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ price: 250.5, seatNumber: 12, purchaseDate: seedDay('2025-07-20') });
  });

  it("POST /Pilots with FlyingHours '120' and property names in any case → 201", async () => {
    const body = await created('/Pilots', {
      firstname: 'Ada',
      LASTNAME: 'Lane',
      uprn: '1111122222333',
      FlyingHours: '120',
    });
    expect(body).toMatchObject({ firstName: 'Ada', lastName: 'Lane', uprn: '1111122222333', flyingHours: 120 });
  });
});

describe('updating with the SPA form values', () => {
  it('PUT /Airlines/{id} with Id as a string → 204 and the row changed', async () => {
    const { id } = await created('/Airlines', { Name: 'Spa Wings' });
    expect((await call('PUT', `/Airlines/${id}`, { Id: String(id), Name: 'Spa Wings Renamed' })).statusCode).toBe(204);
    expect((await call('GET', `/Airlines/${id}`)).json()).toEqual({ id, name: 'Spa Wings Renamed' });
  });

  it('PUT /Flights/{id} with every number as a string → 204', async () => {
    const payload = {
      Id: '3',
      DepartureDate: seedDay('2025-08-09'),
      DepartureTime: '16:25:00',
      AirlineId: '3',
      DestinationId: '3',
      PilotId: '3',
    };
    expect((await call('PUT', '/Flights/3', payload)).statusCode).toBe(204);
    expect((await call('GET', '/Flights/3')).json()).toMatchObject({ id: 3, departureTime: '16:25:00', airlineId: 3 });
  });

  it('PUT /Pilots/{id} without Id uses the path id (D-42) → 204', async () => {
    const payload = { FirstName: 'Ethan', LastName: 'Clarke', UPRN: '4567890123456', FlyingHours: '13' };
    expect((await call('PUT', '/Pilots/3', payload)).statusCode).toBe(204);
    const row = await db().selectFrom('pilot').selectAll().where('id', '=', 3).executeTakeFirst();
    expect(row).toEqual({ id: 3, firstName: 'Ethan', lastName: 'Clarke', uprn: '4567890123456', flyingHours: 13 });
  });

  it.each([
    ['a number', 5],
    ['a string', '5'],
  ])('PUT with a mismatching Id as %s → 400, nothing changed', async (_kind, otherId) => {
    const response = await call('PUT', '/Airlines/4', { Id: otherId, Name: 'Hijacked' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    const names = await db()
      .selectFrom('airline')
      .select(['id', 'name'])
      .where('id', 'in', [4, 5])
      .orderBy('id')
      .execute();
    expect(names).toEqual([
      { id: 4, name: 'Lufthansa' },
      { id: 5, name: 'Emirates' },
    ]);
  });
});

describe('editing an API user as the SPA does (D-32, D-42)', () => {
  const storedHash = async (id: number) =>
    (await db().selectFrom('apiUser').select('password').where('apiUserId', '=', id).executeTakeFirstOrThrow())
      .password;
  const editUser = (id: number, payload: object) => call('PUT', `/ApiUsers/${id}`, payload, superAdmin);

  async function newUser(userName: string) {
    const { apiUserId } = await addApiUser(db(), { userName, password: 'old-password', roles: 'User' }, operator);
    const shown = (await call('GET', `/ApiUsers/${apiUserId}`, undefined, superAdmin)).json();
    expect(shown.password).toBe(await storedHash(apiUserId));
    return { id: apiUserId, hash: shown.password as string };
  }

  async function expectSignIn(userName: string, password: string, role: string) {
    const token = await signIn(testApp.app, { userName, password });
    expect(decodePart(token, 1)[ROLE_CLAIM]).toBe(role);
  }

  it.each([
    ['Id as a string', (id: number) => ({ Id: String(id) })],
    ['Id as a number', (id: number) => ({ Id: id })],
    ['both Id and ApiUserId', (id: number) => ({ Id: id, ApiUserId: id })],
  ])('takes %s, and the hash sent back keeps the password', async (kind, ids) => {
    const userName = `spa-${kind.replace(/\W+/g, '-')}`;
    const { id, hash } = await newUser(userName);
    const response = await editUser(id, { ...ids(id), UserName: userName, Password: hash, Roles: 'Admin' });
    expect(response.statusCode).toBe(204);
    expect(await storedHash(id)).toBe(hash);
    await expectSignIn(userName, 'old-password', 'Admin');
  });

  it('hashes any other password value, and the new one signs in', async () => {
    const { id, hash } = await newUser('spa-new-password');
    const payload = { Id: id, ApiUserId: id, UserName: 'spa-new-password', Password: 'fresh-secret', Roles: 'User' };
    expect((await editUser(id, payload)).statusCode).toBe(204);
    const stored = await storedHash(id);
    expect(stored).not.toBe(hash);
    expect(stored).not.toContain('fresh-secret');
    await expectSignIn('spa-new-password', 'fresh-secret', 'User');
    const old = await call('POST', '/Authentication', { UserName: 'spa-new-password', Password: 'old-password' });
    expect(old.statusCode).toBe(401);
  });

  it('refuses Id and ApiUserId that disagree, changing neither user', async () => {
    const { id, hash } = await newUser('spa-disagreeing');
    const payload = { Id: id, ApiUserId: 1, UserName: 'spa-disagreeing', Password: hash, Roles: 'Admin' };
    expect((await editUser(id, payload)).statusCode).toBe(400);
    const users = await db()
      .selectFrom('apiUser')
      .select(['apiUserId', 'roles'])
      .where('apiUserId', 'in', [1, id])
      .execute();
    expect(users).toEqual(
      expect.arrayContaining([
        { apiUserId: 1, roles: 'SuperAdmin' },
        { apiUserId: id, roles: 'User' },
      ]),
    );
  });
});

describe('searching as the SPA does (unused fields sent empty)', () => {
  it('GET /Destinations/search?city=&airport=Heathrow finds London', async () => {
    const response = await call('GET', '/Destinations/search?city=&airport=Heathrow');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: [{ id: 2, city: 'London', airport: 'Heathrow Airport' }],
      totalCount: 1,
    });
  });

  it('GET /ApiUsers/ByFilter?username=a&password=&roles= finds the users with an a in their name', async () => {
    const response = await call('GET', '/ApiUsers/ByFilter?username=a&password=&roles=', undefined, superAdmin);
    expect(response.statusCode).toBe(200);
    const all = await db().selectFrom('apiUser').select('userName').orderBy('apiUserId').execute();
    const withA = all.map((user) => user.userName).filter((name) => name.toLowerCase().includes('a'));
    expect(withA).toContain('aa');
    expect(response.json().data.map((user: { userName: string }) => user.userName)).toEqual(withA.slice(0, 10));
  });

  it('GET /Passengers/byFilter with five empty fields and one filled', async () => {
    const response = await call(
      'GET',
      '/Passengers/byFilter?firstName=&lastName=&uprn=&passport=S24680135&address=&phone=',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: [{ id: 22, lastName: 'Martinez' }], totalCount: 1 });
  });
});

describe('times (D-41): HH:mm, HH:mm:ss and HH:mm:ss.fffffff in, HH:mm:ss out', () => {
  it.each([
    ['07:05', '07:05:00'],
    ['07:05:09', '07:05:09'],
    ['08:30:00.0000000', '08:30:00'],
    ['14:45:30.1234567', '14:45:30'],
  ])('stores %s and returns %s, on create and on update', async (sent, returned) => {
    const flight = { DepartureDate: seedDay('2025-09-03'), AirlineId: '1', DestinationId: '1', PilotId: '1' };
    const { id, departureTime } = await created('/Flights', { ...flight, DepartureTime: sent });
    expect(departureTime).toBe(returned);
    expect(
      (await call('PUT', `/Flights/${id}`, { ...flight, Id: String(id), DepartureTime: '23:59' })).statusCode,
    ).toBe(204);
    expect((await call('GET', `/Flights/${id}`)).json().departureTime).toBe('23:59:00');
    expect((await call('PUT', `/Flights/${id}`, { ...flight, Id: String(id), DepartureTime: sent })).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/Flights/${id}`)).json().departureTime).toBe(returned);
    expect((await call('DELETE', `/Flights/${id}`)).statusCode).toBe(204);
  });
});
