import { CompiledQuery } from 'kysely';
import { crlfRecords } from '../../server/exports/csvLineEnds';
import { inlineParameters, NotInlinable } from '../../server/exports/inlineParameters';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';

// The two pieces around PostgreSQL's own CSV (D-108): its statement with the values written in, since COPY takes no
// parameters, and its LF line ends made CRLF outside quoted fields, however its pieces are cut.

describe('CRLF line ends', () => {
  // As PostgreSQL writes it: a quoted field may hold a line break and doubled quotes.
  const copied = 'a,"b\nc"\n"x""\ny",z\n,""\n"say ""hi""\nthen",1\n';
  const expected = 'a,"b\nc"\r\n"x""\ny",z\r\n,""\r\n"say ""hi""\nthen",1\r\n';

  it('end each record with CRLF and leave breaks inside quoted fields alone', () => {
    expect(crlfRecords()(Buffer.from(copied)).toString()).toBe(expected);
  });

  it('come out the same wherever the pieces are cut', () => {
    const bytes = Buffer.from(copied);
    for (let first = 0; first <= bytes.length; first++) {
      for (let second = first; second <= bytes.length; second++) {
        const convert = crlfRecords();
        const pieces = [bytes.subarray(0, first), bytes.subarray(first, second), bytes.subarray(second)];
        expect(Buffer.concat(pieces.map(convert)).toString()).toBe(expected);
      }
    }
  });
});

describe('a statement with its values written in', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(() => testDatabase?.dispose());

  const values: [name: string, sql: string, value: unknown][] = [
    ['text with quotes and backslashes', '$1::text', `it's a \\ "test" $1`],
    ['an integer where a number is wanted', '$1::int + 1', 41],
    ['a bigint', '$1::bigint', 9007199254740991n],
    ['a fraction', '$1::numeric', 120.5],
    ['a boolean', 'not $1::boolean', false],
    ['null', 'coalesce($1::text, $2)', null],
    ['a number array', '3 = any($1::int[])', [1, 2, 3]],
    ['a text array', `array_to_string($1::text[], '|')`, ['a"b', 'c\\d', "e'f", 'g,h']],
    ['a date', '$1::timestamptz', new Date('2026-12-07T10:20:30.456Z')],
    ['a limit', `(select count(*) from (select 1 from generate_series(1, 10) limit $1) x)`, 4],
  ];

  it.each(values)('reads %s as the parameter did', async (_name, expression, value) => {
    const { db } = testDatabase.connection;
    const parameters = expression.includes('$2') ? [value, 'fallback'] : [value];
    const text = `select ${expression} as v, '$1' as quoted, "x$1" from (select 1 as "x$1") q`;
    const withParameters = await db.executeQuery(CompiledQuery.raw(text, parameters));
    const inlined = await db.executeQuery(CompiledQuery.raw(inlineParameters(text, parameters), []));
    expect(inlined.rows).toEqual(withParameters.rows);
    expect(inlined.rows[0]).toMatchObject({ quoted: '$1' });
  });

  it('refuses what it cannot write, so the export reads rows instead', () => {
    expect(() => inlineParameters('select $1', [{ an: 'object' }])).toThrow(NotInlinable);
    expect(() => inlineParameters('select $2', [1])).toThrow(NotInlinable);
    expect(() => inlineParameters('select $1', [Number.NaN])).toThrow(NotInlinable);
  });
});
