import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import type { Field, FieldSet } from '../../src/domain/fields';
import { orNull, stringChoice } from '../schemas/responseShapes';

// OpenAPI/JSON schemas generated from the shared field definitions: the request bodies (PascalCase property names, as
// the SPA sends them) and the DTOs the API returns (camelCase). Bodies are validated by the domain rules first
// (validateBody in requestParts.ts); these schemas then document, and guard, the normalised shape.

const TIME_PATTERN = '^\\d{2}:\\d{2}:\\d{2}$';

function valueSchema(field: Field): TSchema {
  const description = field.label;
  switch (field.kind) {
    case 'text':
      return Type.String({
        description,
        minLength: field.exactLength ?? 1,
        maxLength: field.exactLength ?? field.maxLength,
      });
    case 'integer':
      return Type.Integer({ description, minimum: field.min, maximum: field.max });
    case 'decimal':
      return Type.Number({ description, minimum: field.min, maximum: field.max });
    case 'date':
      return Type.String({ description, format: 'date', examples: ['2025-08-07'] });
    case 'time':
      return Type.String({ description, pattern: TIME_PATTERN, examples: ['08:30:00'] });
    case 'reference':
      return Type.Integer({ description: `${field.label}: the id of an existing ${field.entity}.`, minimum: 1 });
    case 'choice':
      return Type.Union(
        field.options.map((option) => Type.Literal(option)),
        { description },
      );
  }
}

/** A create, update or patch result body: the fields under their wire names, plus optional id properties. */
export function bodySchema(fields: FieldSet, idWireNames: string[] = []): TObject {
  const properties: Record<string, TSchema> = {};
  for (const name of idWireNames) {
    properties[name] = Type.Optional(Type.Integer({ description: 'The id; when given it must equal the path id.' }));
  }
  for (const field of Object.values(fields)) properties[field.wire] = valueSchema(field);
  return Type.Object(properties, {
    description: 'Property names match case-insensitively; numbers may also be sent as numeric strings.',
  });
}

/** A DTO: the key, then the fields under their camelCase names, then any nested objects (responseShapes.ts). */
export function dtoSchema(
  idProperty: string,
  fields: FieldSet,
  nested: Record<string, TSchema> = {},
  description?: string,
): TObject {
  const properties: Record<string, TSchema> = { [idProperty]: Type.Integer() };
  for (const [name, field] of Object.entries(fields)) {
    properties[name] =
      field.kind === 'choice' ? stringChoice(field.options, { description: field.label }) : valueSchema(field);
  }
  for (const [name, schema] of Object.entries(nested)) properties[name] = orNull(schema);
  return Type.Object(properties, description === undefined ? {} : { description });
}

/** An RFC 6902 JSON Patch document (decision D-45). */
export const JsonPatchSchema = Type.Array(
  Type.Object({
    op: Type.Union(['add', 'remove', 'replace', 'move', 'copy', 'test'].map((op) => Type.Literal(op))),
    path: Type.String({ description: 'A property, e.g. /name (case-insensitive).' }),
    from: Type.Optional(Type.String()),
    value: Type.Optional(Type.Unknown()),
  }),
  { description: 'RFC 6902 JSON Patch operations on the record, e.g. [{"op":"replace","path":"/name","value":"X"}].' },
);
