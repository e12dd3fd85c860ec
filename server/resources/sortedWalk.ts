import { sql, type Compilable, type SelectQueryBuilder } from 'kysely';
import { compileOnce, queryCompiler, type CompiledStatement } from '../db/queryCompiler';
import type { ResourceDefinition } from './definition';
import type { DtoRow } from './dtoRows';
import type { SortKey } from './listOptions';
import { filterConditions, joined, versionsRead, type FilterShape, type FilterValues } from './searchParts';
import { atOrAfter, orderKeys, reversed } from './sortedOrder';

// The row at an offset of a sorted list, found by walking the order alone: its order values and key, without the
// rows' columns and nested records, so that a walk of passengers by name reads the covering index of migration 0007
// and nothing else (an index-only scan). From a remembered position the walk goes forward from it, or back from one
// after the page, over the distance between the two (D-105).

/** Where the walk starts: the list's first row, a position at or before the row, or one after it (walking back). */
export type WalkFrom = 'start' | 'before' | 'after';

interface WalkValues extends FilterValues {
  rest: bigint;
  [boundValue: `b${number}`]: unknown;
}

type WalkRow = { [orderValue: `o${number}`]: string } & { versions: string };

export interface WalkShape extends FilterShape {
  sort: readonly SortKey[];
  from: WalkFrom;
}

const walks = new WeakMap<ResourceDefinition, Map<string, CompiledStatement<WalkValues, WalkRow>>>();

const shapeKey = ({ criteria, withKeys, words, sort, from }: WalkShape) =>
  JSON.stringify([
    criteria.map(({ column, match }) => `${column} ${match}`),
    withKeys,
    words,
    sort.map(({ name, descending }) => (descending ? `-${name}` : name)),
    from,
  ]);

function walkStatement(definition: ResourceDefinition, shape: WalkShape): CompiledStatement<WalkValues, WalkRow> {
  const name = shapeKey(shape);
  let byShape = walks.get(definition);
  if (byShape === undefined) walks.set(definition, (byShape = new Map()));
  let statement = byShape.get(name);
  if (statement === undefined) {
    statement = compileOnce<WalkValues, WalkRow>(
      (slots) => {
        const order = orderKeys(definition, shape.sort);
        const walked = shape.from === 'after' ? reversed(order) : order;
        const { condition } = filterConditions(definition, shape, slots);
        const bound = order.map((_key, index) => slots[`b${index}`]);
        const from = queryCompiler.selectFrom(queryCompiler.dynamic.table(definition.table).as('t'));
        let walk = joined(
          from as unknown as SelectQueryBuilder<{ t: object }, 't', DtoRow>,
          definition,
          shape.sort,
          false,
        ).where(condition);
        // Back from a position after the page: the rows before it, nearest first.
        if (shape.from !== 'start') walk = walk.where(atOrAfter(walked, bound, shape.from === 'before'));
        for (const { expression, descending } of walked) walk = walk.orderBy(expression, descending ? 'desc' : 'asc');
        return walk
          .select([
            ...order.map(({ expression }, index) => sql<string>`(${expression})::text`.as(`o${index}`)),
            versionsRead(definition, shape.sort, shape.words).as('versions'),
          ])
          .offset(slots.rest)
          .limit(1) as unknown as Compilable<WalkRow>;
      },
      { prepared: false },
    );
    byShape.set(name, statement);
  }
  return statement;
}

/** The row `rest` rows on from where the walk starts, with the versions read, or undefined past the end. */
export function walkTo(
  definition: ResourceDefinition,
  shape: WalkShape,
  values: FilterValues & { rest: bigint; bound: readonly string[] },
) {
  const { bound, ...rest } = values;
  return walkStatement(definition, shape).with({
    ...rest,
    ...Object.fromEntries(bound.map((value, index) => [`b${index}`, value])),
  });
}

/** A walked row's order values (the key last). */
export function walkedValues(row: WalkRow): string[] {
  const values: string[] = [];
  for (let index = 0; row[`o${index}`] !== undefined; index++) values.push(row[`o${index}`]);
  return values;
}
