import type { Field, FieldSet } from '../../../src/domain/fields';
import { demoDate as seedDay } from '../../../server/db/seed/seedDates';

// Valid request bodies built from a resource's field rules, distinct for each `n` (so values that must be unique, such
// as UPRNs and passports, never collide between bodies), for tests that need many accepted writes. They keep the
// booking rules (docs/booking-rules.md) apart too: each body's flight leaves at a minute of its own, and its ticket
// takes seat 1000 + n, above every seeded one. Every date is one day: after every seeded ticket was bought (so a seeded
// flight moved to it keeps its tickets) and before every seeded flight leaves (so a body's ticket fits any of them).
// A ticket's passenger and flight are row 1 unless overridden: passenger 1 already holds a ticket on flight 1, so
// tests that create tickets choose one of them.

/** The day the bodies' flights leave and their tickets are bought. */
export const BODY_DAY = seedDay('2025-07-31');

/** Minute n of the day, 'HH:mm' (distinct for 1,440 bodies). */
export const minuteOfDay = (n: number) => {
  const minute = n % 1440;
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
};

function validValue(field: Field, n: number): unknown {
  switch (field.kind) {
    case 'text':
      if (field.exactLength !== undefined) return `C${String(n).padStart(field.exactLength - 1, '0')}`;
      return `Concurrent ${n}`.slice(0, field.maxLength ?? 100);
    case 'integer':
      return Math.min(field.max, field.min + 1000 + n);
    case 'decimal':
      return Math.min(field.max, field.min + n);
    case 'date':
      return BODY_DAY;
    case 'time':
      return minuteOfDay(n);
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
