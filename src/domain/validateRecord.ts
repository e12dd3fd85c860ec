import type {
  ChoiceField,
  DateField,
  DecimalField,
  Field,
  FieldSet,
  FieldValues,
  IntegerField,
  ReferenceField,
  TextField,
  TimeField,
} from './fields';

// Applies the rules of fields.ts (decision D-23): each field gives at most one message, the first rule it fails;
// "required" means empty after trimming; lengths count characters (code points, as PostgreSQL does); numbers may come
// as numbers or numeric strings (forms hold strings, the reference's clients send both) and are parsed with Number()
// rules, so '1e5' is 100000, not 1. Valid values come back normalised: numbers as numbers, times as HH:mm:ss.

export type FieldOutcome<V> = { ok: true; value: V } | { ok: false; message: string };

/** Messages by property name, in field order. */
export type RecordErrors<S extends FieldSet> = Partial<Record<keyof S & string, string>>;

export type RecordOutcome<S extends FieldSet> =
  { ok: true; values: FieldValues<S> } | { ok: false; errors: RecordErrors<S> };

const valid = <V>(value: V): FieldOutcome<V> => ({ ok: true, value });
const invalid = (message: string): FieldOutcome<never> => ({ ok: false, message });

// Plain decimal notation with an optional exponent; no hex, no Infinity, no spaces inside.
const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const TIME = /^(\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.\d{1,7})?)?$/;

/** The number a field holds, or undefined when it is blank or not a number. */
export function parseNumber(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw !== 'string') return undefined;
  const trimmed = raw.trim();
  if (!NUMERIC.test(trimmed)) return undefined;
  // '1e400' is written like a number but no double holds it.
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** `yyyy-MM-dd` naming a real calendar day from year 1 on, or undefined. */
export function parseIsoDate(raw: string): string | undefined {
  const match = ISO_DATE.exec(raw);
  if (match === null) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  const real = year >= 1 && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
  return real ? raw : undefined;
}

/** `H:m`, `HH:mm`, `HH:mm:ss` or `HH:mm:ss.fffffff` → `HH:mm:ss` (fractions dropped), or undefined. */
export function normaliseTime(raw: string): string | undefined {
  const match = TIME.exec(raw.trim());
  if (match === null) return undefined;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}

const characterCount = (value: string) => [...value].length;

function validateText(field: TextField, raw: unknown): FieldOutcome<string> {
  // Clients that send a number for a text field (a UPRN typed as a number) mean its digits.
  const value = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw;
  if (value === undefined || value === null) return invalid(field.messages.required);
  if (typeof value !== 'string') return invalid(`${field.label} must be text.`);
  if (value.trim() === '') return invalid(field.messages.required);
  // PostgreSQL text cannot hold NUL, and a lone surrogate is not text at all (the driver would store U+FFFD instead):
  // no person types either, so refuse them rather than store something else than was sent.
  if (value.includes('\u0000') || LONE_SURROGATE.test(value)) {
    return invalid(`${field.label} contains a character that is not allowed.`);
  }
  const length = characterCount(value);
  if (field.exactLength !== undefined && length !== field.exactLength) {
    return invalid(field.messages.wrongLength ?? field.messages.required);
  }
  if (field.maxLength !== undefined && length > field.maxLength) {
    return invalid(field.messages.tooLong ?? field.messages.required);
  }
  return valid(value);
}

function validateInteger(field: IntegerField, raw: unknown): FieldOutcome<number> {
  const value = parseNumber(raw);
  if (value === undefined || !Number.isInteger(value)) return invalid(field.messages.invalid);
  if (value > field.max) return invalid(field.messages.tooHigh);
  if (value < field.min) return invalid(field.messages.tooLow);
  return valid(value);
}

function validateDecimal(field: DecimalField, raw: unknown): FieldOutcome<number> {
  const value = parseNumber(raw);
  if (value === undefined) return invalid(field.messages.invalid);
  if (value < field.min) return invalid(field.messages.tooLow);
  if (value > field.max) return invalid(field.messages.tooHigh);
  const factor = 10 ** field.scale;
  if (Math.round(value * factor) / factor !== value) return invalid(field.messages.tooPrecise);
  return valid(value);
}

function validateDate(field: DateField, raw: unknown): FieldOutcome<string> {
  if (typeof raw !== 'string' || raw.trim() === '') return invalid(field.messages.required);
  const trimmed = raw.trim();
  if (!ISO_DATE.test(trimmed)) return invalid(field.messages.format);
  const day = parseIsoDate(trimmed);
  return day === undefined ? invalid(field.messages.invalid) : valid(day);
}

function validateTime(field: TimeField, raw: unknown): FieldOutcome<string> {
  if (typeof raw !== 'string' || raw.trim() === '') return invalid(field.messages.required);
  const normalised = normaliseTime(raw);
  return normalised === undefined ? invalid(field.messages.format) : valid(normalised);
}

function validateReference(field: ReferenceField, raw: unknown): FieldOutcome<number> {
  const value = parseNumber(raw);
  const isId = value !== undefined && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;
  return isId ? valid(value) : invalid(field.messages.invalid);
}

function validateChoice(field: ChoiceField, raw: unknown): FieldOutcome<string> {
  if (typeof raw !== 'string' || raw.trim() === '') return invalid(field.messages.required);
  return field.options.includes(raw) ? valid(raw) : invalid(field.messages.invalid);
}

export function validateField(field: Field, raw: unknown): FieldOutcome<string | number> {
  switch (field.kind) {
    case 'text':
      return validateText(field, raw);
    case 'integer':
      return validateInteger(field, raw);
    case 'decimal':
      return validateDecimal(field, raw);
    case 'date':
      return validateDate(field, raw);
    case 'time':
      return validateTime(field, raw);
    case 'reference':
      return validateReference(field, raw);
    case 'choice':
      return validateChoice(field, raw);
  }
}

/** Validates every field of `fields` in `input` (keyed by property name); unknown input properties are ignored. */
export function validateRecord<S extends FieldSet>(
  fields: S,
  input: Partial<Record<string, unknown>>,
): RecordOutcome<S> {
  const values: Record<string, string | number> = {};
  const errors: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields)) {
    const outcome = validateField(field, input[name]);
    if (outcome.ok) values[name] = outcome.value;
    else errors[name] = outcome.message;
  }
  return Object.keys(errors).length === 0
    ? { ok: true, values: values as FieldValues<S> }
    : { ok: false, errors: errors as RecordErrors<S> };
}
