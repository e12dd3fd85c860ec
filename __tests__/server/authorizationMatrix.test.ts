import type { LightMyRequestResponse } from 'fastify';
import { API_PREFIX } from '../../server/http/apiPath';
import { expectedStatus, MATRIX_CASES, ROUTE_TABLE, type MatrixRoute } from './helpers/authorizationTable';
import { CALLERS, isRejected, prepareCallers, REJECTION_DETAIL, type Caller, type Headers } from './helpers/callers';
import { registeredRoutes } from './helpers/registeredRoutes';
import { bearer, startTestApp, type TestApp } from './helpers/testApp';
import {
  countRows,
  createdValues,
  deleteRow,
  nextSerial,
  readRow,
  replaceBody,
  type WritableResource,
} from './helpers/writableResources';

// The authorization matrix (decisions D-51, D-52): every route of the table × every caller → 401 for a
// caller without a usable token, 403 for a role without access, else the route's success, with the database showing
// that a granted write happened and a refused one changed nothing.

let testApp: TestApp;
let headers: Record<Caller, Headers>;
let controls: Record<'valid' | 'validIssuedEarlier', Headers>;

beforeAll(async () => {
  // No user lookup cache: the deleted user's token must fail on the very next request.
  testApp = await startTestApp({ config: { authCacheMs: 0 } });
  ({ headers, controls } = await prepareCallers(testApp));
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const PROBLEM_JSON = 'application/problem+json; charset=utf-8';

describe('the route table', () => {
  const key = (method: string, route: string) => `${method} ${route.toLowerCase()}`;

  it('covers every /api/v1 route the app registers, and every route it lists is registered', () => {
    const registered = registeredRoutes(testApp.app)
      .filter((route) => route.path.startsWith(API_PREFIX.toLowerCase()))
      .map((route) => key(route.method, route.path))
      .sort();
    const table = MATRIX_CASES.map((route) => key(route.method, `${API_PREFIX}${route.route}`)).sort();
    expect(registered).toEqual(table);
  });
});

describe('the forged tokens are one flaw away from valid ones', () => {
  it.each(['valid', 'validIssuedEarlier'] as const)('accepts the control token %s', async (control) => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/ApiUsers', headers: controls[control] });
    expect(response.statusCode).toBe(200);
  });
});

function expectRefusal(response: LightMyRequestResponse, method: string, caller: Caller, status: number) {
  expect(response.headers['content-type']).toBe(PROBLEM_JSON);
  if (status === 401) expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
  if (method === 'HEAD') return;
  const body = response.json();
  expect(body.status).toBe(status);
  if (status === 401 && isRejected(caller)) expect(body.detail).toMatch(REJECTION_DETAIL[caller]);
}

async function checkRead(route: MatrixRoute, caller: Caller) {
  const response = await testApp.app.inject({
    method: route.method,
    url: `${API_PREFIX}${route.url ?? ''}`,
    headers: headers[caller],
    ...(route.payload === undefined ? {} : { payload: route.payload }),
  });
  const expected = expectedStatus(route, caller);
  expect(response.statusCode).toBe(expected);
  if (expected !== route.success) return expectRefusal(response, route.method, caller, expected);
  if (route.method === 'HEAD') return expect(response.body).toBe('');
  if (route.route.startsWith('/Authentication')) {
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body.split('.')).toHaveLength(3);
    // A refresh retires the token it replaces a minute later (D-93): the caller goes on with the new one, as clients do.
    if (route.route === '/Authentication/refresh') headers[caller] = bearer(response.body);
    return;
  }
  if (route.file !== undefined) {
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    return expect(response.body).toContain(route.file);
  }
  expect(response.json()).toMatchObject(route.body ?? {});
}

