import { sql } from 'kysely';
import { startResourceTests, type ResourceTests } from './support';

// `countUpTo` (D-106): a search counts its matches only up to a bound, and says 'more than' above it; without the
// parameter every answer is the exact count it always was. Run on each engine.

let t: ResourceTests;
beforeAll(async () => {
  t = await startResourceTests();
  // Twelve passengers for each surname, found by nothing else in the demo data.
  await sql`
    insert into passenger (first_name, last_name, uprn, passport, address, phone)
    select 'Pat', surname, lpad((8500000000000 + n * 10 + s)::text, 13, '0'), 'B' || lpad((n * 10 + s)::text, 8, '0'),
      'Street', '1'
    from generate_series(1, 12) as n,
      unnest(array['Quixbound', 'Quixexact', 'Quixkept', 'Quixranked']) with ordinality as surnames(surname, s)`.execute(
    t.db,
  );
});
afterAll(() => t.close());

type Page = {
  data: { id: number }[];
  totalCount?: number;
  totalPages?: number;
  lastPage?: number;
  hasMore?: boolean;
  moreThan?: number;
};

async function pageAt(path: string): Promise<Page> {
  const response = await t.user.get(path);
  expect(response.statusCode).toBe(200);
  return response.json() as Page;
}

const ids = (page: Page) => page.data.map(({ id }) => id);

describe('a search counted up to a bound', () => {
  it('says more than the bound, with the same rows, when more match', async () => {
    const bounded = await pageAt('/Passengers/byFilter?lastName=quixbound&countUpTo=5&pageSize=3');
    expect(bounded).toMatchObject({ pageNumber: 1, pageSize: 3, hasMore: true, moreThan: 5 });
    expect(bounded).not.toHaveProperty('totalCount');
    expect(bounded).not.toHaveProperty('totalPages');
    expect(bounded).not.toHaveProperty('lastPage');
    const exact = await pageAt('/Passengers/byFilter?lastName=quixbound&pageSize=3');
    expect(ids(bounded)).toEqual(ids(exact));
    expect(exact).toMatchObject({ totalCount: 12, totalPages: 4, lastPage: 4 });
    expect(exact).not.toHaveProperty('moreThan');
  });

  it('gives the exact count when no more match than the bound, or the page reaches past it', async () => {
    expect(await pageAt('/Passengers/byFilter?lastName=quixexact&countUpTo=12&pageSize=5')).toMatchObject({
      totalCount: 12,
      totalPages: 3,
    });
    // Page 3 of 5 ends at the 15th row: counting to there finds all twelve.
    const last = await pageAt('/Passengers/byFilter?lastName=quixexact&countUpTo=1&page=3&pageSize=5');
    expect(last).toMatchObject({ totalCount: 12, totalPages: 3, lastPage: 3 });
    expect(last.data).toHaveLength(2);
  });

  it('gives the exact count when it is already known: a repeated search, or a whole list', async () => {
    await pageAt('/Passengers/byFilter?lastName=quixkept');
    expect(await pageAt('/Passengers/byFilter?lastName=quixkept&countUpTo=3')).toMatchObject({ totalCount: 12 });
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from passenger`.execute(t.db);
    expect(await pageAt('/Passengers?countUpTo=3')).toMatchObject({ totalCount: rows[0]?.n });
  });

  it('bounds the count of free text too, in the order of relevance', async () => {
    const bounded = await pageAt('/Passengers?q=quixranked&countUpTo=4&pageSize=3');
    expect(bounded).toMatchObject({ hasMore: true, moreThan: 4 });
    expect(ids(bounded)).toEqual(ids(await pageAt('/Passengers?q=quixranked&pageSize=3')));
  });

  it('refuses a bound below 1', async () => {
    const response = await t.user.get('/Passengers/byFilter?lastName=quix&countUpTo=0');
    expect(response.statusCode).toBe(400);
  });
});
