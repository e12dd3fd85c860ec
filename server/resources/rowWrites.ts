import { sql, type Kysely, type Transaction } from 'kysely';
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
}

/** Whether any row of the referrers points at the key, in one statement. */
export async function isReferenced(db: Db, referrers: Referrer[], id: number): Promise<boolean> {
  if (referrers.length === 0) return false;
  const { referenced } = await db
    .selectNoFrom((eb) =>
      eb
        .or(
          referrers.map(({ table, column }) =>
            eb.exists(eb.selectFrom(table).select(sql.lit(1).as('one')).where(sql.ref(column), '=', id)),
          ),
        )
        .as('referenced'),
    )
    .executeTakeFirstOrThrow();
  return referenced === true;
}

/** Which of the given keys do not exist in their resource's table, in one statement. */
export async function missingParents(
  db: Db,
  parents: { definition: ResourceDefinition; id: number }[],
): Promise<boolean[]> {
  if (parents.length === 0) return [];
  const row: Record<string, unknown> = await db
    .selectNoFrom((eb) =>
      parents.map(({ definition, id }, index) =>
        eb
          .not(
            eb.exists(
              eb.selectFrom(definition.table).select(sql.lit(1).as('one')).where(keyColumn(definition), '=', id),
            ),
          )
          .as(`missing${index}`),
      ),
    )
    .executeTakeFirstOrThrow();
  return parents.map((_parent, index) => row[`missing${index}`] === true);
}
