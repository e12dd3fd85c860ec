import type { FastifyInstance, preValidationHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

// Property names of JSON bodies and query strings match case-insensitively (decisions D-35, D-40): the SPA sends
// `UserName`, other clients `username` or `userName`. Before validation, incoming keys are renamed to the spelling the
// route's schema declares, so schemas, validation messages and handlers only ever see one spelling.

/** Lower-cased name → declared name, for the top-level properties of an object schema (or of its allOf/anyOf parts). */
export type KeyMap = ReadonlyMap<string, string>;

export function declaredKeys(schema: unknown): KeyMap | undefined {
  const keys = new Map<string, string>();
  const visit = (node: unknown) => {
    if (node === null || typeof node !== 'object') return;
    const { properties, allOf, anyOf } = node as { properties?: object; allOf?: unknown[]; anyOf?: unknown[] };
    for (const name of Object.keys(properties ?? {})) keys.set(name.toLowerCase(), name);
    for (const part of [...(allOf ?? []), ...(anyOf ?? [])]) visit(part);
  };
  visit(schema);
  return keys.size === 0 ? undefined : keys;
}

/**
 * A copy of `input` whose keys are spelled as declared. An exact match wins over a case-insensitive one; unknown keys
 * are kept as they are (the schema decides whether they are allowed). Anything but a plain object is returned as is.
 */
export function renameKeys(input: unknown, keys: KeyMap): unknown {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const source = input as Record<string, unknown>;
  const renamed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    // Assigning '__proto__' would replace the object's prototype instead of adding a property.
    if (key === '__proto__') continue;
    const declared = keys.get(key.toLowerCase()) ?? key;
    if (declared === key) renamed[key] = value;
    else if (!Object.hasOwn(source, declared) && !Object.hasOwn(renamed, declared)) renamed[declared] = value;
  }
  return renamed;
}

function renamingHook(route: RouteOptions): preValidationHookHandler | undefined {
  const bodyKeys = declaredKeys(route.schema?.body);
  const queryKeys = declaredKeys(route.schema?.querystring);
  if (bodyKeys === undefined && queryKeys === undefined) return undefined;
  // A callback, not an async function: nothing here waits, and a promise per request costs a microtask (see
  // docs/performance.md).
  return (request, _reply, done) => {
    if (bodyKeys !== undefined) request.body = renameKeys(request.body, bodyKeys);
    if (queryKeys !== undefined) request.query = renameKeys(request.query, queryKeys);
    done();
  };
}

/** Adds the renaming to every route registered after it, ahead of the route's own preValidation hooks. */
export const caseInsensitiveKeys = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      const hook = renamingHook(route);
      if (hook === undefined) return;
      const existing = route.preValidation;
      route.preValidation = [hook, ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing])];
    });
  },
  { name: 'case-insensitive-keys' },
);
