import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { HttpProblem, problem } from '../http/problem';
import type { FieldErrors } from '../schemas/problem';
import { bookingRuleProblem } from './bookingRules';
import type { ResourceDefinition } from './definition';
import { missingParents } from './rowWrites';
import { tableNameOf } from './sqlNames';

// The checks around a write that need the database: parents exist (D-43), unique values are free (D-44), a referenced
// row stays (D-31). The database enforces all three as well; when a concurrent request wins the race between check and
// write, its constraint error becomes the same sentence here. The booking rules are the database's alone, and their
// refusals become field messages here too (bookingRules.ts).

export const referencedSentence = (definition: ResourceDefinition) =>
  `${definition.singular} cannot be deleted because it is being referenced by other entities.`;

export async function assertParentsExist(
  trx: Kysely<Database> | Transaction<Database>,
  definition: ResourceDefinition,
  values: Record<string, unknown>,
): Promise<void> {
  const references = Object.entries(definition.fields ?? {}).flatMap(([name, field]) => {
    if (field.kind !== 'reference') return [];
    const parent = definition.references[name];
    if (parent === undefined) throw new Error(`${definition.path}: the reference field ${name} names no resource.`);
    return [{ field, id: Number(values[name]), definition: parent }];
  });
  const missing = await missingParents(trx, references);
  const errors: FieldErrors = {};
  references.forEach(({ field, id }, index) => {
    if (missing[index] === true) errors[field.wire] = [`${field.entity} ${id} does not exist.`];
  });
  if (Object.keys(errors).length > 0) throw problem.validation(errors);
}

/** Runs `write`; a unique or foreign-key violation it causes becomes the resource's 409 sentence. */
export async function conflictsAsProblems<T>(definition: ResourceDefinition, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof HttpProblem) throw error;
    const refused = bookingRuleProblem(error);
    if (refused !== undefined) throw refused;
    const code = (error as { code?: unknown }).code;
    if (code === '23505' && definition.duplicate !== undefined) throw problem.conflict(definition.duplicate);
    // 23503 from PostgreSQL, 23001 (restrict) from PGlite: a row referencing this one appeared meanwhile.
    const table = (error as { table?: unknown }).table;
    if ((code === '23503' || code === '23001') && table !== tableNameOf(definition.table)) {
      throw problem.conflict(referencedSentence(definition));
    }
    throw error;
  }
}
