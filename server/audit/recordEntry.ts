import { expressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { ResourceDefinition } from '../resources/definition';
import { actorUserId, type AuditActor } from './auditActor';
import type { AuditAction, AuditChange } from '../../src/domain/auditEntry';

type Db = Kysely<Database> | Transaction<Database>;

export interface AuditEntryInput {
  actor: AuditActor;
  action: AuditAction;
  definition: ResourceDefinition;
  recordId: number;
  changes: AuditChange[];
}

/** Writes the entry with the caller's transaction, so that it commits, or vanishes, with the change. Returns its id. */
export async function recordEntry(db: Db, entry: AuditEntryInput): Promise<number> {
  const eb = expressionBuilder<Database, never>();
  const { id } = await db
    .insertInto('auditEntry')
    .values({
      userId: actorUserId(eb, entry.actor),
      userName: entry.actor.userName,
      source: entry.actor.source,
      action: entry.action,
      entity: entry.definition.path,
      recordId: entry.recordId,
      changes: JSON.stringify(entry.changes),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
