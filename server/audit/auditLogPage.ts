import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { RESOURCES } from '../resources/definitions';
import type { PageRequest } from '../resources/paging';
import type { AuditAction, AuditChange } from './auditChanges';
import type { AuditFilter } from './auditLogQuery';

// A page of the audit trail and its count. Each of the filters staff use most reads an index in the page's order
// (migration 0011): one record's history by (entity, record_id, at, id), a user's period by (lower(user_name), at,
// id), a period alone by (at, id), so a first page reads its rows and no more. The total of the whole trail, or of an
// entity's, is the count kept per entity at commit (the trail only grows: counting millions of entries took 0.4 s at
// 2.3 million, 2026-11-28); any other filter counts its matches through the same index.

export interface AuditEntry {
  id: number;
  at: string;
  userId: number | null;
  userName: string;
  source: 'api' | 'users tool';
  action: AuditAction;
  entity: string;
  recordId: number;
  changes: AuditChange[];
  recordExists: boolean;
}

type EntrySelect = SelectQueryBuilder<Database, 'auditEntry', object>;

/** Whether the entry's record exists now: one index lookup in its table, for the rows of the page only. */
const recordExists = sql<boolean>`case ${sql.ref('entity')} ${sql.join(
  RESOURCES.map(
    ({ definition }) =>
      sql`when ${sql.lit(definition.path)} then exists (select 1 from ${sql.table(definition.table)} where ${sql.ref(
        `${definition.table}.${definition.idProperty}`,
      )} = ${sql.ref('auditEntry.recordId')})`,
  ),
  sql` `,
)} else false end`;

function filtered(db: Kysely<Database>, filter: AuditFilter, withApiUsers: boolean): EntrySelect {
  let select: EntrySelect = db.selectFrom('auditEntry');
  if (filter.entity !== undefined) select = select.where('entity', '=', filter.entity.path);
  else if (!withApiUsers) select = select.where('entity', '<>', 'ApiUsers');
  if (filter.recordId !== undefined) select = select.where('recordId', '=', filter.recordId);
  if (filter.userName !== undefined) {
    select = select.where(sql`lower(${sql.ref('userName')})`, '=', sql`lower(${filter.userName})`);
  }
  if (filter.action !== undefined) select = select.where('action', '=', filter.action);
  if (filter.from !== undefined) select = select.where('at', '>=', filter.from);
  if (filter.until !== undefined) select = select.where('at', '<', filter.until);
  return select;
}

export async function findAuditPage(
  db: Kysely<Database>,
  filter: AuditFilter,
  page: PageRequest,
  withApiUsers: boolean,
): Promise<{ rows: AuditEntry[]; totalCount: number }> {
  const direction = filter.newestFirst ? 'desc' : 'asc';
  const [rows, totalCount] = await Promise.all([
    filtered(db, filter, withApiUsers)
      .select(['id', 'at', 'userId', 'userName', 'source', 'action', 'entity', 'recordId', 'changes'])
      .select(recordExists.as('recordExists'))
      .orderBy('at', direction)
      .orderBy('id', direction)
      .limit(page.pageSize)
      .offset(sql<number>`${page.offset}`)
      .execute(),
    countEntries(db, filter, withApiUsers),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      at: row.at.toISOString(),
      changes: row.changes as AuditChange[],
    })),
    totalCount,
  };
}

/** The entities whose kept counts make the total, when nothing but the entity filters the trail. */
function keptCountEntities(filter: AuditFilter, withApiUsers: boolean): string[] | undefined {
  const { entity, recordId, userName, action, from, until } = filter;
  if ([recordId, userName, action, from, until].some((value) => value !== undefined)) return undefined;
  if (entity !== undefined) return [entity.path];
  return RESOURCES.map(({ definition }) => definition.path).filter((path) => withApiUsers || path !== 'ApiUsers');
}

async function countEntries(db: Kysely<Database>, filter: AuditFilter, withApiUsers: boolean): Promise<number> {
  const entities = keptCountEntities(filter, withApiUsers);
  const counted =
    entities === undefined
      ? filtered(db, filter, withApiUsers).select((eb) => eb.fn.countAll<number>().as('n'))
      : db
          .selectFrom('rowCount')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), sql<number>`0`).as('n'))
          .where(
            'tableName',
            'in',
            entities.map((entity) => `audit_entry:${entity}`),
          );
  return Number((await counted.executeTakeFirstOrThrow()).n);
}
