import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { ResourceDefinition } from '../resources/definition';
import type { AuditAction, AuditChange } from '../../src/domain/auditEntry';

type Db = Kysely<Database> | Transaction<Database>;

/** The record's newest audit entry (by the record's index), or undefined when the trail has none. */
export async function lastEntryOf(db: Db, definition: ResourceDefinition, recordId: number) {
  const entry = await db
    .selectFrom('auditEntry')
    .select(['id', 'action', 'changes'])
    .where('entity', '=', definition.path)
    .where('recordId', '=', recordId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return entry === undefined
    ? undefined
    : { id: entry.id, action: entry.action as AuditAction, changes: entry.changes as AuditChange[] };
}