/** Sends the route's write for a row of its own; returns the response and the row's id (undefined for POST). */
async function sendWrite(route: MatrixRoute, resource: WritableResource, caller: Caller, n: number) {
  const base = `${API_PREFIX}/${resource.path}`;
  if (route.restore === true) {
    const id = await resource.insert(db(), n);
    expect((await inject('DELETE', `${base}/${id}`, 'SuperAdmin')).statusCode).toBe(204);
    return { id, row: undefined, payload: undefined, response: await inject('POST', `${base}/${id}/restore`, caller) };
  }
  if (route.method === 'POST') {
    const payload = resource.createBody?.(n) ?? {};
    return { id: undefined, payload, response: await inject('POST', base, caller, payload) };
  }
  const id = await resource.insert(db(), n);
  const row = (await readRow(db(), resource, id)) ?? {};
  const { property, value } = resource.change;
  const payload =
    route.method === 'PUT'
      ? replaceBody(resource, row, id, n)
      : route.method === 'PATCH'
        ? [{ op: 'replace', path: `/${property}`, value: value(n) }]
        : undefined;
  return { id, row, payload, response: await inject(route.method, `${base}/${id}`, caller, payload) };
}

const inject = (method: MatrixRoute['method'], url: string, caller: Caller, payload?: object) =>
  testApp.app.inject({ method, url, headers: headers[caller], ...(payload === undefined ? {} : { payload }) });

async function checkWrite(route: MatrixRoute, resource: WritableResource, caller: Caller) {
  const n = nextSerial();
  const countBefore = await countRows(db(), resource);
  const { id, row, payload, response } = await sendWrite(route, resource, caller, n);
  const createdId = route.method === 'POST' && response.statusCode === 201 ? (response.json().id as number) : undefined;
  try {
    const expected = expectedStatus(route, caller);
    expect(response.statusCode).toBe(expected);
    if (expected !== route.success) {
      expectRefusal(response, route.method, caller, expected);
      if (id === undefined) expect(await countRows(db(), resource)).toBe(countBefore);
      else expect(await readRow(db(), resource, id)).toEqual(row);
      return;
    }
    await expectWriteDone(route, resource, response, id ?? createdId ?? -1, payload as Record<string, unknown>, n);
  } finally {
    for (const leftover of [id, createdId]) if (leftover !== undefined) await deleteRow(db(), resource, leftover);
  }
}

async function expectWriteDone(
  route: MatrixRoute,
  resource: WritableResource,
  response: LightMyRequestResponse,
  id: number,
  payload: Record<string, unknown>,
  n: number,
) {
  const stored = await readRow(db(), resource, id);
  const { property, value } = resource.change;
  if (route.restore === true) {
    expect(response.json()).toMatchObject({ [resource.path === 'ApiUsers' ? 'apiUserId' : 'id']: id });
    expect(stored).toBeDefined();
    return;
  }
  switch (route.method) {
    case 'POST':
      expect(response.headers.location).toMatch(new RegExp(`/api/v1/${resource.path}/${id}$`));
      expect(stored).toMatchObject(createdValues(resource, payload));
      break;
    case 'PUT':
      expect(stored?.[property]).toBe(value(n));
      break;
    case 'PATCH':
      expect(response.json()[property]).toBe(value(n));
      expect(stored?.[property]).toBe(value(n));
      break;
    case 'DELETE':
      expect(stored).toBeUndefined();
      break;
    default:
      throw new Error(`not a write: ${route.method}`);
  }
}

describe.each(MATRIX_CASES)('$method $route', (route) => {
  it.each(CALLERS)('as %s', async (caller) => {
    if (route.resource === undefined) await checkRead(route, caller);
    else await checkWrite(route, route.resource, caller);
  });
});

describe('access is decided before the body is read (D-51)', () => {
  const creatable = ROUTE_TABLE.filter(
    (route) => route.method === 'POST' && route.resource !== undefined && route.restore !== true,
  );

  it.each(creatable.flatMap((route) => CALLERS.map((caller) => [route.route, caller] as const)))(
    'POST %s with an invalid body as %s',
    async (path, caller) => {
      const route = creatable.find((candidate) => candidate.route === path) as MatrixRoute;
      const response = await inject('POST', `${API_PREFIX}${path}`, caller, {});
      const status = expectedStatus(route, caller);
      expect(response.statusCode).toBe(status === route.success ? 400 : status);
      if (response.statusCode === 400) expect(Object.keys(response.json().errors).length).toBeGreaterThan(0);
    },
  );

  it.each(CALLERS)('PUT /ApiUsers/3 with an invalid body as %s', async (caller) => {
    const response = await inject('PUT', `${API_PREFIX}/ApiUsers/3`, caller, { Roles: 'Pilot' });
    expect(response.statusCode).toBe(caller === 'SuperAdmin' ? 400 : isRejected(caller) ? 401 : 403);
  });
});
