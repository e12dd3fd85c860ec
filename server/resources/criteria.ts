import { Type, type TSchema } from '@sinclair/typebox';
import { INT32_MAX } from '../../src/domain/fields';
import { parseIsoDate, parseNumber } from '../../src/domain/validateRecord';

// Search criteria (decisions D-20, D-36): how one query or path parameter filters rows. Text matches are
// contains-matches, case-insensitive and literal (ILIKE with %, _ and \ escaped, served by the trigram indexes);
// numbers and dates compare exactly or as an inclusive bound. Blank parameters are ignored (D-19).

export type ValueType = 'text' | 'integer' | 'decimal' | 'date';

export interface Criterion<Column extends string = string> {
  /** The parameter's name, e.g. 'firstName' (matched case-insensitively). */
  param: string;
  /** The column of the resource's table (aliased t), by its camelCase name in db/schema.ts. */
  column: Column;
  match: 'contains' | 'equals' | 'atLeast' | 'atMost' | 'verifiesPassword';
  type: ValueType;
  description: string;
}

export const contains = <Column extends string>(
  param: string,
  column: Column,
  description: string,
): Criterion<Column> => ({
  param,
  column,
  match: 'contains',
  type: 'text',
  description,
});

export const compare = <Column extends string>(
  match: 'equals' | 'atLeast' | 'atMost',
  param: string,
  column: Column,
  type: ValueType,
  description: string,
): Criterion<Column> => ({ param, column, match, type, description });

const TYPE_WORDING: Record<ValueType, string> = {
  text: 'text',
  integer: 'a whole number',
  decimal: 'a number',
  date: 'a date in the format yyyy-MM-dd',
};

/** The query string schema of a search route's criteria (every value arrives as text; parsing gives clear messages). */
export function criteriaSchema(criteria: Criterion[]): Record<string, TSchema> {
  return Object.fromEntries(
    criteria.map((criterion) => [
      criterion.param,
      Type.Optional(Type.String({ description: `${criterion.description} (${TYPE_WORDING[criterion.type]}).` })),
    ]),
  );
}

export type ParsedCriteria = Map<Criterion, string | number>;

/** The given (non-blank) criteria with their parsed values, or field errors for values that do not parse. */
export function parseCriteria(
  criteria: Criterion[],
  input: Record<string, unknown>,
): { values: ParsedCriteria; errors: Record<string, string[]> } {
  const values: ParsedCriteria = new Map();
  const errors: Record<string, string[]> = {};
  for (const criterion of criteria) {
    const raw = input[criterion.param];
    if (typeof raw !== 'string' || raw.trim() === '') continue;
    const value = parseValue(criterion.type, raw.trim());
    if (value === undefined) errors[criterion.param] = [`${criterion.param} must be ${TYPE_WORDING[criterion.type]}.`];
    else values.set(criterion, criterion.type === 'text' ? raw : value);
  }
  return { values, errors };
}

function parseValue(type: ValueType, raw: string): string | number | undefined {
  switch (type) {
    case 'text':
      return raw;
    case 'date':
      return parseIsoDate(raw);
    case 'integer': {
      const value = parseNumber(raw);
      // Integer columns hold 32 bits; a larger filter value could only be a mistake.
      return value !== undefined && Number.isInteger(value) && Math.abs(value) <= INT32_MAX ? value : undefined;
    }
    case 'decimal':
      return parseNumber(raw);
  }
}
