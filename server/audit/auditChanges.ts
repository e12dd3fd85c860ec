import type { AuditChange } from '../../src/domain/auditEntry';
import type { DtoRow } from '../resources/dtoRows';
import type { ResourceDefinition } from '../resources/definition';

// What an audit entry says changed: per field (by its property name, as the API's records name it), the value before
// and after, as the API shows it. A create or restore has only `after`, a delete only `before`. A secret field (a
// password's hash) never has a value here: its change is a sentence.

/** The fields an entry records values of: every editable field but the secret ones. */
export function recordedFields(definition: ResourceDefinition): string[] {
  const secret = new Set(definition.secretFields ?? []);
  return Object.keys(definition.fields ?? {}).filter((field) => !secret.has(field));
}

/** Every recorded field of the record, as a create or restore (`after`) or a delete (`before`) records it. */
export function everyField(definition: ResourceDefinition, record: DtoRow, side: 'before' | 'after'): AuditChange[] {
  return recordedFields(definition).map((field) => ({ field, [side]: record[field] ?? null }));
}

/** The fields whose values differ between the two versions of the record; empty when the update changed nothing. */
export function changedFields(definition: ResourceDefinition, before: DtoRow, after: DtoRow): AuditChange[] {
  const changes: AuditChange[] = recordedFields(definition)
    .filter((field) => !sameValue(before[field], after[field]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
  for (const field of definition.secretFields ?? []) {
    if (!sameValue(before[field], after[field])) changes.push(secretChanged(field));
  }
  return changes;
}

/** A secret field's change, as the trail records it: a sentence, never a value. */
export const secretChanged = (field: string): AuditChange => ({ field, summary: `${field} changed` });

// Values as the API shows them are JSON scalars (numbers, text for dates and times), so JSON equality is exact.
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
