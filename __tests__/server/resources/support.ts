import type { LightMyRequestResponse } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { bearer, DEMO_USERS, signIn, startTestApp, type TestApp } from '../helpers/testApp';

// What the per-resource behaviour tests share: a fresh seeded app per file, a client per demo role that speaks the API
// as the SPA does, and assertions on problem+json answers and on what the database holds.

export type Reply = LightMyRequestResponse;

/** Requests under /api/v1 with one token. */
export interface Client {
  get(path: string): Promise<Reply>;
  post(path: string, payload: unknown): Promise<Reply>;
  put(path: string, payload: unknown): Promise<Reply>;
  patch(path: string, operations: unknown): Promise<Reply>;
  delete(path: string): Promise<Reply>;
}

export interface ResourceTests {
  testApp: TestApp;
  db: Kysely<Database>;
  /** aa: may write records. */
  admin: Client;
  /** og: may also manage API users. */
  superAdmin: Client;
  /** uu: may only read. */
  user: Client;
  /** aa's token, for requests the clients do not make (other content types). */
  adminToken: string;
  close(): Promise<void>;
}

export function clientFor(testApp: TestApp, token: string): Client {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, payload?: unknown) =>
    testApp.app.inject({
      method,
      url: `/api/v1${path}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (path) => send('GET', path),
    post: (path, payload) => send('POST', path, payload),
    put: (path, payload) => send('PUT', path, payload),
    patch: (path, operations) => send('PATCH', path, operations),
    delete: (path) => send('DELETE', path),
  };
}

export async function startResourceTests(): Promise<ResourceTests> {
  const testApp = await startTestApp();
  const [admin, superAdmin, user] = await Promise.all(
    [DEMO_USERS.admin, DEMO_USERS.superAdmin, DEMO_USERS.user].map((demo) => signIn(testApp.app, demo)),
  );
  return {
    testApp,
    db: testApp.database.db,
    admin: clientFor(testApp, admin ?? ''),
    superAdmin: clientFor(testApp, superAdmin ?? ''),
    user: clientFor(testApp, user ?? ''),
    adminToken: admin ?? '',
    close: () => testApp.close(),
  };
}

/** Every row of a table (snake_case name) in key order, to prove a rejected request changed nothing. */
export async function rowsOf(db: Kysely<Database>, table: string): Promise<Record<string, unknown>[]> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1`.execute(db);
  return rows;
}

/** Runs `request` and checks that the listed tables hold exactly the same rows afterwards. */
export async function expectNoChange(db: Kysely<Database>, tables: string[], request: () => Promise<unknown>) {
  const before = await Promise.all(tables.map((table) => rowsOf(db, table)));
  await request();
  expect(await Promise.all(tables.map((table) => rowsOf(db, table)))).toEqual(before);
}

/** An RFC 9457 answer with this status, and the given detail and field errors when named. */
export function expectProblem(
  response: Reply,
  status: number,
  expected: { detail?: string | RegExp; errors?: Record<string, string[]> } = {},
) {
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status });
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = response.json();
  expect(body).toMatchObject({
    status,
    type: expect.any(String),
    title: expect.any(String),
    detail: expect.any(String),
    instance: expect.stringMatching(/^\/api\/v1/),
    traceId: expect.any(String),
  });
  if (typeof expected.detail === 'string') expect(body.detail).toBe(expected.detail);
  if (expected.detail instanceof RegExp) expect(body.detail).toMatch(expected.detail);
  if (expected.errors !== undefined) expect(body.errors).toEqual(expected.errors);
  return body as { detail: string; errors?: Record<string, string[]> };
}

/** A validation 400: `errors` exactly as given, `detail` their messages joined with spaces in field order. */
export function expectValidation(response: Reply, errors: Record<string, string[]>) {
  return expectProblem(response, 400, { errors, detail: Object.values(errors).flat().join(' ') });
}

/** The ids of a paged answer's rows. */
export function idsOf(response: Reply): number[] {
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status: 200 });
  return (response.json() as { data: { id: number }[] }).data.map((row) => row.id);
}

/** The id at the end of a 201's Location header, checked to be the API's URL of the new row. */
export function createdId(response: Reply, path: string): number {
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status: 201 });
  const location = String(response.headers.location);
  expect(location).toMatch(new RegExp(`^/api/v1/${path}/\\d+$`));
  const id = Number(location.split('/').pop());
  expect(response.json().id).toBe(id);
  return id;
}
