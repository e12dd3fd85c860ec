import fc from 'fast-check';
import type { Criterion, ValueType } from '../../../server/resources/criteria';
import { demoDate as seedDay } from '../../../server/db/seed/seedDates';

// fast-check generators for what a URL carries: path ids, path parameters and query strings, as already-encoded text,
// so malformed percent-encodings and invalid UTF-8 reach the server as a client could send them.

/** Percent-encodes text; a lone surrogate (which encodeURIComponent refuses) becomes the bytes of invalid UTF-8. */
export function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text].map((char) => (/[\uD800-\uDFFF]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');
  }
}

/** Path ids: existing and missing ones, and everything that is not a non-negative 32-bit integer. */
export const pathId: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -2, max: 30 }).map(String) },
  {
    weight: 5,
    arbitrary: fc.constantFrom(
      '-1',
      '0',
      '-0',
      '1.5',
      '1e3',
      '1E0',
      '01',
      '+1',
      '%2B1',
      '%20',
      '%201%20',
      '0x10',
      '2147483647',
      '2147483648',
      '4294967297',
      '9007199254740993',
      '99999999999999999999',
      '1e400',
      'Infinity',
      'NaN',
      'null',
      'abc',
      '%00',
      '1%00',
      '%F0%9F%98%80',
      encodeURIComponent('١'),
      encodeURIComponent('１'),
      '%',
      '%zz',
      '%E0%A4%A',
      '%ED%A0%80',
      '1;2',
      '1,2',
      '1%2F2',
      '%2e%2e',
      'a'.repeat(200),
      '1'.repeat(200),
    ),
  },
);

const TEXT_VALUES = [
  'air',
  'AIR',
  'a',
  'İ',
  'ß',
  '😀',
  '%',
  '_',
  '\\',
  '%_',
  "'",
  "'; drop table airline; --",
  '\u0000',
  'a\u0000',
  '\uD800',
  ' ',
  '',
  'SuperAdmin',
  'Admin',
  'admin',
  'og',
];
const NUMBER_VALUES = [
  '0',
  '-1',
  '15',
  '1.5',
  '200',
  '1e5',
  ' 12 ',
  '2147483647',
  '2147483648',
  '1e400',
  'abc',
  '0x10',
  '.5',
  '-0',
];
const DATE_VALUES = [
  seedDay('2025-08-07'),
  seedDay('2025-08-16'),
  '2025-02-30',
  '2024-02-29',
  '0000-01-01',
  '0001-01-01',
  '99999-01-01',
  '9999-12-31',
  '2025-8-7',
  `${seedDay('2025-08-07')}T00:00`,
  'today',
];

const randomDate = fc
  .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((day) => day.toISOString().slice(0, 10));

/** A criterion's value as text: typed values, boundary values and anything at all. */
export function criterionValue(type: ValueType): fc.Arbitrary<string> {
  const typed: Record<ValueType, fc.Arbitrary<string>> = {
    text: fc.oneof(fc.constantFrom(...TEXT_VALUES), fc.string({ maxLength: 8 }), fc.constant('x'.repeat(300))),
    integer: fc.oneof(fc.constantFrom(...NUMBER_VALUES), fc.integer({ min: -5, max: 50 }).map(String)),
    decimal: fc.oneof(
      fc.constantFrom(...NUMBER_VALUES),
      fc.integer({ min: 0, max: 100_000 }).map((c) => String(c / 100)),
    ),
    date: fc.oneof(fc.constantFrom(...DATE_VALUES), randomDate),
  };
  return fc.oneof({ weight: 4, arbitrary: typed[type] }, fc.string({ unit: 'binary', maxLength: 6 }));
}

const PAGE_VALUES = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '1e1',
  'abc',
  '',
  ' 1',
  '0x1',
  '2147483648',
  '9007199254740993',
  '99999999999999999999',
  '1e400',
  'Infinity',
  '-0',
  '50',
  '1000000',
];
const pagingValue = fc.oneof(
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 3 }).map(String) },
  fc.constantFrom(...PAGE_VALUES),
);

/** An encoded query string: some of the route's criteria (any case), paging garbage, unknown and malformed parts. */
export function queryString(criteria: Criterion[]): fc.Arbitrary<string> {
  const criterionPart = criteria.map((criterion) =>
    fc.option(
      fc
        .tuple(fc.mixedCase(fc.constant(criterion.param)), criterionValue(criterion.type))
        .map(([key, value]) => `${key}=${encodeText(value)}`),
      { freq: 3, nil: undefined },
    ),
  );
  const paging = ['page', 'pageSize'].map((name) =>
    fc.option(
      fc.tuple(fc.mixedCase(fc.constant(name)), pagingValue).map(([key, value]) => `${key}=${encodeText(value)}`),
      {
        freq: 2,
        nil: undefined,
      },
    ),
  );
  const junk = fc.oneof(
    fc.constantFrom(
      '%',
      '&',
      '=',
      '==',
      'page',
      'page=',
      '=x',
      'a=%zz',
      'page=1&page=2',
      'x=%00',
      '__proto__=1',
      'constructor=x',
    ),
    fc
      .tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }))
      .map(([key, value]) => `${encodeText(key)}=${encodeText(value)}`),
  );
  return fc
    .tuple(fc.tuple(...criterionPart, ...paging), fc.array(junk, { maxLength: 2 }))
    .chain(([parts, extra]) => {
      const all = [...parts.filter((part) => part !== undefined), ...extra];
      return fc.shuffledSubarray(all, { minLength: all.length });
    })
    .map((parts) => parts.join('&'));
}
