import { STATUS_CODES } from 'node:http';
import fastifySwagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import packageJson from '../../package.json';
import { POLICY_REQUIREMENT } from '../auth/accessPolicy';
import { API_PREFIX } from '../http/apiPath';
import { ProblemDetailsSchema } from '../schemas/problem';

// The API documentation (decision D-49): an OpenAPI 3 document generated from the route schemas at /api/docs/json (and
// /yaml), and Swagger UI at /api/docs. @fastify/swagger collects routes as they are declared (onRoute), so this plugin
// is registered before the routes. The document lists the routes under /api/v1 and nothing else: the probes are for load
// balancers and the UI's own routes are not API. Who may call a route comes from its `config.auth`, for every route.

const API_DOCS_PREFIX = '/api/docs';

const UNDER_API_DOCS = /^\/api\/docs(\/|$)/i;

/** True for the documentation's own routes (public: they need no access policy and no token). */
export const isApiDocsPath = (path: string): boolean => UNDER_API_DOCS.test(path);

const isDocumented = (url: string): boolean => url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);

const BEARER_AUTH = 'bearerAuth';
const PROBLEM_JSON = 'application/problem+json';
const PROBLEM_SCHEMA_NAME = 'ProblemDetails';

/** `/api/v1/Airlines/byName/:name` → 'Airlines'. */
const tagOf = (url: string): string => url.slice(API_PREFIX.length + 1).split('/')[0] || 'API';

/** Error responses documented as problem+json (what the error handler sends), the rest described by their reason. */
function documentedResponses(response: unknown): Record<string, unknown> | undefined {
  if (response === null || typeof response !== 'object') return undefined;
  return Object.fromEntries(
    Object.entries(response).map(([status, schema]: [string, { description?: string }]) => {
      const reason = STATUS_CODES[status] ?? status;
      if (schema === ProblemDetailsSchema) {
        return [status, { description: reason, content: { [PROBLEM_JSON]: { schema } } }];
      }
      return [status, schema.description === undefined ? { ...schema, 'x-response-description': reason } : schema];
    }),
  );
}

const transform: SwaggerTransform = ({ schema, url, route }) => {
  const documented: FastifySchema = { ...schema };
  if (!isDocumented(url)) return { schema: { ...documented, hide: true }, url };

  documented.tags = schema?.tags ?? [tagOf(url)];
  documented.response = documentedResponses(schema?.response);
  const policy = route.config?.auth;
  if (policy !== undefined && policy !== 'anonymous') {
    documented.security = [{ [BEARER_AUTH]: [] }];
    const who = `Needs a bearer token with ${POLICY_REQUIREMENT[policy]}.`;
    documented.description = schema?.description === undefined ? who : `${schema.description}\n\n${who}`;
  }
  return { schema: documented, url };
};

interface ResponseObject {
  content?: Record<string, { schema?: unknown }>;
}
type DocumentParts = {
  paths?: Record<string, Record<string, { responses?: Record<string, ResponseObject> } | undefined> | undefined>;
  components?: { schemas?: Record<string, unknown> };
};

/** The problem schema once under components, referenced by every error response instead of repeated in each. */
const shareProblemSchema: SwaggerTransformObject = (documentObject) => {
  const document = ('openapiObject' in documentObject ? documentObject.openapiObject : {}) as DocumentParts;
  let problemSchema: unknown;
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(pathItem ?? {})) {
      for (const response of Object.values(operation?.responses ?? {})) {
        const media = response.content?.[PROBLEM_JSON];
        if (media === undefined) continue;
        problemSchema ??= media.schema;
        media.schema = { $ref: `#/components/schemas/${PROBLEM_SCHEMA_NAME}` };
      }
    }
  }
  if (problemSchema !== undefined) {
    const schemas = { ...document.components?.schemas, [PROBLEM_SCHEMA_NAME]: problemSchema };
    document.components = { ...document.components, schemas };
  }
  return document as ReturnType<SwaggerTransformObject>;
};

export const apiDocs = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Airport Back Office API',
          version: packageJson.version,
          description:
            'Airlines, destinations, travel classes, passengers, pilots, flights, plane tickets and API users. Sign in ' +
            'with POST /api/v1/Authentication, then send the token it returns as `Authorization: Bearer <token>` ' +
            '(the Authorize button). Errors are RFC 9457 application/problem+json.',
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: { [BEARER_AUTH]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform,
      transformObject: shareProblemSchema,
    });

    // Our Content-Security-Policy (plugins/security.ts) applies here as everywhere: this Swagger UI loads its scripts and
    // styles from /api/docs/static and runs no inline script, so staticCSP stays off (it would replace the policy with
    // a looser one).
    await app.register(fastifySwaggerUi, {
      routePrefix: API_DOCS_PREFIX,
      uiConfig: { deepLinking: true, docExpansion: 'list', displayRequestDuration: true },
      theme: { title: 'Airport Back Office API' },
    });
  },
  { name: 'api-docs' },
);
