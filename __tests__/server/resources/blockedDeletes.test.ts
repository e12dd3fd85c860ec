import { sql } from 'kysely';
import { expectNoChange, expectProblem, startResourceTests, type ResourceTests } from './support';
import { demoDate as seedDay } from '../../../server/db/seed/seedDates';

// A delete refused because other records refer to the record (decision D-31) says which, and how many: the 409 keeps
// its sentence and adds `references`, the referring records counted by their route.

let t: ResourceTests;
beforeAll(async () => {
  t = await startResourceTests();
});
afterAll(() => t.close());

/** Rows of `table` whose `column` is the id, counted in SQL of its own. */
async function referring(table: string, column: string, id: number): Promise<number> {
  const { rows } = await sql<{
    n: string;
  }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${id}`.execute(t.db);
  return Number(rows[0]?.n);
}

it.each([
  ['Airlines', 1, 'Airline', { Flights: ['flight', 'airline_id'] }],
  ['Destinations', 2, 'Destination', { Flights: ['flight', 'destination_id'] }],
  ['Pilots', 3, 'Pilot', { Flights: ['flight', 'pilot_id'] }],
  ['Passengers', 4, 'Passenger', { PlaneTickets: ['plane_ticket', 'passenger_id'] }],
  ['Flights', 5, 'Flight', { PlaneTickets: ['plane_ticket', 'flight_id'] }],
] as const)(
  'refuses deleting %s %i with the count of the records that refer to it',
  async (path, id, singular, kinds) => {
    const expected: Record<string, number> = {};
    for (const [kind, [table, column]] of Object.entries(kinds)) expected[kind] = await referring(table, column, id);
    expect(Object.values(expected).every((n) => n > 0)).toBe(true);
    await expectNoChange(
      t.db,
      ['airline', 'destination', 'pilot', 'passenger', 'travel_class', 'flight', 'plane_ticket'],
      async () => {
        const refused = await t.admin.delete(`/${path}/${id}`);
        expectProblem(refused, 409, {
          detail: `${singular} cannot be deleted because it is being referenced by other entities.`,
        });
        expect(refused.json().references).toEqual(expected);
        // Asked before a delete, the same counts: a screen says 'used by …' instead of offering the delete (D-85).
        const asked = await t.user.get(`/${path}/${id}/references`);
        expect(asked.statusCode).toBe(200);
        expect(asked.json()).toEqual({ references: expected });
      },
    );
  },
);

it('counts every referring record, not only the first', async () => {
  // Airline 6 has flight 6; two more flights make three.
  for (const time of ['06:00', '06:05']) {
    const created = await t.admin.post('/Flights', {
      DepartureDate: seedDay('2025-10-01'),
      DepartureTime: time,
      AirlineId: 6,
      DestinationId: 1,
      PilotId: 1,
    });
    expect(created.statusCode).toBe(201);
  }
  const refused = await t.admin.delete('/Airlines/6');
  expect(refused.statusCode).toBe(409);
  expect(refused.json().references).toEqual({ Flights: 3 });
});

it('answers a delete that nothing blocks without references', async () => {
  const created = await t.admin.post('/Airlines', { Name: 'Unused Air' });
  const deleted = await t.admin.delete(`/Airlines/${created.json().id}`);
  expect(deleted.statusCode).toBe(204);
  expect(deleted.body).toBe('');
});

describe('the references of a record, asked before a delete', () => {
  it('are empty for a record nothing refers to, which can then be deleted', async () => {
    const created = await t.admin.post('/Airlines', { Name: 'Unreferenced Air' });
    const id = created.json().id as number;
    const asked = await t.admin.get(`/Airlines/${id}/references`);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ references: {} });
    expect((await t.admin.delete(`/Airlines/${id}`)).statusCode).toBe(204);
  });

  it('count a record added since, as the delete does', async () => {
    const before = (await t.admin.get('/Pilots/2/references')).json().references.Flights as number;
    const created = await t.admin.post('/Flights', {
      DepartureDate: '2025-10-02',
      DepartureTime: '07:00',
      AirlineId: 1,
      DestinationId: 1,
      PilotId: 2,
    });
    expect(created.statusCode).toBe(201);
    expect((await t.admin.get('/Pilots/2/references')).json()).toEqual({ references: { Flights: before + 1 } });
  });

  it('answer 404 for a record that does not exist, and change nothing', async () => {
    await expectNoChange(t.db, ['airline', 'flight'], async () => {
      expectProblem(await t.admin.get('/Airlines/999999/references'), 404, {
        detail: 'Airline 999999 was not found.',
      });
    });
  });

  it('are not a route of a resource nothing refers to', async () => {
    expect((await t.admin.get('/PlaneTickets/1/references')).statusCode).toBe(404);
  });
});
