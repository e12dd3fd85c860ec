import { sql } from 'kysely';
import { RESOURCES } from '../../../server/resources/definitions';
import { startResourceTests, type Client, type ResourceTests } from './support';

// Finding records (docs/finding-records.md): `sort` on every list and search route, free text `q`, `count=false`,
// a ticket's `include`, and the filters by related records. Run on each engine.

let t: ResourceTests;
beforeAll(async () => {
  t = await startResourceTests();
  // Names that differ only in case, and ties: sorting must be case-insensitive and stable.
  await t.db
    .insertInto('passenger')
    .values(
      [
        ['Anna', 'de Vries', '7000000000001', 'D00000001'],
        ['bob', 'De Vries', '7000000000002', 'D00000002'],
        ['Cleo', 'Doe', '7000000000003', 'D00000003'],
        ['Dan', 'doe', '7000000000004', 'D00000004'],
        ['Eve', '100%_Match', '7000000000005', 'D00000005'],
      ].map(([firstName, lastName, uprn, passport]) => ({
        firstName: firstName ?? '',
        lastName: lastName ?? '',
        uprn: uprn ?? '',
        passport: passport ?? '',
        address: 'Somewhere Street 1',
        phone: '555-0100',
      })),
    )
    .execute();
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
type Page = { data: Row[]; totalCount?: number; totalPages?: number; lastPage?: number; hasMore?: boolean };

const clientFor = (path: string): Client => (path === 'ApiUsers' ? t.superAdmin : t.user);

/** Every row of a list or search, page by page (small pages, so ties and page edges are crossed). */
async function allPages(path: string, query: string, pageSize = 3): Promise<Row[]> {
  const client = clientFor(path.split('/')[0] ?? path);
  const rows: Row[] = [];
  for (let page = 1; page < 1000; page++) {
    const separator = query === '' ? '' : '&';
    const response = await client.get(`/${path}?${query}${separator}page=${page}&pageSize=${pageSize}`);
    if (response.statusCode === 204) return rows;
    expect(response.statusCode).toBe(200);
    rows.push(...(response.json() as Page).data);
  }
  throw new Error('more than 1000 pages');
}

const valueAt = (row: Row, field: string): unknown =>
  field.split('.').reduce<unknown>((value, part) => (value as Row | null)?.[part], row);

/** How the API orders values: text by its lower case, numbers by value, dates and times as written. */
function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const left = String(a).toLowerCase();
  const right = String(b).toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
}

const keyOf = (row: Row): number => Number(row.id ?? row.apiUserId);

describe('sort', () => {
  const cases = RESOURCES.flatMap(({ definition }) =>
    [...definition.sortable.keys()].flatMap((field) =>
      [false, true].map((descending) => ({ path: definition.path, field, descending })),
    ),
  );

  it.each(cases)(
    '$path by $field (descending: $descending), the key breaking ties, across pages',
    async ({ path, field, descending }) => {
      const unsorted = await allPages(path, '');
      const sorted = await allPages(path, `sort=${descending ? '-' : ''}${field}`);
      const expected = [...unsorted].sort((a, b) => {
        const order = compareValues(valueAt(a, field), valueAt(b, field));
        return (descending ? -order : order) || keyOf(a) - keyOf(b);
      });
      expect(sorted.map(keyOf)).toEqual(expected.map(keyOf));
      expect(unsorted.length).toBeGreaterThan(1);
    },
  );

  it('sorts text case-insensitively, then by the next field, then by the key', async () => {
    const rows = await allPages('Passengers', 'sort=lastName,-firstName&q=d');
    const names = rows.map((row) => `${String(row.lastName)}/${String(row.firstName)}`);
    expect(names.indexOf('De Vries/bob')).toBe(names.indexOf('de Vries/Anna') - 1);
    expect(names.indexOf('doe/Dan')).toBe(names.indexOf('Doe/Cleo') - 1);
    expect(names.indexOf('de Vries/Anna')).toBeLessThan(names.indexOf('doe/Dan'));
  });

  it('matches field names case-insensitively and keeps the order of a plain list without it', async () => {
    const spelled = await allPages('Passengers', 'sort=LASTNAME');
    const canonical = await allPages('Passengers', 'sort=lastName');
    expect(spelled).toEqual(canonical);
    const blank = await allPages('Passengers', 'sort=');
    expect(blank.map(keyOf)).toEqual([...blank.map(keyOf)].sort((a, b) => a - b));
  });

  it('sorts search results too', async () => {
    const rows = await allPages('Flights/byFilter', 'airlineId=1&sort=-departureDate,departureTime', 2);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.airlineId === 1)).toBe(true);
    const dates = rows.map((row) => `${String(row.departureDate)}`);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each([
    ['an unknown field', 'sort=height', "Passengers cannot be sorted by 'height'."],
    ['an empty name', 'sort=lastName,,id', "The sort 'lastName,,id' names an empty field."],
    ['a bare minus', 'sort=-', "The sort '-' names an empty field."],
    ['a field twice', 'sort=lastName,-lastName', "The sort names 'lastName' twice."],
  ])('refuses %s with a 400 that lists the sortable fields', async (_case, query, sentence) => {
    const response = await t.user.get(`/Passengers?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const message = `${sentence} Sortable fields: id, firstName, lastName, uprn, passport, address, phone.`;
    expect(response.json()).toMatchObject({ status: 400, detail: message, errors: { sort: [message] } });
  });

  it('never sorts API users by their password', async () => {
    const response = await t.superAdmin.get('/ApiUsers?sort=password');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { sort: [expect.stringContaining("by 'password'")] } });
  });
});

describe('free text (q)', () => {
  it('needs every word, each in any text column, case-insensitively', async () => {
    const rows = await allPages('Passengers', 'q=DE%20anna');
    expect(rows.map((row) => `${String(row.firstName)} ${String(row.lastName)}`)).toEqual(['Anna de Vries']);
    const byPassport = await allPages('Passengers', 'q=d0000000');
    expect(byPassport).toHaveLength(5);
  });

  it('takes %, _ and \\ literally', async () => {
    expect((await allPages('Passengers', 'q=0%25_m')).map((row) => row.lastName)).toEqual(['100%_Match']);
    expect(await allPages('Passengers', 'q=%25%25')).toEqual([]);
  });

  it('finds flights by airline, destination and pilot, and tickets by passenger name and passport', async () => {
    const flight = (await t.user.get('/Flights/1')).json() as Row & {
      airline: { name: string };
      destination: { city: string };
      pilot: { lastName: string };
    };
    const byAll = await allPages(
      'Flights',
      `q=${encodeURIComponent(`${flight.airline.name} ${flight.destination.city} ${flight.pilot.lastName}`)}`,
    );
    expect(byAll.map(keyOf)).toContain(1);
    for (const row of byAll) {
      const text = JSON.stringify([valueAt(row, 'airline.name'), valueAt(row, 'destination'), valueAt(row, 'pilot')]);
      expect(text.toLowerCase()).toContain(flight.destination.city.toLowerCase());
    }
    const ticket = (await t.user.get('/PlaneTickets/1')).json() as {
      passenger: { passport: string; lastName: string };
    };
    const tickets = await allPages('PlaneTickets', `q=${ticket.passenger.passport.toLowerCase()}`);
    expect(tickets.length).toBeGreaterThan(0);
    expect(tickets.every((row) => valueAt(row, 'passenger.passport') === ticket.passenger.passport)).toBe(true);
  });

  it('combines with a search route, with sort and with paging, and counts its matches', async () => {
    const response = await t.user.get('/Passengers/byFilter?address=somewhere&q=d&sort=-firstName&pageSize=2');
    expect(response.statusCode).toBe(200);
    const page = response.json() as Page;
    expect(page).toMatchObject({ totalCount: 5, totalPages: 3, lastPage: 3 });
    expect(page.data.map((row) => row.firstName)).toEqual(['Eve', 'Dan']);
  });

  it('answers 204 when nothing matches and ignores a blank q', async () => {
    expect((await t.user.get('/Airlines?q=zzzqqq')).statusCode).toBe(204);
    const blank = (await t.user.get('/Airlines?q=%20%20')).json() as Page;
    const plain = (await t.user.get('/Airlines')).json() as Page;
    expect(blank).toEqual(plain);
  });

  it('finds the same rows whether a word is common or rare in a table larger than one walk', async () => {
    // Beyond the rows a walk of the key tests (7,500 on passengers, whose text the table keeps lower-cased): a common
    // word fills its page in the walk, a rare one is collected through the kept text's trigram index, and a rare word
    // too short for any trigram index is found by walking all rows.
    await sql`
      insert into passenger (first_name, last_name, uprn, passport, address, phone)
      select 'Bulk', 'Common' || n, lpad((8000000000000 + n)::text, 13, '0'), 'B' || lpad(n::text, 8, '0'), 'Street', '1'
      from generate_series(1, 7700) as n`.execute(t.db);
    await t.db
      .insertInto('passenger')
      .values({
        firstName: 'Zyxw',
        lastName: 'Qj',
        uprn: '8100000000000',
        passport: 'Q00000001',
        address: 'x',
        phone: '1',
      })
      .execute();
    // Pieces inside the words: no name starts with them, so the page is the walk's, in the key's order (rankedPage.ts).
    const common = (await t.user.get('/Passengers?q=ulk%20ommon&pageSize=10')).json() as Page;
    expect(common.totalCount).toBe(7_700);
    expect(common.data.map((row) => row.lastName)).toEqual(Array.from({ length: 10 }, (_, i) => `Common${i + 1}`));
    for (const word of ['zyxw', 'QJ', 'j zy', 'q00000001', 'Qj Q000']) {
      const rare = (await t.user.get(`/Passengers?q=${encodeURIComponent(word)}&count=false`)).json() as Page;
      expect(rare).toEqual({
        data: [expect.objectContaining({ firstName: 'Zyxw' })],
        pageNumber: 1,
        pageSize: 10,
        hasMore: false,
      });
    }
    await sql`delete from passenger where first_name in ('Bulk', 'Zyxw')`.execute(t.db);
  });
});

describe('count=false', () => {
  it('answers a page with hasMore instead of the counts', async () => {
    const first = (await t.user.get('/Passengers?q=somewhere&pageSize=3&count=false')).json() as Page;
    expect(Object.keys(first).sort()).toEqual(['data', 'hasMore', 'pageNumber', 'pageSize']);
    expect(first).toMatchObject({ pageNumber: 1, pageSize: 3, hasMore: true });
    const last = (await t.user.get('/Passengers?q=somewhere&pageSize=3&page=2&count=false')).json() as Page;
    expect(last).toMatchObject({ hasMore: false });
    expect(last.data).toHaveLength(2);
    const plain = (await t.user.get('/Airlines?count=false&pageSize=20')).json() as Page;
    expect(plain.hasMore).toBe(false);
    expect((await t.user.get('/Airlines?count=true')).json()).toEqual((await t.user.get('/Airlines')).json());
  });
});

describe("include (a ticket's flight in full)", () => {
  it('fills only the named nested objects, on lists and by id', async () => {
    const plain = (await t.user.get('/PlaneTickets/1')).json() as Row;
    expect(valueAt(plain, 'flight.destination')).toBeNull();
    const included = (await t.user.get('/PlaneTickets/1?include=flight.destination')).json() as Row;
    expect(valueAt(included, 'flight.destination')).toEqual({
      id: expect.any(Number),
      city: expect.any(String),
      airport: expect.any(String),
    });
    expect(valueAt(included, 'flight.airline')).toBeNull();
    const list = (await t.user.get('/PlaneTickets?include=flight.airline,flight.pilot&sort=-id')).json() as Page;
    expect(
      list.data.every((row) => valueAt(row, 'flight.airline') !== null && valueAt(row, 'flight.pilot') !== null),
    ).toBe(true);
    expect(list.data.every((row) => valueAt(row, 'flight.destination') === null)).toBe(true);
  });

  it('refuses an unknown name with a 400 and leaves other resources answering as before', async () => {
    const response = await t.user.get('/PlaneTickets?include=flight.crew');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: {
        include: [
          "Plane tickets cannot include 'flight.crew'. They can include: flight.airline, flight.destination, flight.pilot.",
        ],
      },
    });
    expect((await t.user.get('/Flights?include=anything')).json()).toEqual((await t.user.get('/Flights')).json());
  });
});

describe('filters by related records', () => {
  it('finds flights by airline, destination and pilot, alone and together, with the dates', async () => {
    const all = await allPages('Flights', '');
    const sample = all[0] as Row;
    for (const query of [
      `airlineId=${String(sample.airlineId)}`,
      `destinationId=${String(sample.destinationId)}`,
      `pilotId=${String(sample.pilotId)}`,
      `airlineId=${String(sample.airlineId)}&pilotId=${String(sample.pilotId)}&startDate=${String(sample.departureDate)}&endDate=${String(sample.departureDate)}`,
    ]) {
      const params = new URLSearchParams(query);
      const expected = all.filter(
        (row) =>
          ['airlineId', 'destinationId', 'pilotId'].every(
            (name) => !params.has(name) || String(row[name]) === params.get(name),
          ) &&
          (!params.has('startDate') || String(row.departureDate) >= String(params.get('startDate'))) &&
          (!params.has('endDate') || String(row.departureDate) <= String(params.get('endDate'))),
      );
      expect((await allPages('Flights/byFilter', query)).map(keyOf)).toEqual(expected.map(keyOf));
      expect((await allPages('Flights/search', query)).map(keyOf)).toEqual(expected.map(keyOf));
    }
  });

  it('finds tickets by passenger, flight and travel class beside the price, date and seat', async () => {
    const all = await allPages('PlaneTickets', '');
    const sample = all[1] as Row;
    for (const name of ['passengerId', 'flightId', 'travelClassId']) {
      const rows = await allPages('PlaneTickets/byFilter', `${name}=${String(sample[name])}`);
      expect(rows.map(keyOf)).toEqual(all.filter((row) => row[name] === sample[name]).map(keyOf));
    }
    const combined = await allPages(
      'PlaneTickets/byFilter',
      `flightId=${String(sample.flightId)}&seatNumber=${String(sample.seatNumber)}`,
    );
    expect(combined.map(keyOf)).toContain(keyOf(sample));
  });

  it('keeps the paging, 204 and error rules', async () => {
    expect((await t.user.get('/Flights/byFilter?airlineId=999999')).statusCode).toBe(204);
    const none = await t.user.get('/Flights/byFilter');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ detail: 'At least one filter criterion must be provided.' });
    const wrong = await t.user.get('/PlaneTickets/byFilter?flightId=abc');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: { flightId: ['flightId must be a whole number.'] } });
    expect((await t.user.get('/Flights/byFilter?airlineId=1&page=0')).statusCode).toBe(400);
    const byDate = await t.user.get('/Flights/byDate?airlineId=1');
    expect(byDate.statusCode).toBe(400);
    expect(byDate.json()).toMatchObject({ detail: 'Both start date and end date are missing in the request.' });
  });
});

describe('deep pages of a sorted list', () => {
  it('are the rows an offset over the order gives, ties and the last page included', async () => {
    // Many passengers share a name, so the key decides between them, across page boundaries too.
    await sql`
      insert into passenger (first_name, last_name, uprn, passport, address, phone)
      select case when n % 3 = 0 then 'ann' else 'Ann' end, 'Sorted' || (n % 40), lpad((8300000000000 + n)::text, 13, '0'),
        'S' || lpad(n::text, 8, '0'), 'Street', '1'
      from generate_series(1, 1500) as n`.execute(t.db);
    const expectedIds = async (order: string, offset: number, limit: number) => {
      const { rows } = await sql<{ id: number }>`
        select id from passenger order by ${sql.raw(order)} offset ${offset} limit ${limit}`.execute(t.db);
      return rows.map((row) => row.id);
    };
    const { rows: counted } = await sql<{ n: string }>`select count(*) as n from passenger`.execute(t.db);
    const total = Number(counted[0]?.n);
    const sorts = [
      ['lastName,firstName', 'lower(last_name), lower(first_name), id'],
      ['firstName', 'lower(first_name), id'],
      ['-lastName', 'lower(last_name) desc, id'],
    ] as const;
    for (const [sort, order] of sorts) {
      for (const [page, pageSize] of [
        [101, 10],
        [150, 10],
        [34, 20],
        [Math.ceil(total / 7), 7],
      ] as const) {
        const response = await t.user.get(`/Passengers?sort=${sort}&page=${page}&pageSize=${pageSize}`);
        expect(response.statusCode).toBe(200);
        const found = response.json() as Page;
        expect(found.data.map(keyOf)).toEqual(await expectedIds(order, (page - 1) * pageSize, pageSize));
        expect(found.totalCount).toBe(total);
      }
      const pastEnd = await t.user.get(`/Passengers?sort=${sort}&page=${Math.ceil(total / 7) + 1}&pageSize=7`);
      expect(pastEnd.statusCode).toBe(204);
    }
    await sql`delete from passenger where last_name like 'Sorted%'`.execute(t.db);
  });
});

describe('deep pages of the plain list', () => {
  it('are the same rows as an offset would give, and a page past the end is empty', async () => {
    const all = await allPages('Passengers', '', 20);
    for (const pageSize of [1, 3, 7]) {
      const lastPage = Math.ceil(all.length / pageSize);
      for (const page of [1, 2, lastPage - 1, lastPage]) {
        const response = (await t.user.get(`/Passengers?page=${page}&pageSize=${pageSize}`)).json() as Page;
        expect(response.data.map(keyOf)).toEqual(all.slice((page - 1) * pageSize, page * pageSize).map(keyOf));
        expect(response.totalCount).toBe(all.length);
      }
      expect((await t.user.get(`/Passengers?page=${lastPage + 1}&pageSize=${pageSize}`)).statusCode).toBe(204);
    }
  });

  it('stay exact from a remembered position, whatever changes the table in between', async () => {
    await sql`
      insert into passenger (first_name, last_name, uprn, passport, address, phone)
      select 'Deep', 'Page' || n, lpad((8200000000000 + n)::text, 13, '0'), 'E' || lpad(n::text, 8, '0'), 'Street', '1'
      from generate_series(1, 12000) as n`.execute(t.db);
    const expectedIds = async (page: number) => {
      const { rows } = await sql<{ id: number }>`
        select id from passenger order by id offset ${(page - 1) * 10} limit 10`.execute(t.db);
      return rows.map((row) => row.id);
    };
    const pageIds = async (page: number) => {
      const response = await t.user.get(`/Passengers?page=${page}&pageSize=10`);
      expect(response.statusCode).toBe(200);
      return (response.json() as Page).data.map(keyOf);
    };
    for (const page of [1001, 1001, 1002, 1100, 1050]) expect(await pageIds(page)).toEqual(await expectedIds(page));
    // Rows before the remembered positions go, straight in the table: the positions no longer hold.
    await sql`delete from passenger where id in (select id from passenger where first_name = 'Deep' order by id limit 7)`.execute(
      t.db,
    );
    for (const page of [1001, 1002, 1100]) expect(await pageIds(page)).toEqual(await expectedIds(page));
    await sql`delete from passenger where first_name = 'Deep'`.execute(t.db);
  });
});
