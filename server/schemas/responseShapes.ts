import { Type, type SchemaOptions, type Static, type TSchema } from '@sinclair/typebox';

// Response shapes that fast-json-stringify writes without a validator. For an `anyOf` it compiles an Ajv validator the
// first time a response reaches it, then runs it on every value to choose the branch: the first GET /Dashboard after
// a start spent 45 of its 75 ms compiling the health status's and the flights' nested records' (2026-12-07). An `enum`
// of strings and a `nullable` object say the same to a client and to the OpenAPI document, and are written directly.
// Request bodies keep their unions, whose validation messages name the alternatives (validationErrors.ts).

/** One of these strings. */
export const stringChoice = <const T extends string>(values: readonly T[], options: SchemaOptions = {}) =>
  Type.Unsafe<T>({ ...options, type: 'string', enum: [...values] });

/** The schema's value, or null. */
export const orNull = <S extends TSchema>(schema: S) => Type.Unsafe<Static<S> | null>({ ...schema, nullable: true });
