import { assertWellFormedAnswer } from '../helpers/checkedRequest';
import { writerTokens } from '../helpers/propertyRuns';
import type { Actor } from '../helpers/routeCatalogue';
import { snapshotTables } from '../helpers/tableSnapshot';
import { bearer, startTestApp, type TestApp } from '../helpers/testApp';

// The shrunk counterexamples the property tests of this folder found, kept as plain tests so each defect has a test
// named after it that fails until it is fixed and stays fixed afterwards, whatever the random runs draw.

let testApp: TestApp;
let tokens: Record<Actor, string>;

beforeAll(async () => {
  testApp = await startTestApp();
  tokens = await writerTokens(testApp.app);
});
afterAll(() => testApp.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: string, actor: Actor = 'admin') =>
  testApp.app.inject({
    method,
    url,
    headers: { ...bearer(tokens[actor]), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload }),
  });

const codePoints = (text: string) => [...text].map((char) => `U+${(char.codePointAt(0) ?? 0).toString(16)}`);

describe('text that is not well-formed Unicode (a lone surrogate, found by createAndReplace and jsonPatch)', () => {
  // JSON can carry "\udc00", UTF-8 (and so PostgreSQL) cannot: the driver writes U+FFFD instead. The rules must refuse
  // such text (as they refuse NUL) or the server must store it as sent; it may not store something else silently.
  it.each([
    ['POST', '/api/v1/Destinations', '{"City":"a\\udc00","Airport":"x"}', 'city'],
    ['PUT', '/api/v1/Airlines/5', '{"Name":"a\\udc00"}', 'name'],
    ['PATCH', '/api/v1/Pilots/5', '[{"op":"replace","path":"/firstName","value":"a\\udc00"}]', 'firstName'],
  ] as const)('%s %s %s is refused, or stored as sent', async (method, url, body, property) => {
    const before = await snapshotTables(testApp.database.db);
    const response = await send(method, url, body);
    assertWellFormedAnswer(response, [200, 201, 204, 400], `${method} ${url} ${body}`);
    if (response.statusCode === 400) {
      expect(await snapshotTables(testApp.database.db)).toEqual(before);
      return;
    }
    const stored = await send('GET', method === 'POST' ? `${url}/${String(response.json().id)}` : url);
    // Compared as code points: a lone surrogate and U+FFFD print alike.
    expect(codePoints(stored.json()[property])).toEqual(codePoints('a\udc00'));
  });
});

describe('search path values as long as the values searched for (found by searches)', () => {
  // Airline names hold up to 255 characters; the router refuses path parameters over 100 (maxParamLength).
  it.each([101, 255])('GET /Airlines/byName/<%i characters> answers 204 (no airline has that name)', async (length) => {
    const response = await send('GET', `/api/v1/Airlines/byName/${'a'.repeat(length)}`);
    expect(response.statusCode).toBe(204);
  });
});

describe('paging values beyond a double (found by searches)', () => {
  it.each(['/api/v1/Airlines?page=Infinity', '/api/v1/Airlines?page=1e400', '/api/v1/Passengers/byName?page=Infinity'])(
    'GET %s is a 400 problem, not a 500',
    async (url) => {
      const response = await send('GET', url);
      assertWellFormedAnswer(response, [400], `GET ${url}`);
    },
  );
});

describe('URLs the router cannot read (found by createAndReplace and pathIds)', () => {
  it.each(['/api/v1/Pilots/%ED%A0%80', '/api/v1/Airlines/%', '/api/v1/Airlines/%zz'])(
    'PUT %s is a 400 problem+json',
    async (url) => {
      const response = await send('PUT', url, '{}');
      assertWellFormedAnswer(response, [400], `PUT ${url}`);
    },
  );

  it('PUT /ApiUsers/<200 characters> is refused as a problem+json (400, 404 or 414)', async () => {
    const url = `/api/v1/ApiUsers/${'a'.repeat(200)}`;
    const response = await send('PUT', url, '{}', 'superAdmin');
    assertWellFormedAnswer(response, [400, 404, 414], `PUT ${url}`);
  });
});
