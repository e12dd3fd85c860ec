import fc from 'fast-check';
import { RESOURCES } from '../../../server/resources/definitions';
import { contentType, malformedJson, nonObjectBody, validRecordText } from '../helpers/bodyArbitraries';
import { sendChecked } from '../helpers/checkedRequest';
import { propertyParameters, propertyTimeout, writerTokens } from '../helpers/propertyRuns';
import { NOT_CREATABLE_RESOURCES, WRITABLE_RESOURCES, type Actor } from '../helpers/routeCatalogue';
import { bearer, startTestApp, type TestApp } from '../helpers/testApp';

// Bodies that are not a JSON object (lists, strings, numbers, null), text that is not JSON at all, and content types
// other than JSON, on every write route (decisions D-40, D-46): refused with 400, 413 or 415 as a
// problem+json, nothing changed. And the write routes a resource does not have answer 405 whatever the body.

let testApp: TestApp;
let tokens: Record<Actor, string>;

beforeAll(async () => {
  testApp = await startTestApp();
  tokens = await writerTokens(testApp.app);
});
afterAll(() => testApp.close());

const WRITABLE = new Map(WRITABLE_RESOURCES.map((resource) => [resource.definition.path, resource]));

/** Not a JSON Patch document: an object, a scalar, or not JSON. */
const notAPatch = fc.oneof(
  nonObjectBody.filter((text) => !text.trimStart().startsWith('[')),
  fc.constantFrom('{}', '{"op":"replace","path":"/name","value":"x"}'),
  malformedJson,
);

const badWrite = fc.constantFrom(...WRITABLE.keys()).chain((path) =>
  fc.oneof(
    fc.record({
      path: fc.constant(path),
      method: fc.constantFrom('POST', 'PUT'),
      type: contentType,
      body: fc.oneof(nonObjectBody, malformedJson),
    }),
    fc.record({ path: fc.constant(path), method: fc.constant('PATCH'), type: contentType, body: notAPatch }),
    // A valid record sent as something other than JSON.
    fc.record({
      path: fc.constant(path),
      method: fc.constantFrom('POST', 'PUT', 'PATCH'),
      type: fc.constantFrom<string | undefined>(
        undefined,
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
      ),
      body: validRecordText((WRITABLE.get(path) ?? WRITABLE_RESOURCES[0])?.fields ?? {}),
    }),
  ),
);

const headers = (actor: Actor, type: string | undefined) => ({
  ...bearer(tokens[actor]),
  ...(type === undefined ? {} : { 'content-type': type }),
});

describe('bodies that are not JSON objects, on every write route', () => {
  it(
    'are refused with 400, 413 or 415 as a problem, and change nothing',
    async () => {
      await fc.assert(
        fc.asyncProperty(badWrite, async ({ path, method, type, body }) => {
          const resource = WRITABLE.get(path);
          if (resource === undefined) throw new Error(`no resource ${path}`);
          const url = method === 'POST' ? `/api/v1/${path}` : `/api/v1/${path}/3`;
          // POST on a resource without create is a 405; the body may be read (and refused) first.
          const allowed = method === 'POST' && !resource.definition.creatable ? [405, 400, 413, 415] : [400, 413, 415];
          const request = { method, url, headers: headers(resource.actor, type), payload: body };
          await sendChecked(testApp.app, testApp.database.db, request, allowed);
        }),
        propertyParameters(150),
      );
    },
    propertyTimeout(),
  );
});

describe('write routes a resource does not have', () => {
  const missingRoutes = [
    ...NOT_CREATABLE_RESOURCES.map((definition) => ({ method: 'POST', url: `/api/v1/${definition.path}` })),
    ...RESOURCES.filter(({ definition }) => definition.fields === undefined).flatMap(({ definition }) =>
      ['PUT', 'PATCH', 'DELETE'].map((method) => ({ method, url: `/api/v1/${definition.path}/1` })),
    ),
  ];

  // The body is read before the route is known to be missing, so a body that cannot be read is refused as such (400,
  // 413, 415); any JSON body gets the 405.
  it(
    'answer 405 with an Allow header for any JSON body, and change nothing',
    async () => {
      expect(missingRoutes.length).toBeGreaterThan(0);
      const request = fc.record({
        route: fc.constantFrom(...missingRoutes),
        type: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/json'),
        body: fc.oneof(
          nonObjectBody,
          fc.constant('{"Type":"Luxury","UserName":"x","Password":"x","Roles":"SuperAdmin"}'),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ route, type, body }) => {
          const response = await sendChecked(
            testApp.app,
            testApp.database.db,
            { method: route.method as 'POST', url: route.url, headers: headers('superAdmin', type), payload: body },
            [405],
          );
          expect(String(response.headers.allow)).toMatch(/GET/);
        }),
        propertyParameters(50),
      );
    },
    propertyTimeout(),
  );
});
