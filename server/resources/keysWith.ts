import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { ResourceDefinition } from './definition';
import { conditionOf, sqlCriteria, sqlValueOf, type SearchFilter } from './searchCondition';
import { keyOf } from './sqlNames';

// A search's candidates before a check the database cannot make: API users whose password is the one given (D-34).

type Db = Kysely<Database> | Transaction<Database>;

/** The keys and one column of the rows matching the criteria, e.g. the password hashes of candidate users. */
export async function findKeysWith(
  db: Db,
  definition: ResourceDefinition,
  filter: SearchFilter,
  column: string,
): Promise<{ id: number; value: unknown }[]> {
  const compared = sqlCriteria(filter.criteria);
  const values = compared.map(([criterion, value]) => sqlValueOf(criterion, value));
  const condition = conditionOf(
    compared.map(([criterion]) => criterion),
    (index) => values[index],
  );
  const key = keyOf(definition);
  return db
    .selectFrom(db.dynamic.table(definition.table).as('t'))
    .select([key.as('id'), sql.ref<unknown>(`t.${column}`).as('value')])
    .where(condition)
    .orderBy(key)
    .execute();
}
