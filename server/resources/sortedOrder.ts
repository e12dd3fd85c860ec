import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { ResourceDefinition } from './definition';
import type { SortKey } from './listOptions';
import { sortExpression } from './sortFields';
import { keyOf } from './sqlNames';

// A sorted list's whole order, the key breaking ties, and the condition "at or after this row in that order": what a
// deep page starts from instead of an offset over every row before it (D-105). Every sortable column is NOT NULL
// (migration 0001), so comparisons never meet a null and the condition keeps exactly the rows the order puts there.

export interface OrderKey {
  expression: Expression<unknown>;
  descending: boolean;
  /** The table alias the expression reads ('t', or a sort's joined record such as 'p'). */
  alias: string;
}

/** The sort's keys, then the resource's key ascending (as every sorted page orders). */
export function orderKeys(definition: ResourceDefinition, sort: readonly SortKey[]): OrderKey[] {
  return [
    ...sort.map(({ field, descending }) => ({
      expression: sortExpression(field),
      descending,
      alias: field.column.slice(0, field.column.indexOf('.')),
    })),
    { expression: keyOf(definition), descending: false, alias: 't' },
  ];
}

/** The same keys read the other way round: a walk back from a position after the page. */
export const reversed = (keys: readonly OrderKey[]): OrderKey[] =>
  keys.map((key) => ({ ...key, descending: !key.descending }));

const rowOf = (expressions: readonly Expression<unknown>[]) => sql`(${sql.join(expressions)})`;

function compared(keys: readonly OrderKey[], bound: readonly RawBuilder<unknown>[], inclusive: boolean) {
  const descending = keys[0]?.descending ?? false;
  const operator = `${descending ? '<' : '>'}${inclusive ? '=' : ''}`;
  const expressions = keys.map(({ expression }) => expression);
  return sql<SqlBool>`${rowOf(expressions)} ${sql.raw(operator)} ${rowOf(bound.slice(0, keys.length))}`;
}

/** Mixed directions: key by key, `a > x or (a = x and (b < y or (b = y and ...)))`. */
function lexicographic(
  keys: readonly OrderKey[],
  bound: readonly RawBuilder<unknown>[],
  inclusive: boolean,
): Expression<SqlBool> {
  const [first, ...rest] = keys;
  const value = bound[0];
  if (first === undefined || value === undefined) return sql<SqlBool>`${sql.lit(inclusive)}`;
  const beyond = sql<SqlBool>`${first.expression} ${sql.raw(first.descending ? '<' : '>')} ${value}`;
  if (rest.length === 0 && !inclusive) return beyond;
  const tied = sql<SqlBool>`${first.expression} = ${value}`;
  return sql<SqlBool>`(${beyond} or (${tied} and ${lexicographic(rest, bound.slice(1), inclusive)}))`;
}

/**
 * The rows at (`inclusive`) or after the row whose order values are `bound` (one per key). One row comparison when
 * every key goes one way (passengers by name: the covering index of migration 0007 starts right there). Otherwise the
 * exact condition key by key, and before it a row comparison of the leading keys that go one way in one table, which
 * PostgreSQL reads as a range of that table's index (descending names: `(last, first) <= (x, y)`).
 */
export function atOrAfter(
  keys: readonly OrderKey[],
  bound: readonly RawBuilder<unknown>[],
  inclusive: boolean,
): Expression<SqlBool> {
  const [first] = keys;
  if (first === undefined) return sql<SqlBool>`true`;
  if (keys.every(({ descending }) => descending === first.descending)) return compared(keys, bound, inclusive);
  let leading = 1;
  while (keys[leading]?.descending === first.descending && keys[leading]?.alias === first.alias) leading += 1;
  return sql<SqlBool>`${compared(keys.slice(0, leading), bound, true)} and ${lexicographic(keys, bound, inclusive)}`;
}
