import fc from 'fast-check';
import type { Field } from '../../../src/domain/fields';
import { demoDate as seedDay } from '../../../server/db/seed/seedDates';

// fast-check generators for the values of a request body's fields: valid values of each field kind, near-valid ones
// (one character or one unit over a limit, dates that do not exist, numbers as text), and values that are wrong for
// any field (null, booleans, lists, objects, NUL characters, lone surrogates, SQL and LIKE metacharacters, emoji).

/** A JSON token written as is into a body's text, for numbers JavaScript cannot hold (`1e400`, `9007199254740993`). */
export class RawJson {
  constructor(readonly text: string) {}
}

const LETTERS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', 'é', 'ß', 'İ', 'Ω', '中'];
/** One code point each, as the length rules count them: letters, digits and the characters that break naive code. */
const TYPED = [...LETTERS, ...'0123456789', ' ', '-', '.', "'", '"', '%', '_', '\\', '/', '😀', '🛫'];

const typedText = (length: number) =>
  length === 0
    ? fc.constant('')
    : fc
        .tuple(
          fc.constantFrom(...LETTERS),
          fc.string({ unit: fc.constantFrom(...TYPED), minLength: length - 1, maxLength: length - 1 }),
        )
        .map(([first, rest]) => first + rest);

const textOfLength = (min: number, max: number) => fc.integer({ min, max }).chain((length) => typedText(length));

/**
 * Values that break naive code: most are refused by every rule (null, lists, NUL, blanks), some are valid text that must
 * be stored literally (SQL- and LIKE-like text, emoji), a lone surrogate cannot be stored as UTF-8 at all.
 */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    [],
    ['x'],
    {},
    { nested: { deeper: [1, 'two'] } },
    '',
    ' ',
    '\t\n',
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    "'; drop table airline; --",
    "' or '1'='1",
    '%',
    '_',
    '\\',
    '%_\\',
    '😀',
    '\u202Eevil',
    'null',
    'undefined',
    '[object Object]',
  ),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(256, 5000, 70_000).map((length) => 'x'.repeat(length)),
);

/** Numbers at and around every limit of the rules and of 32-bit columns, as JSON numbers, text and raw tokens. */
export const boundaryNumber: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  -1,
  0,
  -0,
  1,
  13,
  40000,
  40001,
  2147483647,
  2147483648,
  -2147483648,
  -2147483649,
  1.5,
  0.001,
  0.01,
  999999.99,
  999999.995,
  1000000,
  1e308,
  '1e5',
  ' 12 ',
  '12.',
  '.5',
  '+3',
  '0x10',
  '1_000',
  'Infinity',
  'NaN',
  '-0',
  '١٢',
  '１２',
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('9007199254740993'),
  new RawJson('1E2'),
  new RawJson('2.0'),
);

function validValue(field: Field): fc.Arbitrary<unknown> {
  switch (field.kind) {
    case 'text': {
      if (field.exactLength !== undefined) {
        // A small set of values besides random ones, so unique fields also meet values already taken (409).
        const taken = fc.integer({ min: 0, max: 4 }).map((n) => `${'7'.repeat((field.exactLength ?? 1) - 1)}${n}`);
        return fc.oneof(typedText(field.exactLength), taken);
      }
      const max = field.maxLength ?? 100;
      return fc.oneof({ weight: 4, arbitrary: textOfLength(1, Math.min(max, 40)) }, typedText(max));
    }
    case 'integer':
      return fc.oneof(fc.integer({ min: field.min, max: field.max }), fc.constantFrom(field.min, field.max));
    case 'decimal':
      return fc.oneof(
        fc.integer({ min: Math.round(field.min * 100), max: Math.round(field.max * 100) }).map((cents) => cents / 100),
        fc.constantFrom(field.min, field.max, String(field.max)),
      );
    case 'date':
      return fc
        .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
        .map((day) => day.toISOString().slice(0, 10));
    case 'time':
      return fc
        .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }))
        .chain(([h, m, s]) => {
          const two = (n: number) => String(n).padStart(2, '0');
          return fc.constantFrom(
            `${two(h)}:${two(m)}`,
            `${h}:${m}`,
            `${two(h)}:${two(m)}:${two(s)}`,
            `${two(h)}:${two(m)}:${two(s)}.1234567`,
          );
        });
    case 'reference':
      // Every seeded table has at least four rows (travel classes have exactly four).
      return fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }).map(String));
    case 'choice':
      return fc.constantFrom(...field.options);
  }
}

function nearValidValue(field: Field): fc.Arbitrary<unknown> {
  switch (field.kind) {
    case 'text': {
      const n = field.exactLength;
      if (n !== undefined) {
        return fc.oneof(
          typedText(n - 1),
          typedText(n + 1),
          typedText(n - 1).map((text) => `${text}\u0000`),
          typedText(n - 1).map((text) => `${text}\uD800`),
          fc.constantFrom(Number('1'.repeat(n)), ' '.repeat(n), `${'1'.repeat(n - 1)} `),
        );
      }
      const max = field.maxLength ?? 100;
      return fc.oneof(
        typedText(max + 1),
        fc.constantFrom(12, 1.5, ' x ', 'x\u0000'),
        textOfLength(1, 10).map((t) => `${t}\uDC00`),
      );
    }
    case 'integer':
    case 'decimal':
    case 'reference':
      return fc.oneof(
        boundaryNumber,
        fc.constantFrom(
          field.kind === 'reference' ? 99_999 : field.min - 1,
          field.kind === 'reference' ? 0 : field.max + 1,
        ),
      );
    case 'date':
      return fc.constantFrom(
        '2025-02-30',
        '2025-02-29',
        '2024-02-29',
        '0000-01-01',
        '0001-01-01',
        '9999-12-31',
        '99999-01-01',
        '2025-13-01',
        '2025-8-7',
        ` ${seedDay('2025-08-07')} `,
        `${seedDay('2025-08-07')}T10:00:00Z`,
        '07/08/2025',
        `${seedDay('2025-08-07')}\u0000`,
        20250807,
      );
    case 'time':
      return fc.constantFrom(
        '24:00',
        '12:60',
        '12:00:60',
        '12:00:00.12345678',
        '1200',
        ' 08:30 ',
        '08:30 PM',
        '-1:00',
        830,
      );
    case 'choice':
      return fc.oneof(
        fc.constantFrom(...field.options).map((option) => option.toLowerCase()),
        fc.constantFrom(...field.options).map((option) => ` ${option}`),
        fc.constantFrom('Root', 'SUPERADMIN', 'Admin\u0000'),
      );
  }
}

/** A value for the field: mostly valid, often near-valid, sometimes anything at all. */
export const fieldValue = (field: Field): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 6, arbitrary: validValue(field) },
    { weight: 3, arbitrary: nearValidValue(field) },
    { weight: 1, arbitrary: nastyValue },
  );

export const validFieldValue = validValue;
