import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type QueryCreator,
  type SelectQueryBuilder,
  type SelectType,
} from 'kysely';
import { jsonBuildObject } from 'kysely/helpers/postgres';
import { queryCompiler } from '../db/queryCompiler';
import type { Database } from '../db/schema';

// How a resource's definition says what one of its DTOs is, in Kysely's typed builder: its table aliased `t`, the
// columns it shows and the joined rows it nests. Column and table names are checked against db/schema.ts.

/** A DTO as selected: property name → value. */
export type DtoRow = Record<string, unknown>;

/**
 * A resource's select of one DTO per row of its table `t`. Each resource's select has its own table and join types;
 * the repository adds its clauses (key, order, page, lock) to any of them through `use`, which is generic in those.
 */
export type DtoRows = <Result>(
  use: <DB extends { t: object }, TB extends keyof DB>(select: SelectQueryBuilder<DB, TB | 't', DtoRow>) => Result,
) => Result;

/** The select a definition writes, e.g. `(db) => db.selectFrom('airline as t').select(['t.id', 't.name'])`. */
export function dtoRows<DB extends { t: object }, TB extends keyof DB, Row extends DtoRow>(
  build: (db: QueryCreator<Database>) => SelectQueryBuilder<DB, TB | 't', Row>,
): DtoRows {
  return (use) => use(build(queryCompiler));
}

/** The non-null value of a left-joined column. */
type Joined<DB, A extends keyof DB, C extends keyof DB[A]> = NonNullable<SelectType<DB[A][C]>>;

/**
 * A joined row as a JSON object with the DTO's property names, or null when there is none. `children` are nested
 * objects of its own: a ticket's flight has its airline, destination and pilot, as objects or null when not loaded.
 */
export function nestedObject<
  DB extends Record<A, { id: unknown }>,
  TB extends keyof DB,
  A extends TB & string,
  C extends keyof DB[A] & string,
  Children extends Record<string, Expression<unknown>> = Record<never, never>,
>(eb: ExpressionBuilder<DB, TB>, alias: A, columns: readonly C[], children?: Children) {
  const columnValues = Object.fromEntries(columns.map((column) => [column, sql.ref(`${alias}.${column}`)])) as {
    [Column in C]: ReturnType<typeof sql.ref<Joined<DB, A, Column>>>;
  };
  return eb
    .case()
    .when(sql.ref(`${alias}.id`), 'is', null)
    .then(sql.lit(null))
    .else(jsonBuildObject({ ...columnValues, ...(children ?? ({} as Children)) }))
    .end();
}
