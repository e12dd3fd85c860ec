import type { FastifySchemaValidationError } from 'fastify';
import type { FieldErrors } from '../schemas/problem';

// Turns the schema validator's (ajv's) errors into `errors: { Field: [message] }` with sentences people can read.
// Field names are the schema's property names: the case-insensitive key helper has already renamed incoming keys.

type Params = Record<string, unknown>;

/** What a request without a body, on a route that needs one, is told. */
export const MISSING_BODY = 'A non-empty request body is required.';

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

export function toFieldErrors(errors: FastifySchemaValidationError[], context: string, input: unknown): FieldErrors {
  const fields: FieldErrors = {};
  const add = (field: string, message: string) => {
    const messages = (fields[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  };
  // A union failing reports each branch as well; the union's own message says it all.
  const unionPaths = new Set(errors.filter((error) => error.keyword === 'anyOf').map((error) => error.instancePath));

  for (const error of errors) {
    const params = error.params as Params;
    if (error.instancePath === '' && error.keyword === 'type') {
      add(context, wholeInputMessage(context, input, params.type));
      continue;
    }
    if (unionPaths.has(error.instancePath) && error.keyword !== 'anyOf') continue;
    const field = fieldName(error, params, context);
    add(field, messageFor(error, params, lastSegment(field), errors));
  }
  return fields;
}

function wholeInputMessage(context: string, input: unknown, expected: unknown): string {
  if (context !== 'body') return `The ${context} is not valid.`;
  if (input === undefined || input === null) return MISSING_BODY;
  // Only JSON Patch bodies are lists: say what the list holds.
  return expected === 'array'
    ? 'The request body must be a JSON Patch document: a list of operations such as [{"op":"replace","path":"/name","value":"New name"}].'
    : 'The request body must be a JSON object.';
}

function fieldName(error: FastifySchemaValidationError, params: Params, context: string): string {
  const path = error.instancePath.split('/').slice(1).map(unescapePointer);
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') path.push(params.missingProperty);
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    path.push(params.additionalProperty);
  }
  return path.length === 0 ? context : path.join('.');
}

const unescapePointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');
const lastSegment = (field: string) => field.split('.').pop() ?? field;

function messageFor(
  error: FastifySchemaValidationError,
  params: Params,
  label: string,
  all: FastifySchemaValidationError[],
): string {
  const limit = params.limit;
  switch (error.keyword) {
    case 'required':
      return `${label} is required.`;
    case 'minLength':
      return limit === 1 ? `${label} is required.` : `${label} must be at least ${String(limit)} characters long.`;
    case 'maxLength':
      return `${label} cannot be longer than ${String(limit)} characters.`;
    case 'type':
      return `${label} must be ${TYPE_NAMES[String(params.type)] ?? String(params.type)}.`;
    case 'minimum':
      return `${label} must be at least ${String(limit)}.`;
    case 'maximum':
      return `${label} cannot be greater than ${String(limit)}.`;
    case 'exclusiveMinimum':
      return `${label} must be greater than ${String(limit)}.`;
    case 'exclusiveMaximum':
      return `${label} must be less than ${String(limit)}.`;
    case 'const':
    case 'enum':
    case 'anyOf':
      return oneOfMessage(label, allowedValues(error, params, all));
    case 'pattern':
    case 'format':
      return `${label} is not in the expected format.`;
    case 'additionalProperties':
      return `${label} is not allowed.`;
    default:
      return `${label} ${error.message ?? 'is not valid'}.`;
  }
}

// For a union of literals (e.g. the three roles) the branch errors carry the allowed values.
function allowedValues(
  error: FastifySchemaValidationError,
  params: Params,
  all: FastifySchemaValidationError[],
): unknown[] {
  if (Array.isArray(params.allowedValues)) return params.allowedValues;
  if (error.keyword === 'const') return [params.allowedValue];
  return all
    .filter((other) => other.instancePath === error.instancePath && other.keyword === 'const')
    .map((other) => (other.params as Params).allowedValue);
}

function oneOfMessage(label: string, values: unknown[]): string {
  return values.length === 0
    ? `${label} is not valid.`
    : `${label} must be one of ${values.map((value) => String(value)).join(', ')}.`;
}
