import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describeRequest, sendChecked } from '../helpers/checkedRequest';
import { propertyParameters, propertyTimeout, writerTokens } from '../helpers/propertyRuns';
import { criterionValue, encodeText, queryString } from '../helpers/queryArbitraries';
import { LISTS, SEARCHES, searchPath, type Actor, type SearchUnderTest } from '../helpers/routeCatalogue';
import { bearer, startTestApp, type TestApp } from '../helpers/testApp';
import { expectSearch, type SearchExpectation } from '../helpers/searchOracle';

// Every search and list route of every resource with random query strings and path values (decisions D-19, D-20,
// D-36 to D-38): never a 5xx, refusals are problems, and the answer is the one the rules give for
// the seeded rows (computed from all rows by searchOracle.ts): the matching rows, in key order, paged, or 204, or 400.

const MAX_PAGE_SIZE = 20;
let testApp: TestApp;
let tokens: Record<Actor, string>;
/** Every row of every resource, by resource path, as the list routes return them (key order). */
const allRows = new Map<string, Record<string, unknown>[]>();

beforeAll(async () => {
  testApp = await startTestApp();
  tokens = await writerTokens(testApp.app);
  for (const { definition } of LISTS) {
    const rows: Record<string, unknown>[] = [];
    for (let page = 1; ; page++) {
      const url = `/api/v1/${definition.path}?page=${page}&pageSize=${MAX_PAGE_SIZE}`;
      const response = await testApp.app.inject({ method: 'GET', url, headers: bearer(tokens.superAdmin) });
      if (response.statusCode === 204) break;
      rows.push(...(response.json() as { data: Record<string, unknown>[] }).data);
    }
    allRows.set(definition.path, rows);
  }
});
afterAll(() => testApp.close());

/** Throws unless the answer is the one `expected` describes. */
function assertExpectedAnswer(
  response: LightMyRequestResponse,
  expected: SearchExpectation,
  idProperty: string,
  context: string,
) {
  const fail = (why: string) => {
    throw new Error(`${context}\n→ ${response.statusCode}: ${why}\n${response.body.slice(0, 600)}`);
  };
  if (expected.kind === 'unknown') return;
  if (expected.kind === 'invalid') {
    if (response.statusCode !== 400) fail(`expected 400 (${expected.why})`);
    return;
  }
  const page = expected.page ?? 1;
  const pageSize = Math.min(expected.pageSize ?? 10, MAX_PAGE_SIZE);
  const ids = expected.rows.map((row) => row[idProperty]).slice((page - 1) * pageSize, page * pageSize);
  if (ids.length === 0) {
    if (response.statusCode !== 204) fail(`expected 204: no row on page ${page}`);
    return;
  }
  if (response.statusCode !== 200) fail(`expected 200 with ids ${ids.join(', ')}`);
  const body = response.json() as { data: Record<string, unknown>[]; [key: string]: unknown };
  const answered = { ...body, data: body.data.map((row) => row[idProperty]) };
  const totalCount = expected.rows.length;
  const totalPages = Math.ceil(totalCount / pageSize);
  const wanted = { data: ids, pageNumber: page, pageSize, totalCount, totalPages, lastPage: totalPages };
  if (JSON.stringify(answered) !== JSON.stringify(wanted)) fail(`expected ${JSON.stringify(wanted)}`);
}

const SEARCH_KEYS = SEARCHES.map((search) => `${search.definition.path}/${search.search.path}`);
const searchByKey = new Map(SEARCHES.map((search, index) => [SEARCH_KEYS[index], search]));

/** A search route's path values (at most `maxLength` characters each) and a random query string. */
const searchRequest = (maxLength: number) =>
  fc.constantFrom(...SEARCH_KEYS).chain((key) => {
    const search = searchByKey.get(key) as SearchUnderTest;
    return fc.record({
      key: fc.constant(key),
      pathValues: fc.tuple(
        ...search.pathCriteria.map((criterion) => criterionValue(criterion.type).filter((v) => v.length <= maxLength)),
      ),
      query: queryString(search.queryCriteria),
    });
  });

async function checkSearch(key: string, pathValues: string[], query: string) {
  const search = searchByKey.get(key) as SearchUnderTest;
  const url = `${searchPath(search, pathValues.map(encodeText))}${query === '' ? '' : `?${query}`}`;
  const request = { method: 'GET' as const, url, headers: bearer(tokens[search.actor]) };
  const response = await sendChecked(testApp.app, testApp.database.db, request, [200, 204, 400]);
  const rows = allRows.get(search.definition.path) ?? [];
  const expected = expectSearch(search, pathValues, query, rows);
  assertExpectedAnswer(response, expected, search.definition.idProperty, describeRequest(request));
}

describe('search routes of every resource with random criteria and paging', () => {
  it(
    'answer the matching rows, 204 or 400 as the API rules say, never a 5xx',
    async () => {
      await fc.assert(
        fc.asyncProperty(searchRequest(50), ({ key, pathValues, query }) => checkSearch(key, pathValues, query)),
        propertyParameters(150),
      );
    },
    propertyTimeout(),
  );

  // Path values up to the longest value a searched field holds (airline names: 255 characters).
  it(
    'take path values as long as the values they search for',
    async () => {
      const longValues = fc.record({
        key: fc.constantFrom(...SEARCH_KEYS.filter((key) => (searchByKey.get(key)?.pathCriteria.length ?? 0) > 0)),
        length: fc.integer({ min: 1, max: 255 }),
      });
      await fc.assert(
        fc.asyncProperty(longValues, ({ key, length }) => {
          const search = searchByKey.get(key) as SearchUnderTest;
          return checkSearch(
            key,
            search.pathCriteria.map(() => 'a'.repeat(length)),
            '',
          );
        }),
        propertyParameters(50),
      );
    },
    propertyTimeout(),
  );
});

describe('list routes of every resource with random paging', () => {
  it(
    'answer the page the API rules give, 204 past the end, or 400, never a 5xx',
    async () => {
      const listRequest = fc.record({ index: fc.integer({ min: 0, max: LISTS.length - 1 }), query: queryString([]) });
      await fc.assert(
        fc.asyncProperty(listRequest, async ({ index, query }) => {
          const { definition, actor } = LISTS[index] ?? (LISTS[0] as (typeof LISTS)[number]);
          const url = `/api/v1/${definition.path}${query === '' ? '' : `?${query}`}`;
          const request = { method: 'GET' as const, url, headers: bearer(tokens[actor]) };
          const response = await sendChecked(testApp.app, testApp.database.db, request, [200, 204, 400]);
          const expected = expectSearch(undefined, [], query, allRows.get(definition.path) ?? []);
          assertExpectedAnswer(response, expected, definition.idProperty, describeRequest(request));
        }),
        propertyParameters(100),
      );
    },
    propertyTimeout(),
  );
});
