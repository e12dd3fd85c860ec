import { sql, type Kysely, type Transaction } from 'kysely';
import { compileOnce, queryCompiler, type CompiledStatement } from '../db/queryCompiler';
import type { Database } from '../db/schema';
import type { ResourceDefinition, ResourceTable } from './definition';

// The writes of every resource, and the checks around them that need the database, from its definition.

type Db = Kysely<Database> | Transaction<Database>;

/** Column values by property name (the column's camelCase name), as validated against the resource's fields. */
type Values = Record<string, unknown>;

/** The key column, unaliased (writes name the table itself). */
const keyColumn = (definition: ResourceDefinition) => sql.ref<number>(definition.idProperty);

/** Inserts the column values and returns the new key. */
export async function insertRow(db: Db, definition: ResourceDefinition, values: Values): Promise<number> {
  const inserted = await db
    .insertInto(definition.table)
    .values(values)
    .returning(keyColumn(definition).as('id'))
    .executeTakeFirstOrThrow(() => new Error(`insert into ${definition.table} returned no key`));
  return inserted.id;
}

export async function updateRow(db: Db, definition: ResourceDefinition, id: number, values: Values): Promise<void> {
  await db.updateTable(definition.table).set(values).where(keyColumn(definition), '=', id).execute();
}

export async function deleteRow(db: Db, definition: ResourceDefinition, id: number): Promise<void> {
  await db.deleteFrom(definition.table).where(keyColumn(definition), '=', id).execute();
}

/** A column of another table that holds this resource's key. */
export interface Referrer {
  table: ResourceTable;
  column: string;
  /** The referring resource's route, e.g. 'Flights'. */
  resource: string;
}

/**
 * How many rows of each referring resource point at the key, in one statement; only the resources with any. Each
 * count reads the referring column's index.
 */
export async function referenceCounts(db: Db, referrers: Referrer[], id: number): Promise<Record<string, number>> {
  if (referrers.length === 0) return {};
  const row: Record<string, unknown> = await db
    .selectNoFrom((eb) =>
      referrers.map(({ table, column }, index) =>
        eb
          .selectFrom(table)
          .select((count) => count.fn.countAll<string>().as('n'))
          .where(sql.ref(column), '=', id)
          .as(`r${index}`),
      ),
    )
    .executeTakeFirstOrThrow();
  const counts: Record<string, number> = {};
  referrers.forEach(({ resource }, index) => {
    const n = Number(row[`r${index}`] ?? 0);
    if (n > 0) counts[resource] = (counts[resource] ?? 0) + n;
  });
  return counts;
}

type MissingRow = Record<string, boolean>;

/** The statements of missingParents, by the parents' tables in order: compiled once, each prepared. */
const missingStatements = new Map<string, CompiledStatement<Record<string, number>, MissingRow>>();

function missingStatementOf(parents: readonly { definition: ResourceDefinition }[]) {
  const key = parents.map(({ definition }) => definition.table).join(',');
  let statement = missingStatements.get(key);
  if (statement === undefined) {
    statement = compileOnce<Record<string, number>, MissingRow>(
      (slots) =>
        queryCompiler.selectNoFrom((eb) =>
          parents.map(({ definition }, index) =>
            eb
              .not(
                eb.exists(
                  eb
                    .selectFrom(definition.table)
                    .select(sql.lit(1).as('one'))
                    .where(keyColumn(definition), '=', slots[`id${index}`]),
                ),
              )
              .as(`missing${index}`),
          ),
        ),
      { prepared: true },
    );
    missingStatements.set(key, statement);
  }
  return statement;
}

/** Which of the given keys do not exist in their resource's table, in one statement. */
export async function missingParents(
  db: Db,
  parents: { definition: ResourceDefinition; id: number }[],
): Promise<boolean[]> {
  if (parents.length === 0) return [];
  const ids = Object.fromEntries(parents.map(({ id }, index) => [`id${index}`, id]));
  const { rows } = await db.executeQuery(missingStatementOf(parents).with(ids));
  const row = rows[0] ?? {};
  return parents.map((_parent, index) => row[`missing${index}`] === true);
}
