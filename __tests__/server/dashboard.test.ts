import { sql } from 'kysely';
import type { Dashboard } from '../../src/domain/dashboard';
import { addDays, serverMoment } from '../../server/dashboard/serverClock';
import { createdId, startResourceTests, type ResourceTests } from './resources/support';

// GET /Dashboard (docs/dashboard.md): every figure compared with what this test counts itself in the database, and
// with the flights and tickets it sold at known days around today; who may see what.

let t: ResourceTests;
const today = serverMoment().date;
const day = (offset: number) => addDays(today, offset);

beforeAll(async () => {
  t = await startResourceTests();
});
afterAll(() => t.close());

const dashboardOf = async (client = t.user): Promise<Dashboard> => {
  const reply = await client.get('/Dashboard');
  expect({ status: reply.statusCode, body: reply.body }).toMatchObject({ status: 200 });
  return reply.json<Dashboard>();
};

let pilot = 0;
/** A flight of the demo airlines, destinations and pilots, each with a pilot of its own (one flight a slot). */
async function addFlight(departureDate: string, departureTime: string): Promise<number> {
  pilot = (pilot % 10) + 1;
  const reply = await t.admin.post('/Flights', {
    departureDate,
    departureTime,
    airlineId: 1 + (pilot % 3),
    destinationId: 2,
    pilotId: pilot,
  });
  return createdId(reply, 'Flights');
}

async function sell(flightId: number, seatNumber: number, purchaseDate: string, travelClassId: number, price: number) {
  const reply = await t.admin.post('/PlaneTickets', {
    price,
    purchaseDate,
    seatNumber,
    passengerId: seatNumber,
    travelClassId,
    flightId,
  });
  createdId(reply, 'PlaneTickets');
}

/** The departures of the window as this test finds them: from now (the dashboard's own moment) to day +7. */
async function departuresFrom(asOf: Dashboard['asOf']) {
  const { rows } = await sql<{ id: number }>`
    select id from flight
    where (departure_date > ${asOf.date}::date or (departure_date = ${asOf.date}::date and departure_time >= ${asOf.time}::time))
      and departure_date <= ${addDays(asOf.date, 7)}::date
    order by departure_date, departure_time, id`.execute(t.db);
  return rows.map(({ id }) => id);
}

