import { sql } from 'kysely';
import { startResourceTests, type ResourceTests } from './support';

// Free text without a sort in the order of relevance (D-78, docs/finding-records.md): what was typed matched whole,
// then as the start of what a record's option shows, then anywhere; `match=name` looks only at what the option shows;
// flights upcoming first. A request without q answers as before, and q with a sort keeps the sort. Run on each engine.

let t: ResourceTests;
type Row = Record<string, unknown>;
type Page = { data: Row[]; totalCount?: number; hasMore?: boolean };

/** Passengers added here, by the name the test calls them; inserted in this order, so the keys follow it. */
const PEOPLE = [
  ['Sarai', 'Johnston', 'Smith Street 4'],
  ['John', 'Smithson', 'Elm Road 1'],
  ['John', 'Smith', 'Oak Lane 2'],
  ['Mary', 'Smith', 'Johnson Way 3'],
  ['John', 'Smith', 'Ash Court 5'],
  ['Johnny', 'Appleseed', 'Pine Hill 6'],
] as const;
const ids: number[] = [];
let pilotId: number;
/** Flights to Paris a week ahead, two days ahead and a year ago, and one to Rome flown by a pilot named Paris. */
const flights: Record<'week' | 'soon' | 'past' | 'rome', number> = { week: 0, soon: 0, past: 0, rome: 0 };

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startResourceTests();
  for (const [index, [firstName, lastName, address]] of PEOPLE.entries()) {
    const row = await t.db
      .insertInto('passenger')
      .values({
        firstName,
        lastName,
        address,
        phone: '555-0100',
        uprn: `99000000000${index + 10}`,
        passport: `R${index}7654321`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  const airline = await t.db
    .insertInto('airline')
    .values({ name: 'Rankair' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const paris = await t.db
    .insertInto('destination')
    .values({ city: 'Parisville', airport: 'Orly Rank' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rome = await t.db
    .insertInto('destination')
    .values({ city: 'Romeville', airport: 'Rank Fiumicino' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pilot = await t.db
    .insertInto('pilot')
    .values({ firstName: 'Parisville', lastName: 'Flyer', uprn: '9900000000999', flyingHours: 100 })
    .returning('id')
    .executeTakeFirstOrThrow();
  pilotId = pilot.id;
  const flight = async (days: number, destinationId: number, time: string) =>
    (
      await t.db
        .insertInto('flight')
        .values({
          departureDate: isoDay(days),
          departureTime: time,
          airlineId: airline.id,
          destinationId,
          pilotId,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  // Inserted in an order unlike the one expected, so the key's order cannot pass for it.
  flights.past = await flight(-365, paris.id, '09:15:00');
  flights.week = await flight(7, paris.id, '11:30:00');
  flights.soon = await flight(2, paris.id, '06:05:00');
  flights.rome = await flight(3, rome.id, '11:30:00');
});
afterAll(() => t.close());

const page = async (query: string): Promise<Page> => {
  const response = await t.user.get(`/${query}`);
  if (response.statusCode === 204) return { data: [] };
  expect(response.statusCode).toBe(200);
  return response.json() as Page;
};
const names = (rows: Row[]) => rows.map((row) => `${String(row.firstName)} ${String(row.lastName)}`);
const keys = (rows: Row[]) => rows.map((row) => row.id);

describe('passengers', () => {
  it("rank 'john smith' John Smiths first, then names it starts, then text that only contains it", async () => {
    const all = await page('Passengers?q=john%20smith&pageSize=20');
    // Then, in the key's order, those whose text has both words: Mary Smith lives in Johnson Way.
    expect(names(all.data)).toEqual(['John Smith', 'John Smith', 'John Smithson', 'Sarai Johnston', 'Mary Smith']);
    // Namesakes in the key's order.
    expect(keys(all.data).slice(0, 2)).toEqual([ids[2], ids[4]]);
    expect(all.totalCount).toBe(5);
  });

  it("find 'smith john' the other way round, and a picker never finds what its option does not show", async () => {
    const reversed = await page('Passengers?q=SMITH%20john&count=false&match=name');
    expect(names(reversed.data)).toEqual(['John Smith', 'John Smith', 'John Smithson']);
    expect(reversed.hasMore).toBe(false);
    // Sarai Johnston's 'Smith' is in her address, which a picker's option does not show.
    const picked = await page('Passengers?q=john%20smith&count=false&match=name');
    expect(names(picked.data)).toEqual(['John Smith', 'John Smith', 'John Smithson']);
  });

  it('find a passenger by passport or UPRN, whole or its start', async () => {
    expect(names((await page('Passengers?q=r47654321&match=name&count=false')).data)).toEqual(['John Smith']);
    expect(names((await page('Passengers?q=R4765&match=name&count=false')).data)).toEqual(['John Smith']);
    expect(names((await page('Passengers?q=9900000000014&match=name&count=false')).data)).toEqual(['John Smith']);
  });

  it('page through the ranked order without a row twice or missing', async () => {
    const whole = await page('Passengers?q=john&pageSize=20');
    const paged: Row[] = [];
    for (let number = 1; number <= 10; number++) {
      const next = await page(`Passengers?q=john&pageSize=2&page=${number}`);
      paged.push(...next.data);
      if (next.data.length === 0) break;
    }
    expect(keys(paged)).toEqual(keys(whole.data));
    // The names starting 'john' come first, in byte order (John before Johnny), then last names, then the rest.
    const listed = names(whole.data);
    const johnny = listed.indexOf('Johnny Appleseed');
    expect(listed.slice(0, johnny).every((name) => name.startsWith('John '))).toBe(true);
    expect(listed.slice(0, johnny)).toEqual(expect.arrayContaining(['John Smith', 'John Smith', 'John Smithson']));
    expect(listed.indexOf('Sarai Johnston')).toBeGreaterThan(johnny);
    expect(listed.indexOf('Mary Smith')).toBeGreaterThan(listed.indexOf('Sarai Johnston'));
  });

  it('keep a chosen sort, and answer without q as before', async () => {
    const sorted = await page('Passengers?q=john%20smith&sort=-lastName,firstName&pageSize=20');
    expect(names(sorted.data)).toEqual(['John Smithson', 'John Smith', 'John Smith', 'Mary Smith', 'Sarai Johnston']);
    const plain = await page('Passengers?pageSize=20&page=1');
    const ordered = [...keys(plain.data)].sort((a, b) => Number(a) - Number(b));
    expect(keys(plain.data)).toEqual(ordered);
  });
});

describe('flights', () => {
  it('list upcoming flights first, soonest first, then those gone', async () => {
    const found = await page('Flights?q=parisville&match=name&count=false');
    expect(keys(found.data)).toEqual([flights.soon, flights.week, flights.past]);
  });

  it("never match the pilot a picker's option does not show, and the list's quick search still does", async () => {
    const picked = await page('Flights?q=parisville&match=name&count=false');
    expect(keys(picked.data)).not.toContain(flights.rome);
    const listed = await page('Flights?q=parisville&pageSize=20');
    expect(keys(listed.data)).toContain(flights.rome);
    expect(listed.totalCount).toBe(4);
  });

  it('match a date whole or in part, a time, the airline, the airport and the flight by its id', async () => {
    const inWeek = isoDay(7);
    // With the test's own airline: the demo flights, dated around today too, may leave the same day.
    expect(keys((await page(`Flights?q=${inWeek}%20rankair&match=name&count=false`)).data)).toEqual([flights.week]);
    expect(keys((await page(`Flights?q=${inWeek.slice(5)}%20rankair&match=name&count=false`)).data)).toEqual([
      flights.week,
    ]);
    // Both flights at 11:30, the sooner first.
    expect(keys((await page('Flights?q=11:30%20rankair&match=name&count=false')).data)).toEqual([
      flights.rome,
      flights.week,
    ]);
    expect(keys((await page('Flights?q=orly%20rank&match=name&count=false')).data)).toEqual([
      flights.soon,
      flights.week,
      flights.past,
    ]);
    const byId = await page(`Flights?q=${flights.week}&match=name&count=false`);
    expect(byId.data[0]?.id).toBe(flights.week);
    const byName = await page(`Flights?q=flight%20${flights.past}&match=name&count=false`);
    expect(byName.data[0]?.id).toBe(flights.past);
  });
});

describe('the other pickers', () => {
  it('rank what starts with the typed text before what contains it', async () => {
    await sql`insert into airline (name) values ('Zed Rankair Partners'), ('Rankair Express')`.execute(t.db);
    const found = await page('Airlines?q=rankair&match=name&count=false');
    expect(found.data.map((row) => row.name)).toEqual(['Rankair', 'Rankair Express', 'Zed Rankair Partners']);
    const pilots = await page('Pilots?q=flyer%20parisville&match=name&count=false');
    expect(keys(pilots.data)).toEqual([pilotId]);
  });
});
