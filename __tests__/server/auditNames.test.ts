import { createdId, startResourceTests, type ResourceTests } from './resources/support';
import { demoDate as seedDay } from '../../server/db/seed/seedDates';

// The audit trail's related records (D-88) and its users (D-90) through the API: a change of a reference field says
// what it refers to, and the page carries those records, before and after values alike, none for a record deleted
// since; GET /AuditLog/users names everyone who changed something, once, for Admin and SuperAdmin.

let t: ResourceTests;
beforeAll(async () => {
  t = await startResourceTests();
});
afterAll(() => t.close());

interface Page {
  data: { action: string; changes: Record<string, unknown>[] }[];
  related: Record<string, Record<string, Record<string, unknown>>>;
}

const flightTrail = async (client: ResourceTests['admin'], id: number): Promise<Page> => {
  const reply = await client.get(`/AuditLog?entity=Flights&recordId=${id}&sort=at`);
  expect(reply.statusCode).toBe(200);
  return reply.json<Page>();
};

describe('the records an audit page refers to', () => {
  it('come with the page, by resource and id, as GET answers them; a deleted one is left out', async () => {
    const gone = createdId(await t.admin.post('/Airlines', { name: 'Short-lived Air' }), 'Airlines');
    const flight = {
      departureDate: seedDay('2025-09-03'),
      departureTime: '11:30',
      airlineId: gone,
      destinationId: 3,
      pilotId: 4,
    };
    const id = createdId(await t.admin.post('/Flights', flight), 'Flights');
    expect((await t.admin.put(`/Flights/${id}`, { ...flight, airlineId: 5 })).statusCode).toBe(204);
    expect((await t.admin.delete(`/Airlines/${gone}`)).statusCode).toBe(204);

    const page = await flightTrail(t.admin, id);
    const [created, changed] = page.data;
    expect(created?.changes).toEqual(
      expect.arrayContaining([
        { field: 'departureDate', after: seedDay('2025-09-03') },
        { field: 'airlineId', after: gone, refersTo: 'Airlines' },
        { field: 'destinationId', after: 3, refersTo: 'Destinations' },
        { field: 'pilotId', after: 4, refersTo: 'Pilots' },
      ]),
    );
    expect(changed?.changes).toEqual([{ field: 'airlineId', before: gone, after: 5, refersTo: 'Airlines' }]);
    // Each record as GET /{Entity}/{id} answers it; the deleted airline is not there.
    expect(page.related).toEqual({
      Airlines: { '5': (await t.admin.get('/Airlines/5')).json() },
      Destinations: { '3': (await t.admin.get('/Destinations/3')).json() },
      Pilots: { '4': (await t.admin.get('/Pilots/4')).json() },
    });
    expect(page.related.Destinations?.['3']).toEqual({ id: 3, city: 'Paris', airport: 'Charles de Gaulle Airport' });
  });

  it("names a ticket's flight with its own airline, destination and pilot, for any page size", async () => {
    const ticket = {
      price: 120,
      purchaseDate: seedDay('2025-07-20'),
      seatNumber: 77,
      passengerId: 12,
      travelClassId: 3,
      flightId: 2,
    };
    const id = createdId(await t.admin.post('/PlaneTickets', ticket), 'PlaneTickets');
    const reply = await t.superAdmin.get(`/AuditLog?entity=PlaneTickets&recordId=${id}`);
    const page = reply.json<Page>();
    expect(page.related.Flights?.['2']).toEqual((await t.admin.get('/Flights/2')).json());
    expect(page.related.Flights?.['2']).toMatchObject({ airline: { name: 'American Airlines' } });
    expect(Object.keys(page.related).sort()).toEqual(['Flights', 'Passengers', 'TravelClasses']);

    // A page of the whole trail, its every reference resolved at once.
    const whole = (await t.admin.get('/AuditLog?pageSize=100')).json<Page>();
    for (const entry of whole.data) {
      for (const change of entry.changes) {
        if (typeof change.refersTo !== 'string') continue;
        for (const value of [change.before, change.after].filter((v) => typeof v === 'number')) {
          const record = whole.related[change.refersTo]?.[String(value)];
          const exists = (await t.admin.get(`/${change.refersTo}/${String(value)}`)).statusCode === 200;
          expect({ value, named: record !== undefined }).toEqual({ value, named: exists });
        }
      }
    }
  });

  it('is empty for a page without references, and for a page past the end', async () => {
    expect((await t.admin.get('/AuditLog?entity=Pilots&recordId=999999')).json()).toMatchObject({
      data: [],
      related: {},
    });
    expect((await t.admin.get('/AuditLog?page=99999')).json()).toMatchObject({ data: [], related: {} });
  });
});

describe('GET /AuditLog/users', () => {
  it('names every user who changed something, alphabetically, once whatever the letter case', async () => {
    createdId(await t.superAdmin.post('/Airlines', { name: 'Og Air' }), 'Airlines');
    createdId(await t.admin.post('/Airlines', { name: 'Aa Air' }), 'Airlines');
    const reply = await t.admin.get('/AuditLog/users');
    expect(reply.statusCode).toBe(200);
    const names = reply.json<{ data: { userName: string }[] }>().data.map(({ userName }) => userName);
    const { rows } = await t.db
      .selectFrom('auditEntry')
      .select((eb) => eb.fn.min('userName').as('userName'))
      .groupBy((eb) => eb.fn('lower', ['userName']))
      .orderBy((eb) => eb.fn('lower', ['userName']))
      .execute()
      .then((found) => ({ rows: found }));
    expect(names).toEqual(expect.arrayContaining(['aa', 'og']));
    expect(names.map((name) => name.toLowerCase())).toEqual(rows.map(({ userName }) => userName.toLowerCase()));
    expect((await t.superAdmin.get('/AuditLog/users')).json()).toEqual(reply.json());
  });

  it('is not for a User', async () => {
    expect((await t.user.get('/AuditLog/users')).statusCode).toBe(403);
  });
});
