import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import type { Criterion, ParsedCriteria } from './criteria';

// How a search's criteria become its SQL condition, on the resource's table aliased t. Text matches are contains-matches,
// case-insensitive and literal (ILIKE with %, _ and \ escaped, served by the trigram indexes); numbers and dates
// compare exactly or as an inclusive bound.

/** What a search filters by: its criteria, and the keys of the rows that passed a check SQL cannot make (a password). */
export interface SearchFilter {
  criteria: ParsedCriteria;
  keys?: number[];
}

/** The criteria the SQL condition compares, in their order: a password is checked against the stored hashes instead. */
export const sqlCriteria = (criteria: ParsedCriteria): [Criterion, string | number][] =>
  [...criteria].filter(([criterion]) => criterion.match !== 'verifiesPassword');

const escapeLike = (term: string) => term.replace(/[\\%_]/g, '\\$&');

/** The ILIKE pattern that finds a term anywhere in a column, its %, _ and \ taken literally. */
export const containsPattern = (term: string) => `%${escapeLike(term)}%`;

/** The value the condition compares a criterion's column with: a contains-match's pattern, else the value itself. */
export const sqlValueOf = (criterion: Criterion, value: string | number): string | number =>
  criterion.match === 'contains' ? containsPattern(String(value)) : value;

const eb = expressionBuilder<Database, never>();

/**
 * The criteria's condition (AND), with `valueOf(i)` in the place of the i-th criterion's value: the value itself, or a
 * placeholder of a statement compiled once (db/queryCompiler.ts). `keys`: also one of these keys.
 */
export function conditionOf(
  criteria: readonly Criterion[],
  valueOf: (index: number) => unknown,
  keys?: { key: Expression<number>; among: Expression<number[]> },
): Expression<SqlBool> {
  const parts = criteria.map((criterion, index): Expression<SqlBool> => {
    const column = sql.ref<unknown>(`t.${criterion.column}`);
    const value = valueOf(index);
    switch (criterion.match) {
      case 'contains':
        return eb(column, 'ilike', value);
      case 'equals':
        return eb(column, '=', value);
      case 'atLeast':
        return eb(column, '>=', value);
      case 'atMost':
        return eb(column, '<=', value);
      case 'verifiesPassword':
        throw new Error('A password is checked against the stored hashes, never compared in SQL.');
    }
  });
  if (keys !== undefined) parts.push(eb(keys.key, '=', eb.fn.any(keys.among)));
  return parts.length === 0 ? sql.lit(true) : eb.and(parts);
}
