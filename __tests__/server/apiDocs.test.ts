import Fastify, { type FastifyInstance } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { CONTENT_SECURITY_POLICY } from '../../server/plugins/security';
import { isApiDocsPath } from '../../server/plugins/apiDocs';
import { authentication } from '../../server/plugins/auth';
import { startTestApp, type TestApp } from './helpers/testApp';

let testApp: TestApp;
let document: OpenAPIV3.Document;

beforeAll(async () => {
  testApp = await startTestApp({ seed: false });
  const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json<OpenAPIV3.Document>();
});
afterAll(() => testApp?.close());

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** `METHOD /path/:param` for every operation of the document (paths lower-cased: the router is case-insensitive). */
function documentedOperations(): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item?.[method] !== undefined).map(
      (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1').toLowerCase()}`,
    ),
  );
}

/**
 * `METHOD /path` for every route the app's router holds under /api/v1, read from printRoutes' tree, in which each line
 * is a path fragment appended to its parent's, with the methods routed there. HEAD routes are Fastify's automatic twins
 * of the GETs, and the document leaves them out.
 */
function routedApiOperations(app: FastifyInstance): string[] {
  const pathAtDepth: string[] = [];
  const operations: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (match === null) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (pathAtDepth[depth - 1] ?? '') + (match[2] ?? '');
    pathAtDepth.length = depth;
    pathAtDepth.push(path);
    const methods = (match[3] ?? '').split(', ').filter((method) => method !== '' && method !== 'HEAD');
    for (const method of methods) operations.push(`${method} ${path.toLowerCase()}`);
  }
  return operations.filter((operation) => / \/api\/v1(\/|$)/.test(operation));
}

describe('the documentation', () => {
  it('is served without a token: Swagger UI at /api/docs, under the same Content-Security-Policy as the app', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<div id="swagger-ui"></div>');
      expect(response.body).toContain('<title>Airport Back Office API</title>');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain(`script-src ${CONTENT_SECURITY_POLICY.scriptSrc.join(' ')};`);
      expect(csp).not.toContain('unsafe-eval');
    }
    const bundle = await testApp.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/^application\/javascript/);
  });

  it('is an OpenAPI 3 document, also as YAML', async () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Airport Back Office API');
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(document.servers).toEqual([{ url: '/' }]);
    expect(document.components?.securitySchemes?.bearerAuth).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    const yaml = await testApp.app.inject({ method: 'GET', url: '/api/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toMatch(/^openapi: 3\./);
  });

  it('lists every route under /api/v1 with its methods, and nothing else', () => {
    const routed = routedApiOperations(testApp.app);
    expect(routed).toEqual(expect.arrayContaining(['POST /api/v1/authentication', 'GET /api/v1/healthcheck']));
    expect(documentedOperations().sort()).toEqual(routed.sort());
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/Authentication', '/api/v1/HealthCheck']),
    );
  });

  it('marks every operation but sign-in as needing a bearer token, saying which roles', () => {
    const signIn = document.paths['/api/v1/Authentication']?.post;
    expect(signIn?.security).toBeUndefined();
    expect(signIn?.tags).toEqual(['Authentication']);

    const healthCheck = document.paths['/api/v1/HealthCheck']?.get;
    expect(healthCheck?.security).toEqual([{ bearerAuth: [] }]);
    expect(healthCheck?.description).toContain('the User, Admin or SuperAdmin role');
    expect(healthCheck?.tags).toEqual(['HealthCheck']);

    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of HTTP_METHODS) {
        const operation = item?.[method];
        if (operation === undefined || path === '/api/v1/Authentication') continue;
        expect({ path, method, security: operation.security }).toEqual({
          path,
          method,
          security: [{ bearerAuth: [] }],
        });
        expect(operation.description).toMatch(/Needs a bearer token with the .+ role\./);
        expect(operation.tags).toEqual([path.split('/')[3]]);
      }
    }
  });

  it('describes the responses: error statuses as problem+json with the shared schema', () => {
    const problemDetails = document.components?.schemas?.ProblemDetails as OpenAPIV3.SchemaObject;
    expect(problemDetails.required).toEqual(expect.arrayContaining(['type', 'title', 'status', 'detail', 'instance']));
    const responses = document.paths['/api/v1/Authentication']?.post?.responses ?? {};
    expect(responses['401']).toEqual({
      description: 'Unauthorized',
      content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemDetails' } } },
    });
    const healthy = document.paths['/api/v1/HealthCheck']?.get?.responses['200'] as OpenAPIV3.ResponseObject;
    const report = healthy.content?.['application/json']?.schema as OpenAPIV3.SchemaObject;
    expect(report.required).toEqual(['status', 'totalDuration', 'entries']);
    // The token comes back as the raw JWT, not a JSON string (decision D-52).
    const token = responses['200'] as OpenAPIV3.ResponseObject;
    expect(Object.keys(token.content ?? {})).toEqual(['text/plain']);
  });
});

describe('the access-policy check at registration', () => {
  it('exempts the documentation under /api/docs and nothing else under /api', async () => {
    expect(['/api/docs', '/API/Docs/', '/api/docs/json'].map(isApiDocsPath)).toEqual([true, true, true]);
    expect(['/api/docsearch', '/api/v1/docs', '/docs'].map(isApiDocsPath)).toEqual([false, false, false]);

    const app = Fastify().decorate('db', testApp.database.db);
    await app.register(authentication, { config: testApp.config, secret: 'a-secret-for-this-test-only-0123456789' });
    expect(() => app.get('/api/docs/extra', async () => 'public')).not.toThrow();
    expect(() => app.get('/api/docsearch', async () => 'open')).toThrow('declares no access policy');
    expect((await app.inject({ method: 'GET', url: '/api/docs/extra' })).body).toBe('public');
    await app.close();
  });
});

/** Where a schema has an anyOf or oneOf, as a JSON pointer into it. */
function unions(schema: unknown, at = ''): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const here = 'anyOf' in schema || 'oneOf' in schema ? [at] : [];
  return [...here, ...Object.entries(schema).flatMap(([key, value]) => unions(value, `${at}/${key}`))];
}

// fast-json-stringify compiles a validator for a union the first time a response reaches it, and runs it on every value
// after that (responseShapes.ts): the first dashboard after a start waited 45 ms for it.
test('every successful answer is written without choosing between alternatives', () => {
  const found = Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) =>
      Object.entries(item?.[method]?.responses ?? {})
        .filter(([status]) => status.startsWith('2'))
        .flatMap(([status, response]) => unions(response).map((where) => `${method} ${path} ${status}${where}`)),
    ),
  );
  expect(found).toEqual([]);
});
