import type { Field, FieldSet } from '../../../src/domain/fields';

// Valid request bodies built from a resource's field rules, distinct for each `n` (so values that must be unique, such
// as UPRNs and passports, never collide between bodies), for tests that need many accepted writes.

function validValue(field: Field, n: number): unknown {
  switch (field.kind) {
    case 'text':
      if (field.exactLength !== undefined) return `C${String(n).padStart(field.exactLength - 1, '0')}`;
      return `Concurrent ${n}`.slice(0, field.maxLength ?? 100);
    case 'integer':
      return Math.min(field.max, field.min + n);
    case 'decimal':
      return Math.min(field.max, field.min + n);
    case 'date':
      return '2025-09-01';
    case 'time':
      return '10:30';
    case 'reference':
      // Row 1 exists in every seeded table.
      return 1;
    case 'choice':
      return field.options[0];
  }
}

/** A body every rule accepts, keyed by wire names, with `overrides` (wire name → value) applied. */
export function validBody(
  fields: FieldSet,
  n: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of Object.values(fields)) body[field.wire] = validValue(field, n);
  return { ...body, ...overrides };
}
