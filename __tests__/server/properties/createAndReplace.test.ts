import fc from 'fast-check';
import { sql } from 'kysely';
import { assertStoredAsSent } from '../helpers/acceptedWrites';
import { contentType, JsonObject, recordEntries, toJsonText, validRecordText } from '../helpers/bodyArbitraries';
import { describeRequest, sendChecked } from '../helpers/checkedRequest';
import { propertyParameters, propertyTimeout, writerTokens } from '../helpers/propertyRuns';
import { pathId } from '../helpers/queryArbitraries';
import { CREATABLE_RESOURCES, WRITABLE_RESOURCES, type Actor, type WritableResource } from '../helpers/routeCatalogue';
import { bearer, DEMO_USERS, startTestApp, type TestApp } from '../helpers/testApp';
import { nastyValue } from '../helpers/valueArbitraries';

// POST and PUT of every writable resource with random, near-valid and malformed bodies (decisions D-23, D-40 to
// D-44): never a 5xx, every refusal a problem+json that changes nothing, every accepted body stored as the rules
// normalise it. The resources come from the definitions, so a new resource is covered without editing this file.

let testApp: TestApp;
let tokens: Record<Actor, string>;
/** The API users whose tokens the test uses: no request may change them. */
let tokenUserIds: number[];

beforeAll(async () => {
  testApp = await startTestApp();
  tokens = await writerTokens(testApp.app);
  const { rows } = await sql<{ apiUserId: number }>`select api_user_id from api_user
    where user_name in (${DEMO_USERS.admin.userName}, ${DEMO_USERS.superAdmin.userName})`.execute(testApp.database.db);
  tokenUserIds = rows.map((row) => row.apiUserId);
});
afterAll(() => testApp.close());

const byPath = (resources: WritableResource[]) =>
  new Map(resources.map((resource) => [resource.definition.path, resource]));
const CREATABLE = byPath(CREATABLE_RESOURCES);
const WRITABLE = byPath(WRITABLE_RESOURCES);

const bodyText = (resource: WritableResource, idEntries?: fc.Arbitrary<[string, unknown][]>) =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: recordEntries(resource.fields, idEntries).map((entries) => toJsonText(new JsonObject(entries))),
    },
    { weight: 2, arbitrary: validRecordText(resource.fields) },
  );
const jsonMostly = fc.oneof({ weight: 5, arbitrary: fc.constant<string | undefined>('application/json') }, contentType);

const headersFor = (actor: Actor, type: string | undefined) => ({
  ...bearer(tokens[actor]),
  ...(type === undefined ? {} : { 'content-type': type }),
});

const get = (actor: Actor, url: string) => testApp.app.inject({ method: 'GET', url, headers: bearer(tokens[actor]) });

describe('POST with random bodies on every creatable resource', () => {
  const createRequest = fc
    .constantFrom(...CREATABLE.keys())
    .chain((path) =>
      fc.record({ path: fc.constant(path), type: jsonMostly, body: bodyText(CREATABLE.get(path) as WritableResource) }),
    );

  it(
    'never answers a 5xx, changes nothing when it refuses, and stores what it accepts as sent',
    async () => {
      await fc.assert(
        fc.asyncProperty(createRequest, async ({ path, type, body }) => {
          const resource = CREATABLE.get(path) as WritableResource;
          const request = {
            method: 'POST' as const,
            url: `/api/v1/${path}`,
            headers: headersFor(resource.actor, type),
            payload: body,
          };
          const response = await sendChecked(testApp.app, testApp.database.db, request, [201, 400, 409, 413, 415]);
          if (response.statusCode !== 201) return;
          const created = response.json() as Record<string, unknown>;
          const context = describeRequest(request);
          assertStoredAsSent(resource.fields, created, body, context);
          const id = created[resource.definition.idProperty];
          expect(response.headers.location).toMatch(new RegExp(`/api/v1/${path}/${String(id)}$`));
          const stored = await get(resource.actor, `/api/v1/${path}/${String(id)}`);
          expect(stored.statusCode).toBe(200);
          expect(stored.json()).toEqual(created);
        }),
        propertyParameters(150),
      );
    },
    propertyTimeout(),
  );
});

describe('PUT with random bodies and ids on every writable resource', () => {
  /** Whether a path id may name a user whose token the test uses (the server reads ' 1 ', '+1' and '1e0' as 1). */
  const namesTokenUser = (id: string) => {
    try {
      return tokenUserIds.includes(Number(decodeURIComponent(id)));
    } catch {
      return false;
    }
  };
  /** Ids of rows that exist, or anything a path may carry; never a user whose token the test needs. */
  const idFor = (resource: WritableResource) =>
    fc
      .oneof({ weight: 3, arbitrary: fc.integer({ min: 1, max: 10 }).map(String) }, pathId)
      .filter((id) => resource.definition.access.write !== 'superAdmin' || !namesTokenUser(id));

  /** The body's id under each accepted name: absent mostly, else the path's, another, or not a number. */
  const idEntries = (resource: WritableResource, id: string) =>
    fc
      .tuple(
        ...resource.definition.idWireNames.map((name) =>
          fc.option(
            fc.tuple(
              fc.mixedCase(fc.constant(name)),
              fc.oneof(
                { weight: 3, arbitrary: fc.constantFrom<unknown>(Number(id), id) },
                fc.constantFrom<unknown>(0, -1, 99_999, '', null, 1.5, 'x'),
                nastyValue,
              ),
            ),
            { freq: 2, nil: undefined },
          ),
        ),
      )
      .map((entries) => entries.filter((entry) => entry !== undefined));

  const replaceRequest = fc.constantFrom(...WRITABLE.keys()).chain((path) => {
    const resource = WRITABLE.get(path) as WritableResource;
    return idFor(resource).chain((id) =>
      fc.record({
        path: fc.constant(path),
        id: fc.constant(id),
        type: jsonMostly,
        body: bodyText(resource, idEntries(resource, id)),
      }),
    );
  });

  it(
    'never answers a 5xx, changes nothing when it refuses, and stores what it accepts as sent',
    async () => {
      await fc.assert(
        fc.asyncProperty(replaceRequest, async ({ path, id, type, body }) => {
          const resource = WRITABLE.get(path) as WritableResource;
          const url = `/api/v1/${path}/${id}`;
          const request = { method: 'PUT' as const, url, headers: headersFor(resource.actor, type), payload: body };
          const response = await sendChecked(
            testApp.app,
            testApp.database.db,
            request,
            [204, 400, 404, 409, 413, 414, 415],
          );
          if (response.statusCode !== 204) return;
          expect(response.body).toBe('');
          const stored = await get(resource.actor, url);
          expect(stored.statusCode).toBe(200);
          assertStoredAsSent(resource.fields, stored.json(), body, describeRequest(request));
        }),
        propertyParameters(150),
      );
    },
    propertyTimeout(),
  );
});
