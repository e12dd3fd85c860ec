import type { FieldSet } from '../../../src/domain/fields';
import { validateField, validateRecord } from '../../../src/domain/validateRecord';

// What an accepted write must leave behind: a record that passes the same rules (src/domain/validateRecord.ts) the
// server applied, holding for each field what the client sent under that field's name (in any letter case), as the
// rules normalise it (numbers as numbers, times as HH:mm:ss).

/** Fields whose stored value is not the value sent (an API user's password is stored as its hash). */
const NOT_ECHOED = new Set(['password']);

/**
 * Throws unless `record` (a DTO, camelCase properties) passes `fields`' rules and each field holds one of the values
 * sent for it in `sentJson` (the body's JSON text); `context` names the request in the message.
 */
export function assertStoredAsSent(fields: FieldSet, record: unknown, sentJson: string, context: string): void {
  const stored = record as Record<string, unknown>;
  const outcome = validateRecord(fields, stored);
  if (!outcome.ok) {
    throw new Error(
      `${context}\nstored a record that breaks the rules: ${JSON.stringify(outcome.errors)}\n${JSON.stringify(record)}`,
    );
  }
  const sent = JSON.parse(sentJson) as Record<string, unknown>;
  for (const [property, field] of Object.entries(fields)) {
    if (NOT_ECHOED.has(property)) continue;
    const candidates = Object.entries(sent)
      .filter(([key]) => key.toLowerCase() === field.wire.toLowerCase())
      .map(([, value]) => validateField(field, value))
      .flatMap((checked) => (checked.ok ? [checked.value] : []));
    const value = outcome.values[property];
    if (!candidates.some((candidate) => candidate === value)) {
      throw new Error(
        `${context}\n${property} holds ${JSON.stringify(value)}, but was sent as ${JSON.stringify(candidates)}`,
      );
    }
  }
}

/** Throws unless `patched` holds `expected`'s values for every field (after the rules' normalisation). */
export function assertSameValues(fields: FieldSet, patched: unknown, expected: unknown, context: string): void {
  const left = validateRecord(fields, patched as Record<string, unknown>);
  const right = validateRecord(fields, expected as Record<string, unknown>);
  if (!left.ok || !right.ok || JSON.stringify(left.values) !== JSON.stringify(right.values)) {
    throw new Error(
      `${context}\nanswered ${JSON.stringify(patched)}\nbut the database holds ${JSON.stringify(expected)}`,
    );
  }
}

/**
 * For a patch made of `replace` operations only, throws unless each replaced field holds the last value sent for it
 * (as the rules normalise it). Paths name a field by its property name in any letter case.
 */
export function assertReplacedAsSent(fields: FieldSet, record: unknown, patchJson: string, context: string): void {
  const operations = JSON.parse(patchJson) as { op?: unknown; path?: unknown; value?: unknown }[];
  if (!operations.every((operation) => operation.op === 'replace' && typeof operation.path === 'string')) return;
  const sent = new Map(operations.map((operation) => [String(operation.path).slice(1).toLowerCase(), operation.value]));
  const stored = record as Record<string, unknown>;
  for (const [property, field] of Object.entries(fields)) {
    if (NOT_ECHOED.has(property) || !sent.has(property.toLowerCase())) continue;
    const expected = validateField(field, sent.get(property.toLowerCase()));
    const holds = validateField(field, stored[property]);
    if (!expected.ok || !holds.ok || expected.value !== holds.value) {
      throw new Error(
        `${context}\n${property} holds ${JSON.stringify(stored[property])}, but was replaced by ${JSON.stringify(sent.get(property.toLowerCase()))}`,
      );
    }
  }
}
