import { bearer, DEMO_USERS, signIn, startTestApp, type TestApp } from '../helpers/testApp';
import { demoDate as seedDay } from '../../../server/db/seed/seedDates';

// What the demo data is known to hold (decision D-57), with empty results answering 204 (D-37).

let testApp: TestApp;
let token: string;

beforeAll(async () => {
  testApp = await startTestApp();
  token = await signIn(testApp.app, DEMO_USERS.superAdmin);
});
afterAll(() => testApp.close());

const get = (url: string) => testApp.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });
const ids = (body: { data: { id?: number; apiUserId?: number }[] }) => body.data.map((row) => row.id ?? row.apiUserId);

describe('seed expectations (D-57)', () => {
  it('pages airlines: page 2 of 10 holds ids 11-15', async () => {
    const response = await get('/Airlines?page=2&pageSize=10');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(ids(body)).toEqual([11, 12, 13, 14, 15]);
    expect(body).toMatchObject({ pageNumber: 2, pageSize: 10, totalCount: 15, totalPages: 2, lastPage: 2 });
  });

  it('clamps pageSize 50 to 20', async () => {
    const body = (await get('/Airlines?page=1&pageSize=50')).json();
    expect(body.data).toHaveLength(15);
    expect(body).toMatchObject({ pageSize: 20, totalPages: 1, totalCount: 15 });
  });

  it.each(['/Airlines/ByName/air', '/airlines/byname/AIR', '/Airlines/search?name=air', '/AIRLINES/SEARCH?NAME=Air'])(
    'finds the 11 airlines containing "air" with %s',
    async (url) => {
      const body = (await get(url)).json();
      expect(ids(body)).toEqual([1, 2, 3, 6, 7, 8, 9, 12, 13, 14]);
      expect(body).toMatchObject({ totalCount: 11, totalPages: 2, pageSize: 10 });
    },
  );

  it.each(['/Pilots/byFilter?flyingHours=15', '/Pilots/search?flyingHours=15'])(
    'finds pilots with at least 15 hours with %s',
    async (url) => {
      expect(ids((await get(url)).json())).toEqual([4, 9, 10, 12]);
    },
  );

  it.each([
    `/Flights/byDate?startDate=${seedDay('2025-08-10')}&endDate=${seedDay('2025-08-12')}`,
    `/Flights/search?startDate=${seedDay('2025-08-10')}&endDate=${seedDay('2025-08-12')}`,
  ])('finds flights in an inclusive date range with %s', async (url) => {
    const body = (await get(url)).json();
    expect(ids(body)).toEqual([4, 5, 6]);
    expect(body.data[0]).toEqual({
      id: 4,
      departureDate: seedDay('2025-08-10'),
      departureTime: '09:15:00',
      airlineId: 4,
      destinationId: 4,
      pilotId: 4,
      airline: { id: 4, name: 'Lufthansa' },
      destination: { id: 4, city: 'Sydney', airport: 'Sydney Airport' },
      pilot: { id: 4, firstName: 'Sophia', lastName: 'White', uprn: '8901234567890', flyingHours: 15 },
    });
  });

  it('finds ticket 1 by price 200, with its nested objects one level deep', async () => {
    const body = (await get('/PlaneTickets/byFilter?price=200')).json();
    expect(ids(body)).toEqual([1]);
    expect(body.data[0]).toMatchObject({
      id: 1,
      price: 200,
      purchaseDate: seedDay('2025-07-07'),
      seatNumber: 15,
      passenger: { id: 1, firstName: 'John', passport: 'P12345678' },
      travelClass: { id: 1, type: 'Economy' },
      flight: { id: 1, departureTime: '08:30:00', airline: null, destination: null, pilot: null },
    });
  });

  it('finds only aa by the role Admin (equality, not contains)', async () => {
    const body = (await get('/ApiUsers/ByFilter?roles=Admin')).json();
    expect(body.data.map((user: { userName: string }) => user.userName)).toEqual(['aa']);
    expect(body.totalCount).toBe(1);
  });

  it('answers 204 for a search that matches nothing and for a page past the end', async () => {
    expect((await get('/Airlines/ByName/zzzz')).statusCode).toBe(204);
    expect((await get('/Airlines?page=3&pageSize=10')).statusCode).toBe(204);
  });

  it('refuses to delete a referenced airline (409) and deletes an unreferenced one (204)', async () => {
    const del = (id: number) =>
      testApp.app.inject({ method: 'DELETE', url: `/api/v1/Airlines/${id}`, headers: bearer(token) });
    const conflict = await del(1);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().detail).toBe('Airline cannot be deleted because it is being referenced by other entities.');
    expect((await del(15)).statusCode).toBe(204);
    expect((await get('/Airlines/15')).statusCode).toBe(404);
  });
});
