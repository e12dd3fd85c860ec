import type { FastifyInstance, preValidationHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { problem } from './problem';
import type { FieldErrors } from '../schemas/problem';

// Path and query values arrive as text. The schema validator's type coercion turns far more than whole numbers into
// integers (' ' → 0, '1e3' → 1000, '0x1' → 1), so `/Pilots/0x1` would open pilot 1. Before validation, every value
// declared an integer must be written as one: optional sign, decimal digits, nothing else (decision D-39).

const WHOLE_NUMBER = /^[+-]?\d+$/;

/** The top-level properties of an object schema declared as integers. */
function integerProperties(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties ?? {};
  return Object.entries(properties)
    .filter(([, property]) => property.type === 'integer')
    .map(([name]) => name);
}

function checkingHook(route: RouteOptions): preValidationHookHandler | undefined {
  const parts = [
    ['params', integerProperties(route.schema?.params)],
    ['query', integerProperties(route.schema?.querystring)],
  ] as const;
  if (parts.every(([, names]) => names.length === 0)) return undefined;
  // A callback, not an async function: nothing here waits, and a promise per request costs a microtask (see
  // docs/performance.md).
  return (request, _reply, done) => {
    const errors: FieldErrors = {};
    for (const [part, names] of parts) {
      const values = request[part] as Record<string, unknown> | undefined;
      for (const name of names) {
        const value = values?.[name];
        if (typeof value === 'string' && !WHOLE_NUMBER.test(value)) {
          errors[name] = [`The value '${value}' is not valid for ${name}: it must be a whole number.`];
        }
      }
    }
    done(Object.keys(errors).length > 0 ? problem.validation(errors) : undefined);
  };
}

/**
 * Adds the check to every route registered after it, ahead of the route's own preValidation hooks. Register it before
 * caseInsensitiveKeys: that plugin's renaming then lands in front of this check, so `?PAGE=0x2` is checked as `page`.
 */
export const strictIntegers = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      const hook = checkingHook(route);
      if (hook === undefined) return;
      const existing = route.preValidation;
      route.preValidation = [hook, ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing])];
    });
  },
  { name: 'strict-integers' },
);
