import { sql, type Expression, type RawBuilder } from 'kysely';
import type { ResourceDefinition } from '../resources/definition';
import { recordedFields } from './auditChanges';

/**
 * The audit entry of a create, as the select of an `insert into audit_entry (user_id, user_name, source, action,
 * entity, record_id, changes)` that reads the new row from the common table expression named as its table
 * (createRow.ts). The changes are built by PostgreSQL from the row as stored, every recorded field's `after` value in
 * the form the API shows it (a date as 'YYYY-MM-DD', a price as a number).
 */
export function createdEntryValues(
  definition: ResourceDefinition,
  userName: RawBuilder<unknown>,
  source: Expression<unknown>,
): RawBuilder<unknown> {
  const table = definition.table;
  const changes = recordedFields(definition).map(
    (field) => sql`jsonb_build_object('field', ${sql.lit(field)}, 'after', ${sql.ref(`${table}.${field}`)})`,
  );
  const userId = sql`(select ${sql.ref('apiUserId')} from ${sql.table('apiUser')} where lower(${sql.ref('userName')}) = lower(${userName}))`;
  return sql`select case when ${source} = 'api' then ${userId} end, ${userName}, ${source}, 'create', ${sql.lit(
    definition.path,
  )}, ${sql.ref(`${table}.${definition.idProperty}`)}, jsonb_build_array(${sql.join(changes)}) from ${sql.table(table)}`;
}
