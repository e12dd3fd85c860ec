import type { Transaction } from 'kysely';
import type { Role } from '../../src/domain/roles';
import type { Database } from '../db/schema';
import { problem } from '../http/problem';

export const LAST_SUPER_ADMIN_DETAIL = 'The last SuperAdmin cannot be deleted or given another role.';

/**
 * Decision S-11: the last SuperAdmin can be neither deleted nor demoted. Call it inside the transaction that will change
 * the user, before the change: `newRole` is the role the user is about to get, or null when it is about to be deleted.
 *
 * Safe under concurrency on PostgreSQL: it locks every SuperAdmin row and the user's own row (`for update`), so two
 * transactions demoting the two last SuperAdmins take turns, and the second one sees the first one's change once it may
 * proceed (READ COMMITTED re-reads a locked row that changed and drops it when it no longer matches). The rows are
 * locked in one statement in id order, so transactions locking overlapping sets never wait on each other in a circle.
 * Callers must therefore not lock the user's row before calling this (that would lock out of id order).
 */
export async function assertSuperAdminRemains(
  trx: Transaction<Database>,
  change: { apiUserId: number; newRole: Role | null },
): Promise<void> {
  if (change.newRole === 'SuperAdmin') return;
  // The user's own row is locked too, so a concurrent promotion of this user cannot slip in between check and change.
  const rows = await trx
    .selectFrom('apiUser')
    .select(['apiUserId', 'roles'])
    .where((eb) => eb.or([eb('roles', '=', 'SuperAdmin'), eb('apiUserId', '=', change.apiUserId)]))
    .orderBy('apiUserId')
    .forUpdate()
    .execute();
  const user = rows.find((row) => row.apiUserId === change.apiUserId);
  if (user?.roles !== 'SuperAdmin') return;
  const otherSuperAdmins = rows.filter((row) => row.roles === 'SuperAdmin' && row.apiUserId !== change.apiUserId);
  if (otherSuperAdmins.length === 0) throw problem.conflict(LAST_SUPER_ADMIN_DETAIL);
}
