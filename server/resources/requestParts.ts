import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import { INT32_MAX } from '../../src/domain/fields';
import { parseNumber, validateRecord } from '../../src/domain/validateRecord';
import { problem } from '../http/problem';
import type { FieldErrors } from '../schemas/problem';
import type { ResourceDefinition } from './definition';

// Reading the parts of a request the generic routes share: the path id and the body's fields.

/** The path id (decision D-39): a negative id is a 400, and an id beyond any key simply does not exist (404). */
export function pathId(request: FastifyRequest): number | undefined {
  const { id } = request.params as { id: number };
  if (id < 0) throw problem.validation({ id: ['Invalid input. The ID must be a non-negative integer.'] });
  return id <= INT32_MAX ? id : undefined;
}

export const notFound = (definition: ResourceDefinition, id: number) =>
  problem.notFound(`${definition.singular} ${id} was not found.`);

/** The editable fields of a body already validated by `validateBody` (wire names → property names). */
export function bodyValues(definition: ResourceDefinition, body: unknown): Record<string, unknown> {
  const wire = body as Record<string, unknown>;
  return Object.fromEntries(Object.entries(definition.fields ?? {}).map(([name, field]) => [name, wire[field.wire]]));
}

/** The rules' messages keyed by the fields' wire names (`{ Name: ['Airline name is required.'] }`). */
export function wireErrors(definition: ResourceDefinition, errors: Partial<Record<string, string>>): FieldErrors {
  const fields = definition.fields ?? {};
  return Object.fromEntries(
    Object.entries(errors).flatMap(([name, message]) =>
      message === undefined ? [] : [[fields[name]?.wire ?? name, [message]]],
    ),
  );
}

/**
 * Validates a create or update body with the shared rules and messages of src/domain (decision D-23) and replaces it
 * by its normalised form (numbers as numbers, times as HH:mm:ss), so the route's schema, which
 * documents that form, always holds. For updates, an id in the body (under any of `idWireNames`) must be a number.
 */
export function validateBody(definition: ResourceDefinition, acceptsId: boolean): preValidationHookHandler {
  return async (request) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw problem.validation({ body: ['The request body must be a JSON object.'] });
    }
    const input = body as Record<string, unknown>;
    const normalised: Record<string, unknown> = {};
    const errors: FieldErrors = {};
    for (const name of acceptsId ? definition.idWireNames : []) {
      const raw = input[name];
      if (raw === undefined || raw === null || raw === '') continue;
      const id = parseNumber(raw);
      if (id === undefined || !Number.isSafeInteger(id)) errors[name] = [`${name} must be a whole number.`];
      else normalised[name] = id;
    }
    const outcome = validateRecord(definition.fields ?? {}, bodyValues(definition, input));
    if (!outcome.ok) Object.assign(errors, wireErrors(definition, outcome.errors));
    if (Object.keys(errors).length > 0) throw problem.validation(errors);
    if (outcome.ok) {
      for (const [name, value] of Object.entries(outcome.values)) {
        const field = definition.fields?.[name];
        if (field !== undefined) normalised[field.wire] = value;
      }
    }
    request.body = normalised;
  };
}

/** A PUT body's id, when it has one, must be the path's (decision D-42): a missing id means the path's. */
export function assertBodyIdMatches(definition: ResourceDefinition, body: unknown, id: number): void {
  const wire = body as Record<string, unknown>;
  for (const name of definition.idWireNames) {
    const given = wire[name];
    if (typeof given === 'number' && given !== id) {
      throw problem.validation({
        [name]: [`The ${name} in the body (${given}) does not match the id in the path (${id}).`],
      });
    }
  }
}
