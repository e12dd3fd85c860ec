import { sql, type Kysely } from 'kysely';
import type { FieldSet } from '../../../src/domain/fields';
import type { Database } from '../../../server/db/schema';
import type { ResourceDefinition } from '../../../server/resources/definition';
import { RESOURCES } from '../../../server/resources/definitions';

// The references between resources, read from the definitions (the child's reference fields and the resource each
// points at), and the database checks that concurrent writes must never break: no row points at a missing parent.

export interface Reference {
  parent: ResourceDefinition;
  child: ResourceDefinition;
  /** The child's column (snake_case) and its field's property name (camelCase). */
  column: string;
  property: string;
}

const snake = (property: string) => property.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export const REFERENCES: Reference[] = RESOURCES.flatMap(({ definition: parent }) =>
  RESOURCES.flatMap(({ definition: child }) =>
    Object.entries(child.references).flatMap(([property, resource]) =>
      resource === parent ? [{ parent, child, column: snake(property), property }] : [],
    ),
  ),
);

/** Rows of `child` whose reference names no row of `parent` (SQL anti-join); 0 when the data is sound. */
export async function orphanCount(db: Kysely<Database>, reference: Reference): Promise<number> {
  const { rows } = await sql<{ orphans: number }>`
    select count(*)::int as orphans from ${sql.id(reference.child.table)} c
    where not exists (select 1 from ${sql.id(reference.parent.table)} p
      where p.${sql.id(reference.parent.idProperty)} = c.${sql.id(reference.property)})`.execute(db);
  return rows[0]?.orphans ?? -1;
}

/** Every reference with orphans, as `child.column → parent: n`; empty when none has any. */
export async function allOrphans(db: Kysely<Database>): Promise<string[]> {
  const counts = await Promise.all(REFERENCES.map((reference) => orphanCount(db, reference)));
  return REFERENCES.flatMap((reference, index) =>
    counts[index] === 0
      ? []
      : [`${reference.child.table}.${reference.column} → ${reference.parent.table}: ${String(counts[index])}`],
  );
}

export async function rowCount(db: Kysely<Database>, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.id(table)}`.execute(db);
  return rows[0]?.n ?? -1;
}

/** Whether the row with this key exists. */
export async function rowExists(db: Kysely<Database>, definition: ResourceDefinition, id: number): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`select exists (select 1 from ${sql.id(definition.table)}
    where ${sql.id(definition.idProperty)} = ${id}) as found`.execute(db);
  return rows[0]?.found === true;
}

/** The fields of a definition that has them (every resource with write routes). */
export function fieldsOf(definition: ResourceDefinition): FieldSet {
  if (definition.fields === undefined) throw new Error(`${definition.path} has no fields`);
  return definition.fields;
}

/** A table's kept row count and version (row_count, migrations 0002 to 0004 and 0010), as numbers on both engines. */
export async function keptRowCount(db: Kysely<Database>, table: string): Promise<{ n: number; version: number }> {
  const { rows } = await sql<{ n: string | number; version: string | number }>`
    select n, version from row_count where table_name = ${table}`.execute(db);
  const [row] = rows;
  if (row === undefined) throw new Error(`The table ${table} has no row_count row.`);
  return { n: Number(row.n), version: Number(row.version) };
}
