import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { addApiUser } from '../../../server/accounts/apiUserAccounts';
import { usersToolActor } from '../../../server/audit/auditActor';
import type { ResourceDefinition } from '../../../server/resources/definition';
import { RESOURCES } from '../../../server/resources/definitions';
import { assertWellFormedAnswer } from '../helpers/checkedRequest';
import { fieldsOf, rowCount } from '../helpers/integrity';
import { bearer, DEMO_USERS, signIn, startTestApp, type TestApp } from '../helpers/testApp';
import { validBody } from '../helpers/validBodies';

// Decision D-44 under concurrency: two requests giving two records the same unique value at the same moment (a
// passenger's UPRN or passport, a pilot's UPRN, an API user's name in another letter case), and many creates with the
// same value. Exactly one wins; the others get the resource's 409 sentence; the database holds the value once.

let testApp: TestApp;
let tokens: { admin: string; superAdmin: string };

beforeAll(async () => {
  testApp = await startTestApp();
  tokens = {
    admin: await signIn(testApp.app, DEMO_USERS.admin),
    superAdmin: await signIn(testApp.app, DEMO_USERS.superAdmin),
  };
});
afterAll(() => testApp.close());

const definitionOf = (path: string) =>
  (RESOURCES.find(({ definition }) => definition.path === path) as { definition: ResourceDefinition }).definition;

/** The unique values of D-44: the resource, the field's wire name and column, and two spellings of one value. */
const UNIQUE_VALUES = [
  {
    path: 'Passengers',
    wire: 'UPRN',
    column: 'uprn',
    spellings: (n: number) => [`U${n}`.padEnd(13, '7'), `U${n}`.padEnd(13, '7')],
  },
  {
    path: 'Passengers',
    wire: 'Passport',
    column: 'passport',
    spellings: (n: number) => [`P${n}`.padEnd(9, '7'), `P${n}`.padEnd(9, '7')],
  },
  {
    path: 'Pilots',
    wire: 'UPRN',
    column: 'uprn',
    spellings: (n: number) => [`R${n}`.padEnd(13, '7'), `R${n}`.padEnd(13, '7')],
  },
  { path: 'ApiUsers', wire: 'UserName', column: 'user_name', spellings: (n: number) => [`twin${n}`, `TWIN${n}`] },
];

let n = 1;
const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: unknown, token: string) =>
  testApp.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload: payload as object });

/** Two new records of the resource, by id. */
async function twoNewRecords(definition: ResourceDefinition): Promise<number[]> {
  if (!definition.creatable) {
    const users = await Promise.all(
      [1, 2].map(() =>
        addApiUser(testApp.database.db, { userName: `user${n++}`, password: 'x', roles: 'User' }, usersToolActor()),
      ),
    );
    return users.map((user) => user.apiUserId);
  }
  return Promise.all(
    [1, 2].map(async () => {
      const response = await send('POST', `/${definition.path}`, validBody(fieldsOf(definition), n++), tokens.admin);
      expect(response.statusCode).toBe(201);
      return (response.json() as Record<string, number>)[definition.idProperty] as number;
    }),
  );
}

/** How many rows hold the value, compared case-insensitively (user names are unique regardless of case). */
async function holders(table: string, column: string, value: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.id(table)}
    where lower(${sql.id(column)}) = lower(${value})`.execute(testApp.database.db);
  return rows[0]?.n ?? -1;
}

/** Exactly one response is its request's success status (`successes[i]`); every other one is the duplicate 409. */
function expectOneWinner(responses: LightMyRequestResponse[], successes: number[], definition: ResourceDefinition) {
  responses.forEach((response, index) =>
    assertWellFormedAnswer(response, [successes[index] ?? 0, 409], `request ${index}`),
  );
  const losers = responses.filter((response) => response.statusCode === 409);
  expect(responses.length - losers.length).toBe(1);
  for (const loser of losers) expect(loser.json().detail).toBe(definition.duplicate);
}

describe.each(UNIQUE_VALUES)('$path $wire', ({ path, wire, column, spellings }) => {
  const definition = definitionOf(path);
  const token = () => (definition.access.write === 'superAdmin' ? tokens.superAdmin : tokens.admin);

  it.each([
    ['PUT', 'PUT'],
    ['PUT', 'PATCH'],
    ['PATCH', 'PATCH'],
  ] as const)('given to two records at once (%s and %s): exactly one gets it', async (...methods) => {
    const ids = await twoNewRecords(definition);
    const values = spellings(n++);
    const property = Object.entries(fieldsOf(definition)).find(([, field]) => field.wire === wire)?.[0] ?? wire;
    const current = await Promise.all(
      ids.map(async (id) =>
        (await testApp.app.inject({ method: 'GET', url: `/api/v1/${path}/${id}`, headers: bearer(token()) })).json(),
      ),
    );
    const responses = await Promise.all(
      methods.map((method, index) => {
        const id = ids[index] as number;
        const value = values[index];
        if (method === 'PATCH')
          return send('PATCH', `/${path}/${id}`, [{ op: 'replace', path: `/${property}`, value }], token());
        // A full replacement keeping the record's other values (an API user's password hash keeps the password).
        const record = current[index] as Record<string, unknown>;
        const body = Object.fromEntries(
          Object.entries(fieldsOf(definition)).map(([name, field]) => [field.wire, record[name]]),
        );
        return send('PUT', `/${path}/${id}`, { ...body, [wire]: value }, token());
      }),
    );
    expectOneWinner(
      responses,
      methods.map((method) => (method === 'PUT' ? 204 : 200)),
      definition,
    );
    expect(await holders(definition.table, column, values[0] as string)).toBe(1);
  });

  if (definition.creatable) {
    it('given to ten new records at once: exactly one is created', async () => {
      const before = await rowCount(testApp.database.db, definition.table);
      const value = spellings(n++)[0] as string;
      const bodies = Array.from({ length: 10 }, () => validBody(fieldsOf(definition), n++, { [wire]: value }));
      const responses = await Promise.all(bodies.map((body) => send('POST', `/${path}`, body, token())));
      expectOneWinner(
        responses,
        bodies.map(() => 201),
        definition,
      );
      expect(await rowCount(testApp.database.db, definition.table)).toBe(before + 1);
      expect(await holders(definition.table, column, value)).toBe(1);
    });
  }
});
