import { bearer, DEMO_USERS, signIn, startTestApp, type TestApp } from './helpers/testApp';
import { demoDate as seedDay } from '../../server/db/seed/seedDates';

// How paths and query strings are spelled (decisions D-35, D-36, D-38, D-39): both search
// spellings answer alike, letter case and a trailing slash do not matter, literal segments win over {id}, and ids and
// paging parameters at their edges answer the API's 4xx or 204, never a 500.

let testApp: TestApp;
let token: string;

beforeAll(async () => {
  testApp = await startTestApp();
  token = await signIn(testApp.app, DEMO_USERS.superAdmin);
});
afterAll(() => testApp.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const request = (method: Method, url: string, headers: Record<string, string> = bearer(token), payload?: object) =>
  testApp.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
const get = (url: string) => request('GET', url);
const api = (path: string) => `/api/v1${path}`;
const PROBLEM_JSON = 'application/problem+json; charset=utf-8';

/** What a client can compare: the status and the body (ids only for lists, to keep failure messages short). */
async function answer(url: string) {
  const response = await get(url);
  if (response.statusCode === 204) return { status: 204, body: response.body };
  const body = response.json();
  return {
    status: response.statusCode,
    body,
    ids: body.data?.map((row: { id?: number; apiUserId?: number }) => row.id ?? row.apiUserId),
  };
}

describe('both search spellings (D-36) give the same answer for the same criteria', () => {
  it.each([
    { urls: ['/Airlines/byName/air?page=2', '/Airlines/search?name=air&page=2'], ids: [15] },
    { urls: ['/Airlines/byName/AIR%20F', '/Airlines/search?name=AIR%20F'], ids: [7] },
    { urls: ['/Airlines/byName/zzz', '/Airlines/search?name=zzz'], ids: undefined },
    { urls: ['/ApiUsers/byFilter?userName=A', '/ApiUsers/search?userName=A'], ids: [2] },
    { urls: ['/ApiUsers/byFilter?roles=User', '/ApiUsers/search?roles=User', '/ApiUsers/byRole/User'], ids: [3] },
    { urls: ['/ApiUsers/byFilter?password=aa', '/ApiUsers/search?password=aa'], ids: [2] },
    { urls: ['/Destinations/search?city=on', '/Destinations/byFilter?city=on'], ids: [2, 14, 16] },
    {
      urls: [
        '/Destinations/search?city=o&airport=International',
        '/Destinations/byFilter?city=o&airport=International',
      ],
      ids: [1, 7, 10, 14, 16],
    },
    {
      urls: [
        `/Flights/byDate?startDate=${seedDay('2025-08-14')}`,
        `/Flights/search?startDate=${seedDay('2025-08-14')}`,
      ],
      ids: [8, 9, 10],
    },
    {
      urls: [`/Flights/byDate?endDate=${seedDay('2025-08-08')}`, `/Flights/search?endDate=${seedDay('2025-08-08')}`],
      ids: [1, 2],
    },
    {
      urls: [
        '/Passengers/byName?firstName=emma',
        '/Passengers/byFilter?firstName=emma',
        '/Passengers/search?firstName=emma',
      ],
      ids: [12, 21],
    },
    {
      urls: ['/Passengers/byFilter?address=Street&phone=555', '/Passengers/search?address=Street&phone=555'],
      ids: [15, 22],
    },
    {
      urls: [
        '/Pilots/byName?firstName=a&lastName=walker',
        '/Pilots/byFilter?firstName=a&lastName=walker',
        '/Pilots/search?firstName=a&lastName=walker',
      ],
      ids: [1, 11],
    },
    {
      urls: ['/Pilots/byFilter?uprn=234&flyingHours=10', '/Pilots/search?uprn=234&flyingHours=10'],
      ids: [1, 3, 4, 7, 8, 9, 10, 11, 12],
    },
    {
      urls: [
        `/PlaneTickets/byFilter?purchaseDate=${seedDay('2025-07-09')}&seatNumber=7`,
        `/PlaneTickets/search?purchaseDate=${seedDay('2025-07-09')}&seatNumber=7`,
      ],
      ids: [3],
    },
  ])('$urls.0 finds $ids', async ({ urls, ids }) => {
    const [first, ...others] = await Promise.all(urls.map((url) => answer(api(url))));
    expect(first?.status).toBe(ids === undefined ? 204 : 200);
    expect(first?.ids).toEqual(ids);
    for (const other of others) expect(other).toEqual(first);
  });
});

describe('spelling of paths and query names (D-35)', () => {
  it.each([
    ['/api/v1/airlines/byname/air', '/api/v1/Airlines/byName/air'],
    ['/API/V1/AIRLINES', '/api/v1/Airlines'],
    ['/api/v1.0/Airlines/search?name=air', '/api/v1/Airlines/search?name=air'],
    ['/API/V1.0/airlines/1', '/api/v1/Airlines/1'],
    ['/api/v1/Airlines/', '/api/v1/Airlines'],
    ['/api/v1/Airlines/search/?name=air', '/api/v1/Airlines/search?name=air'],
    ['/api/v1/Airlines?PageSize=4&PAGE=2', '/api/v1/Airlines?pageSize=4&page=2'],
    ['/api/v1/Airlines?pagesize=4', '/api/v1/Airlines?pageSize=4'],
    ['/api/v1/passengers/BYFILTER?FIRSTNAME=emma', '/api/v1/Passengers/byFilter?firstName=emma'],
    ['/api/v1/Pilots/byFilter?UPRN=234', '/api/v1/Pilots/byFilter?uprn=234'],
    ['/api/v1/ApiUsers/ByFilter?username=a', '/api/v1/ApiUsers/byFilter?userName=a'],
    [
      `/api/v1/flights/BYDATE?STARTDATE=${seedDay('2025-08-14')}`,
      `/api/v1/Flights/byDate?startDate=${seedDay('2025-08-14')}`,
    ],
  ])('%s answers as %s', async (spelled, canonical) => {
    const expected = await answer(canonical);
    expect(expected.status).toBe(200);
    expect(await answer(spelled)).toEqual(expected);
  });

  it('applies PageSize given in any case (it is not ignored)', async () => {
    const body = (await get('/api/v1/Airlines?PAGESIZE=3')).json();
    expect(body).toMatchObject({ pageSize: 3, totalPages: 5, lastPage: 5 });
    expect(body.data).toHaveLength(3);
  });
});

describe('literal segments win over {id}', () => {
  it.each([
    ['/Airlines/search', 'At least one filter criterion must be provided.'],
    ['/Airlines/SEARCH/', 'At least one filter criterion must be provided.'],
    ['/ApiUsers/byFilter', 'At least one filter criterion must be provided.'],
    ['/Destinations/search?city=&airport=', 'Both city and airport are missing in the request.'],
    ['/Destinations/byFilter', 'At least one filter criterion must be provided.'],
    ['/Flights/byDate', 'Both start date and end date are missing in the request.'],
    ['/Passengers/byName', 'Both first name and last name are missing in the request.'],
    ['/Pilots/BYNAME', 'Both first name and last name are missing in the request.'],
    ['/PlaneTickets/byPrice', 'Both min price and max price are missing in the request.'],
    ['/PlaneTickets/search', 'At least one filter criterion must be provided.'],
  ])('%s is the search route, not id "search": 400 %s', async (path, detail) => {
    const response = await get(api(path));
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe(PROBLEM_JSON);
    expect(response.json().detail).toBe(detail);
  });
});

describe('the {id} segment (D-39)', () => {
  it.each(['/Airlines/ByName', '/Airlines/abc', '/Airlines/1.5', '/Airlines/1e3', '/Airlines/%20', '/Pilots/0x1'])(
    'answers 400 for %s, which is not an integer id',
    async (path) => {
      const response = await get(api(path));
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toBe(PROBLEM_JSON);
      expect(response.json().errors).toHaveProperty('id');
    },
  );

  // Writes carry a valid body, so the id alone is wrong.
  it.each([
    ['GET', '/Airlines/-1', undefined],
    ['PUT', '/Airlines/-1', { Id: -1, Name: 'Nowhere Air' }],
    ['DELETE', '/Passengers/-7', undefined],
    ['PATCH', '/Pilots/-1', [{ op: 'replace', path: '/FlyingHours', value: 5 }]],
  ] as const)('answers %s %s with 400 and the sentence of the reference API', async (method, path, payload) => {
    const response = await request(method, api(path), bearer(token), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Invalid input. The ID must be a non-negative integer.');
  });

  it.each([
    ['GET', '/Airlines/0'],
    ['GET', '/Airlines/99999999999'],
    ['GET', '/TravelClasses/5'],
    ['DELETE', '/Airlines/99999999999'],
  ] as const)('answers %s %s with a 404 problem', async (method, path) => {
    const response = await request(method, api(path));
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe(PROBLEM_JSON);
    expect(response.json()).toMatchObject({ status: 404, title: 'Not Found' });
  });
});

describe('paths and methods that do not exist', () => {
  it.each(['/api/v1/Nothing', '/api/v1/Airlines/1/extra', '/api/v1/Airlines/byName/air/more', '/api/v2/Airlines'])(
    'answers %s with a 404 problem',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe(PROBLEM_JSON);
      expect(response.json()).toMatchObject({ status: 404, title: 'Not Found', instance: url });
    },
  );

  it('answers a path with broken percent-encoding with a 400 problem, like every other error (D-46)', async () => {
    const response = await get('/api/v1/Airlines/byName/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe(PROBLEM_JSON);
    expect(response.json()).toMatchObject({ status: 400, title: 'Bad Request' });
  });

  it.each([
    ['POST', '/TravelClasses'],
    ['PUT', '/TravelClasses/1'],
    ['PATCH', '/TravelClasses/1'],
    ['DELETE', '/TravelClasses/1'],
    ['POST', '/ApiUsers'],
  ] as const)('answers %s %s with 405 and Allow: GET, HEAD, with or without a token', async (method, path) => {
    for (const headers of [bearer(token), {}]) {
      const response = await request(method, api(path), headers);
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expect(response.headers['content-type']).toBe(PROBLEM_JSON);
    }
    expect(await testApp.database.db.selectFrom('travelClass').select('type').orderBy('id').execute()).toHaveLength(4);
  });
});

describe('paging edges (D-38)', () => {
  it.each([
    ['/Airlines?page=0', 'Invalid page number.'],
    ['/Airlines?page=-5', 'Invalid page number.'],
    ['/Airlines?pageSize=0', 'Invalid page size. It should be between 1 and 20.'],
    ['/Airlines?pageSize=-1&page=2', 'Invalid page size. It should be between 1 and 20.'],
    ['/Airlines/byName/air?pageSize=0', 'Invalid page size. It should be between 1 and 20.'],
    ['/Flights/byDate?page=0', 'Invalid page number.'],
    ['/ApiUsers?page=0', 'Invalid page number.'],
  ])('%s → 400 %s', async (path, detail) => {
    const response = await get(api(path));
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe(PROBLEM_JSON);
    expect(response.json().detail).toBe(detail);
  });

  it.each([
    '/Airlines?page=abc',
    '/Airlines?pageSize=ten',
    '/Airlines?page=1.5',
    '/Airlines?page=0x2',
    '/Pilots/search?uprn=1&page=x',
  ])('%s → 400 (not a whole number)', async (path) => {
    const response = await get(api(path));
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe(PROBLEM_JSON);
  });

  it('clamps pageSize=50 to 20', async () => {
    const body = (await get(api('/Passengers?pageSize=50'))).json();
    expect(body.data).toHaveLength(20);
    expect(body).toMatchObject({ pageNumber: 1, pageSize: 20, totalCount: 25, totalPages: 2, lastPage: 2 });
  });

  it.each([
    ['/Airlines?pageSize=4&page=4', [13, 14, 15], { totalCount: 15, totalPages: 4, lastPage: 4 }],
    ['/Passengers?pageSize=20&page=2', [21, 22, 23, 24, 25], { totalCount: 25, totalPages: 2, lastPage: 2 }],
    ['/ApiUsers?pageSize=2&page=2', [3], { totalCount: 3, totalPages: 2, lastPage: 2 }],
    ['/Airlines/search?name=air&pageSize=5&page=3', [15], { totalCount: 11, totalPages: 3, lastPage: 3 }],
  ])('%s → ids %j and %j', async (path, ids, totals) => {
    const result = await answer(api(path));
    expect(result.ids).toEqual(ids);
    expect(result.body).toMatchObject(totals);
  });

  it.each([
    '/Airlines?page=3',
    '/Airlines?page=16&pageSize=1',
    '/Airlines?page=99999999999999999999',
    '/Airlines?page=9223372036854775807&pageSize=20',
    '/Airlines/search?name=air&page=99999999999999999999',
    '/ApiUsers?page=99999999999999999999&pageSize=99999999999999999999',
  ])('%s is past the end: 204 with no body', async (path) => {
    const response = await get(api(path));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });
});
