import fc from 'fast-check';
import { sql } from 'kysely';
import { assertReplacedAsSent, assertSameValues } from '../helpers/acceptedWrites';
import { contentType } from '../helpers/bodyArbitraries';
import { describeRequest, sendChecked } from '../helpers/checkedRequest';
import { patchDocumentText } from '../helpers/patchArbitraries';
import { propertyParameters, propertyTimeout, writerTokens } from '../helpers/propertyRuns';
import { WRITABLE_RESOURCES, type Actor, type WritableResource } from '../helpers/routeCatalogue';
import { bearer, DEMO_USERS, startTestApp, type TestApp } from '../helpers/testApp';

// PATCH (RFC 6902 JSON Patch, decision D-45) of every writable resource with random documents: never a 5xx, a refusal
// changes nothing, and an accepted patch answers the stored record, which passes the rules and keeps every property
// the patch did not name.

let testApp: TestApp;
let tokens: Record<Actor, string>;
let tokenUserIds: number[];

beforeAll(async () => {
  testApp = await startTestApp();
  tokens = await writerTokens(testApp.app);
  const { rows } = await sql<{ apiUserId: number }>`select api_user_id from api_user
    where user_name in (${DEMO_USERS.admin.userName}, ${DEMO_USERS.superAdmin.userName})`.execute(testApp.database.db);
  tokenUserIds = rows.map((row) => row.apiUserId);
});
afterAll(() => testApp.close());

const WRITABLE = new Map(WRITABLE_RESOURCES.map((resource) => [resource.definition.path, resource]));

const patchType = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<string | undefined>('application/json-patch+json', 'application/json') },
  contentType,
);

/** Existing rows mostly (ids 1..10, or the few API users whose tokens the test does not use), sometimes missing ones. */
const idFor = (resource: WritableResource) =>
  fc
    .oneof({ weight: 5, arbitrary: fc.integer({ min: 1, max: 10 }) }, fc.constantFrom(0, 99_999, 2_147_483_647))
    .filter((id) => resource.definition.access.write !== 'superAdmin' || !tokenUserIds.includes(id));

const patchRequest = fc.constantFrom(...WRITABLE.keys()).chain((path) => {
  const resource = WRITABLE.get(path) as WritableResource;
  return fc.record({
    path: fc.constant(path),
    id: idFor(resource),
    type: patchType,
    body: patchDocumentText(resource.fields, resource.definition.idProperty),
  });
});

/** The properties an operation names (its path and from), lower-cased, as the server resolves them. */
function namedProperties(body: string): Set<string> {
  const operations = JSON.parse(body) as { path?: unknown; from?: unknown }[];
  return new Set(
    operations.flatMap((operation) =>
      [operation.path, operation.from]
        .filter((p): p is string => typeof p === 'string')
        .map((p) => p.slice(1).toLowerCase()),
    ),
  );
}

describe('PATCH with random JSON Patch documents on every writable resource', () => {
  it(
    'never answers a 5xx, changes nothing when it refuses, and stores and answers what it accepts',
    async () => {
      await fc.assert(
        fc.asyncProperty(patchRequest, async ({ path, id, type, body }) => {
          const resource = WRITABLE.get(path) as WritableResource;
          const url = `/api/v1/${path}/${id}`;
          const headers = {
            ...bearer(tokens[resource.actor]),
            ...(type === undefined ? {} : { 'content-type': type }),
          };
          const read = () => testApp.app.inject({ method: 'GET', url, headers: bearer(tokens[resource.actor]) });
          const before = await read();
          const request = { method: 'PATCH' as const, url, headers, payload: body };
          const response = await sendChecked(testApp.app, testApp.database.db, request, [200, 400, 404, 409, 413, 415]);
          if (response.statusCode !== 200) return;

          const context = describeRequest(request);
          const answered = response.json() as Record<string, unknown>;
          const stored = (await read()).json() as Record<string, unknown>;
          assertSameValues(resource.fields, answered, stored, context);
          expect(answered[resource.definition.idProperty]).toBe(id);
          assertReplacedAsSent(resource.fields, stored, body, context);
          const named = namedProperties(body);
          const previous = before.json() as Record<string, unknown>;
          for (const [property, field] of Object.entries(resource.fields)) {
            const untouched = !named.has(property.toLowerCase()) && !named.has(field.wire.toLowerCase());
            if (untouched && stored[property] !== previous[property]) {
              throw new Error(
                `${context}\n${property} changed from ${String(previous[property])} to ${String(stored[property])}`,
              );
            }
          }
        }),
        propertyParameters(150),
      );
    },
    propertyTimeout(),
  );
});
