import { sql, type Transaction } from 'kysely';
import type { Role } from '../../src/domain/roles';
import type { Database } from '../db/schema';
import { problem } from '../http/problem';

export const LAST_SUPER_ADMIN_DETAIL = 'The last SuperAdmin cannot be deleted or given another role.';

// Any fixed 64-bit number, next to those of migrate.ts and seedDemoData.ts: transactions taking SuperAdmin away from
// someone hold it in turn, and it releases itself when the transaction ends.
const SUPER_ADMIN_CHANGE_LOCK_ID = 4_174_201_903;

/**
 * Decision D-33: the last SuperAdmin can be neither deleted nor demoted. Call it inside the transaction that will change
 * the user, before the change: `newRole` is the role the user is about to get, or null when it is about to be deleted.
 *
 * Safe under concurrency on PostgreSQL (READ COMMITTED, the default): it locks the user's row, so its role cannot change
 * before the transaction ends; then, only when a SuperAdmin is about to stop being one, it waits for its turn among such
 * transactions, and counts the other SuperAdmins after the previous one has committed. Two transactions demoting the
 * two last SuperAdmins therefore take turns, and the second one sees the first one's change and is refused.
 *
 * Lock order is always the user's row, then the turn: callers may lock the user's row before calling this (the HTTP
 * routes do), and two transactions can never wait for each other in a circle, whichever users they change.
 */
export async function assertSuperAdminRemains(
  trx: Transaction<Database>,
  change: { apiUserId: number; newRole: Role | null },
): Promise<void> {
  if (change.newRole === 'SuperAdmin') return;
  const user = await trx
    .selectFrom('apiUser')
    .select('roles')
    .where('apiUserId', '=', change.apiUserId)
    .forUpdate()
    .executeTakeFirst();
  if (user?.roles !== 'SuperAdmin') return;
  await sql`select pg_advisory_xact_lock(${SUPER_ADMIN_CHANGE_LOCK_ID})`.execute(trx);
  // A new statement, so it sees every change committed by the transactions that had their turn before this one.
  const another = await trx
    .selectFrom('apiUser')
    .select('apiUserId')
    .where('roles', '=', 'SuperAdmin')
    .where('apiUserId', '!=', change.apiUserId)
    .limit(1)
    .executeTakeFirst();
  if (another === undefined) throw problem.conflict(LAST_SUPER_ADMIN_DETAIL);
}