describe('GET /api/v1/Dashboard', () => {
  it('counts every record as the tables hold them, API users for a SuperAdmin only', async () => {
    await addFlight(day(40), '10:00');
    const tables = {
      airlines: 'airline',
      destinations: 'destination',
      travelClasses: 'travel_class',
      passengers: 'passenger',
      pilots: 'pilot',
      flights: 'flight',
      planeTickets: 'plane_ticket',
      apiUsers: 'api_user',
    };
    const counted: Record<string, number> = {};
    for (const [key, table] of Object.entries(tables)) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.db);
      counted[key] = rows[0]?.n ?? -1;
    }
    const { apiUsers, ...others } = counted;
    expect((await dashboardOf(t.superAdmin)).counts).toEqual(counted);
    expect(apiUsers).toBe(3);
    for (const client of [t.admin, t.user]) expect((await dashboardOf(client)).counts).toEqual(others);
    expect(others.flights).toBe(11);
  });

  it('lists the first ten departures from now to the end of the seventh day ahead, with how many there are', async () => {
    const before = await dashboardOf();
    // Outside the window: yesterday, today at midnight (gone, unless this runs in its first second), day 8.
    await addFlight(day(-1), '12:00');
    await addFlight(today, '00:00');
    await addFlight(day(8), '00:00');
    const inside = [
      await addFlight(day(7), '23:59'),
      await addFlight(today, '23:59'),
      ...(await Promise.all([1, 2, 3, 4, 5, 6].map((offset) => addFlight(day(offset), '06:30')))),
      await addFlight(day(1), '06:00'),
      await addFlight(day(3), '18:45'),
      await addFlight(day(5), '09:15'),
      await addFlight(day(6), '21:00'),
    ];

    const { asOf, departures } = await dashboardOf();
    expect(asOf.date).toBe(today);
    expect(asOf.time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    const expected = await departuresFrom(asOf);
    expect(departures.total).toBe(before.departures.total + inside.length);
    expect(departures.total).toBe(expected.length);
    expect(departures).toMatchObject({ from: today, to: day(7) });
    expect(departures.first.map(({ id }) => id)).toEqual(expected.slice(0, 10));
    expect(departures.first).toHaveLength(10);
    expect(expected).toEqual(expect.arrayContaining(inside));

    // Each as GET /Flights/{id} answers it: with its airline, destination and pilot.
    const [first] = departures.first;
    expect(first).toEqual((await t.user.get(`/Flights/${first?.id}`)).json());
    expect(first?.airline?.name).toEqual(expect.any(String));
    expect(first?.pilot?.lastName).toEqual(expect.any(String));
  });

  it('counts the tickets bought on each of the last 30 days, and each class’s tickets and revenue over them', async () => {
    const before = await dashboardOf();
    const flightId = await addFlight(day(9), '11:11');
    // Inside the period: today, yesterday, day -29 (its first day); outside: day -30, and day +1 (bought ahead).
    await sell(flightId, 1, today, 1, 100.25);
    await sell(flightId, 2, today, 3, 999.99);
    await sell(flightId, 3, day(-1), 1, 50);
    await sell(flightId, 4, day(-29), 2, 0.01);
    await sell(flightId, 5, day(-30), 1, 75);
    await sell(flightId, 6, day(1), 3, 500);

    const { sales } = await dashboardOf();
    expect(sales).toMatchObject({ from: day(-29), to: today });
    expect(sales.perDay.map(({ date }) => date)).toEqual(Array.from({ length: 30 }, (_, index) => day(index - 29)));
    const { rows: perDay } = await sql<{ date: string; tickets: number }>`
      select purchase_date as date, count(*)::int as tickets from plane_ticket
      where purchase_date between ${day(-29)}::date and ${today}::date group by purchase_date`.execute(t.db);
    const sold = new Map(perDay.map(({ date, tickets }) => [date, tickets]));
    expect(sales.perDay).toEqual(sales.perDay.map(({ date }) => ({ date, tickets: sold.get(date) ?? 0 })));
    const added = new Map([
      [today, 2],
      [day(-1), 1],
      [day(-29), 1],
    ]);
    expect(
      sales.perDay.map(
        ({ date, tickets }) => tickets - (before.sales.perDay.find((d) => d.date === date)?.tickets ?? 0),
      ),
    ).toEqual(sales.perDay.map(({ date }) => added.get(date) ?? 0));

    const { rows: byClass } = await sql<{
      travelClassId: number;
      travelClass: string;
      tickets: number;
      revenue: number;
    }>`
      select c.id as "travelClassId", c.type as "travelClass", count(t.id)::int as tickets,
             coalesce(sum(t.price), 0)::float8 as revenue
      from travel_class c
      left join plane_ticket t on t.travel_class_id = c.id and t.purchase_date between ${day(-29)}::date and ${today}::date
      group by c.id order by c.id`.execute(t.db);
    expect(sales.byClass).toEqual(byClass);
    const change = (id: number) => {
      const now = sales.byClass.find((line) => line.travelClassId === id);
      const then = before.sales.byClass.find((line) => line.travelClassId === id);
      return {
        tickets: (now?.tickets ?? 0) - (then?.tickets ?? 0),
        revenue: (now?.revenue ?? 0) - (then?.revenue ?? 0),
      };
    };
    expect(change(1)).toEqual({ tickets: 2, revenue: expect.closeTo(150.25, 2) });
    expect(change(2)).toEqual({ tickets: 1, revenue: expect.closeTo(0.01, 2) });
    expect(change(3)).toEqual({ tickets: 1, revenue: expect.closeTo(999.99, 2) });
    expect(sales.byClass.map(({ travelClass }) => travelClass)).toEqual([
      'Economy',
      'Premium Economy',
      'Business',
      'First',
    ]);
  });

  it("reports the status page's checks at a glance", async () => {
    const { health } = await dashboardOf();
    expect(health).toEqual({
      status: 'Healthy',
      entries: [
        { name: 'API', status: 'Healthy', description: 'The API is up and running.' },
        { name: 'Database', status: 'Healthy', description: 'Database is reachable.' },
        { name: 'Data rules', status: 'Healthy', description: 'Every flight and ticket follows the booking rules.' },
      ],
    });
  });

  it('answers every role, and nobody without a token', async () => {
    for (const client of [t.user, t.admin, t.superAdmin]) expect((await client.get('/Dashboard')).statusCode).toBe(200);
    const anonymous = await t.testApp.app.inject({ method: 'GET', url: '/api/v1/Dashboard' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});
