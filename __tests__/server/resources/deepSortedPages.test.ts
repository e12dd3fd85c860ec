import { sql } from 'kysely';
import { startResourceTests, type ResourceTests } from './support';

// Deep pages of sorted lists and searches start at a row of their order (D-105): whatever the sort, its directions,
// its ties, the depth, the way a client moves between pages and what changes the tables in between, a page is exactly
// the rows an offset over the order gives. Run on each engine.

let t: ResourceTests;
beforeAll(async () => {
  t = await startResourceTests();
  // Passengers with many shared names, so that the key decides between them, across page edges too.
  await sql`
    insert into passenger (first_name, last_name, uprn, passport, address, phone)
    select case when n % 3 = 0 then 'ann' else 'Ann' || (n % 4) end, 'Deep' || (n % 40),
      lpad((8400000000000 + n)::text, 13, '0'), 'K' || lpad(n::text, 8, '0'), 'Street', '1'
    from generate_series(1, 2500) as n`.execute(t.db);
  // Flights sharing airlines and departure days, and a ticket on each, so that nested and mixed sorts go deep too.
  await sql`
    insert into flight (departure_date, departure_time, airline_id, destination_id, pilot_id)
    select date '2030-01-01' + (n % 30), make_time((n / 60) % 24, n % 60, 0),
      (select id from airline order by id offset (n % 3) limit 1),
      (select id from destination order by id limit 1),
      (select id from pilot order by id offset (n % 2) limit 1)
    from generate_series(1, 1300) as n`.execute(t.db);
  await sql`
    insert into plane_ticket (price, purchase_date, seat_number, passenger_id, travel_class_id, flight_id)
    select (f.n % 7) * 10, date '2029-01-01', 1, p.id, (select id from travel_class order by id limit 1), f.id
    from (select id, row_number() over (order by id) as n from flight where departure_date >= '2030-01-01') as f
    join (select id, row_number() over (order by id) as n from passenger where last_name like 'Deep%') as p
      on p.n = f.n`.execute(t.db);
}, 120_000);
afterAll(() => t.close());

type Page = { data: Record<string, unknown>[]; totalCount?: number; hasMore?: boolean };

interface Case {
  /** The request without its paging. */
  path: string;
  /** The same list as SQL: its rows' keys in the order an offset walks. */
  from: string;
  order: string;
}

const passengers = (sort: string, order: string): Case => ({
  path: `/Passengers?sort=${sort}`,
  from: 'passenger t',
  order,
});

const CASES: Case[] = [
  passengers('lastName,firstName', 'lower(t.last_name), lower(t.first_name), t.id'),
  passengers('-lastName,-firstName', 'lower(t.last_name) desc, lower(t.first_name) desc, t.id'),
  passengers('firstName,-lastName', 'lower(t.first_name), lower(t.last_name) desc, t.id'),
  passengers('-id', 't.id desc'),
  {
    path: '/Passengers/byFilter?lastName=eep&sort=-firstName',
    from: "passenger t where t.last_name ilike '%eep%'",
    order: 'lower(t.first_name) desc, t.id',
  },
  {
    path: '/Passengers?q=ann&sort=lastName',
    from: "passenger t where t.search_text like '%ann%'",
    order: 'lower(t.last_name), t.id',
  },
  {
    path: '/Flights?sort=-airline.name',
    from: 'flight t join airline a on a.id = t.airline_id',
    order: 'lower(a.name) desc, t.id',
  },
  {
    path: '/Flights?sort=departureDate,-departureTime',
    from: 'flight t',
    order: 't.departure_date, t.departure_time desc, t.id',
  },
  {
    path: '/PlaneTickets?sort=passenger.lastName,passenger.firstName',
    from: 'plane_ticket t join passenger p on p.id = t.passenger_id',
    order: 'lower(p.last_name), lower(p.first_name), t.id',
  },
  { path: '/PlaneTickets?sort=-price', from: 'plane_ticket t', order: 't.price desc, t.id' },
];

async function offsetPage({ from, order }: Case, offset: number, limit: number) {
  const { rows } = await sql<{ id: number }>`
    select t.id from ${sql.raw(from)} order by ${sql.raw(order)} offset ${offset} limit ${limit}`.execute(t.db);
  return rows.map(({ id }) => id);
}

async function rowsOf({ from }: Case) {
  const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.raw(from)}`.execute(t.db);
  return Number(rows[0]?.n);
}

async function expectOffsetPage(list: Case, page: number, pageSize: number) {
  const expected = await offsetPage(list, (page - 1) * pageSize, pageSize);
  const response = await t.user.get(`${list.path}&page=${page}&pageSize=${pageSize}`);
  if (expected.length === 0) {
    expect(response.statusCode).toBe(204);
    return;
  }
  expect(response.statusCode).toBe(200);
  const found = response.json() as Page;
  expect(found.data.map(({ id }) => id)).toEqual(expected);
  expect(found.totalCount).toBe(await rowsOf(list));
}

describe('a deep page of a sorted list', () => {
  it.each(CASES)('$path: the rows an offset gives, however the pages are reached', async (list) => {
    const total = await rowsOf(list);
    expect(total).toBeGreaterThan(1_100);
    const lastPage = Math.ceil(total / 7);
    // A first visit deep down, the next pages, a jump on, one back, the last page and past it, the first deep page.
    for (const page of [160, 161, 163, lastPage - 5, 150, 149, lastPage, lastPage + 1, 143]) {
      await expectOffsetPage(list, page, 7);
    }
    // Another page size: its pages start between the positions the first one left.
    for (const page of [60, 56, 61]) await expectOffsetPage(list, page, 20);
  });

  it('stays exact when rows move, come or go between two visits', async () => {
    const byName = CASES[1] as Case;
    for (const page of [170, 171]) await expectOffsetPage(byName, page, 7);
    await sql`update passenger set last_name = 'Deep39' where id in (select id from passenger where last_name = 'Deep2' order by id limit 9)`.execute(
      t.db,
    );
    for (const page of [170, 171, 169]) await expectOffsetPage(byName, page, 7);
    await sql`delete from passenger where id in (select id from passenger where last_name = 'Deep38' and id not in (select passenger_id from plane_ticket) order by id limit 5)`.execute(
      t.db,
    );
    for (const page of [170, 172, 168]) await expectOffsetPage(byName, page, 7);
  });

  it('stays exact when a record the order joins changes (an airline renamed)', async () => {
    const byAirline = CASES[6] as Case;
    for (const page of [170, 171]) await expectOffsetPage(byAirline, page, 7);
    const { rows } = await sql<{ id: number; name: string }>`select id, name from airline order by id limit 2`.execute(
      t.db,
    );
    const [first, second] = rows;
    await sql`update airline set name = ${`${second?.name ?? ''} Zz`} where id = ${first?.id}`.execute(t.db);
    for (const page of [170, 171, 172]) await expectOffsetPage(byAirline, page, 7);
    await sql`update airline set name = ${first?.name} where id = ${first?.id}`.execute(t.db);
  });

  it('answers count=false with whether more rows follow', async () => {
    const list = CASES[2] as Case;
    const total = await rowsOf(list);
    const page = Math.ceil(total / 10);
    for (const [at, more] of [
      [page - 1, true],
      [page, false],
    ] as const) {
      const response = await t.user.get(`${list.path}&count=false&page=${at}&pageSize=10`);
      const found = response.json() as Page;
      expect(found.data.map(({ id }) => id)).toEqual(await offsetPage(list, (at - 1) * 10, 10));
      expect(found.hasMore).toBe(more);
      expect(found.totalCount).toBeUndefined();
    }
  });
});
