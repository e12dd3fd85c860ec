import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { ResourceDefinition } from '../resources/definition';
import type { DtoRow } from '../resources/dtoRows';
import type { AuditActor } from './auditActor';
import { changedFields, everyField } from './auditChanges';
import { recordEntry } from './recordEntry';

// The audit entry of each kind of write, written with the write's own transaction (a create over HTTP writes its
// entry in its one statement instead: createdEntry.ts).

type Db = Kysely<Database> | Transaction<Database>;

const keyOf = (definition: ResourceDefinition, record: DtoRow) => Number(record[definition.idProperty]);

export function recordCreate(db: Db, actor: AuditActor, definition: ResourceDefinition, created: DtoRow) {
  const changes = everyField(definition, created, 'after');
  return recordEntry(db, { actor, action: 'create', definition, recordId: keyOf(definition, created), changes });
}

export function recordRestore(db: Db, actor: AuditActor, definition: ResourceDefinition, restored: DtoRow) {
  const changes = everyField(definition, restored, 'after');
  return recordEntry(db, { actor, action: 'restore', definition, recordId: keyOf(definition, restored), changes });
}

/** Records what changed; an update that changed nothing (the same values saved again) leaves no entry. */
export async function recordUpdate(
  db: Db,
  actor: AuditActor,
  definition: ResourceDefinition,
  before: DtoRow,
  after: DtoRow,
): Promise<void> {
  const changes = changedFields(definition, before, after);
  if (changes.length === 0) return;
  await recordEntry(db, { actor, action: 'update', definition, recordId: keyOf(definition, after), changes });
}

/** Records every field the record had; its secret values are kept apart for a restore (migration 0011). */
export async function recordDeletion(
  db: Db,
  actor: AuditActor,
  definition: ResourceDefinition,
  deleted: DtoRow,
): Promise<void> {
  const changes = everyField(definition, deleted, 'before');
  const entryId = await recordEntry(db, {
    actor,
    action: 'delete',
    definition,
    recordId: keyOf(definition, deleted),
    changes,
  });
  const secrets = (definition.secretFields ?? []).flatMap((field) =>
    deleted[field] === undefined || deleted[field] === null
      ? []
      : [{ auditEntryId: entryId, field, value: String(deleted[field]) }],
  );
  if (secrets.length > 0) await db.insertInto('auditKeptSecret').values(secrets).execute();
}
