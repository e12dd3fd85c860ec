import { INT32_MAX } from '../../../src/domain/fields';
import { parseIsoDate, parseNumber } from '../../../src/domain/validateRecord';
import type { Criterion } from '../../../server/resources/criteria';
import type { SearchUnderTest } from './routeCatalogue';

// What a search should answer, computed from the API's rules (decisions D-19, D-20, D-36 to D-38) over all the
// rows of the resource, independently of the server's SQL: criteria match case-insensitively by name, blank ones are
// ignored, text criteria are case-insensitive contains-matches, numbers and dates compare exactly or as inclusive
// bounds. When the request is ambiguous (a parameter given twice) or the rules leave the outcome open (non-ASCII
// text, whose case folding differs between JavaScript and the database), the oracle says so and is not used.

type Row = Record<string, unknown>;

export type SearchExpectation =
  | { kind: 'unknown' }
  | { kind: 'invalid'; why: string }
  | { kind: 'rows'; rows: Row[]; page: number | undefined; pageSize: number | undefined };

const camel = (column: string) => column.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** The decoded values of the query parameters named `name` (case-insensitively). */
function valuesOf(params: URLSearchParams, name: string): string[] {
  return [...params.entries()].filter(([key]) => key.toLowerCase() === name.toLowerCase()).map(([, value]) => value);
}

function parsed(criterion: Criterion, raw: string): string | number | undefined {
  const trimmed = raw.trim();
  switch (criterion.type) {
    case 'text':
      return raw;
    case 'date':
      return parseIsoDate(trimmed);
    case 'integer': {
      const value = parseNumber(trimmed);
      return value !== undefined && Number.isInteger(value) && Math.abs(value) <= INT32_MAX ? value : undefined;
    }
    case 'decimal':
      return parseNumber(trimmed);
  }
}

function matches(criterion: Criterion, value: string | number, row: Row): boolean | undefined {
  if (criterion.match === 'verifiesPassword') return row.userName === value; // demo users' passwords are their names
  const stored = row[camel(criterion.column)];
  if (criterion.match === 'contains') {
    if (!/^[\x20-\x7e]*$/.test(String(value))) return undefined;
    return String(stored).toLowerCase().includes(String(value).toLowerCase());
  }
  const left = criterion.type === 'date' || criterion.type === 'text' ? String(stored) : Number(stored);
  if (criterion.match === 'equals') return left === value;
  return criterion.match === 'atLeast' ? left >= value : left <= value;
}

/** A paging value the API reads plainly, or undefined when absent; 'other' for anything else. */
function pagingValue(values: string[]): number | undefined | 'other' {
  if (values.length === 0) return undefined;
  const [only] = values;
  return values.length === 1 && only !== undefined && /^[1-9]\d{0,5}$/.test(only) ? Number(only) : 'other';
}

/**
 * The expected answer of `search` with the given path values and query string over `allRows` (ordered by key), or
 * 'unknown' when the oracle cannot tell.
 */
export function expectSearch(
  search: SearchUnderTest | undefined,
  pathValues: string[],
  query: string,
  allRows: Row[],
): SearchExpectation {
  const params = new URLSearchParams(query);
  const page = pagingValue(valuesOf(params, 'page'));
  const pageSize = pagingValue(valuesOf(params, 'pageSize'));
  if (page === 'other' || pageSize === 'other') return { kind: 'unknown' };
  if (search === undefined) return { kind: 'rows', rows: allRows, page, pageSize };

  const given: [Criterion, string | number][] = [];
  const inputs: [Criterion, string[]][] = [
    ...search.pathCriteria.map((criterion, index): [Criterion, string[]] => [criterion, [pathValues[index] ?? '']]),
    ...search.queryCriteria.map((criterion): [Criterion, string[]] => [criterion, valuesOf(params, criterion.param)]),
  ];
  for (const [criterion, values] of inputs) {
    if (values.length > 1) return { kind: 'unknown' };
    const raw = values[0];
    if (raw === undefined || raw.trim() === '') continue;
    const value = parsed(criterion, raw);
    if (value === undefined) return { kind: 'invalid', why: `${criterion.param}=${JSON.stringify(raw)} is not valid` };
    given.push([criterion, value]);
  }
  if (given.length === 0) return { kind: 'invalid', why: 'no criterion is given' };
  // A range whose bounds are out of order (the definition's own check) is refused.
  const outOfOrder = search.search.check?.(
    Object.fromEntries(given.map(([criterion, value]) => [criterion.param, value])),
  );
  if (outOfOrder !== undefined) return { kind: 'invalid', why: JSON.stringify(outOfOrder) };
  const rows: Row[] = [];
  for (const row of allRows) {
    const outcomes = given.map(([criterion, value]) => matches(criterion, value, row));
    if (outcomes.includes(undefined)) return { kind: 'unknown' };
    if (outcomes.every(Boolean)) rows.push(row);
  }
  return { kind: 'rows', rows, page, pageSize };
}
