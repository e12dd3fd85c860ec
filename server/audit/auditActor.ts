import os from 'node:os';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema';

// Who an audit entry names. A request's signed-in user is recorded by name, with its id looked up in the same
// statement as the entry (a token carries the name only); the users tool, run by someone at the server's console,
// records itself and the operating-system user who ran it.

export interface AuditActor {
  userName: string;
  source: 'api' | 'users tool';
}

export const apiActor = (user: { userName: string }): AuditActor => ({ userName: user.userName, source: 'api' });

export function usersToolActor(): AuditActor {
  return { userName: operatingSystemUser(), source: 'users tool' };
}

function operatingSystemUser(): string {
  try {
    return os.userInfo().username;
  } catch {
    // A container may run as a uid with no entry in /etc/passwd: the environment's name, or the uid itself.
    return process.env.USER ?? process.env.LOGNAME ?? `uid ${process.getuid?.() ?? 'unknown'}`;
  }
}

/** The API user's id by the actor's name (null for the users tool, or a user no longer there), as a subquery. */
export function actorUserId(
  eb: ExpressionBuilder<Database, never>,
  actor: AuditActor,
  userName = sql.val(actor.userName),
) {
  if (actor.source !== 'api') return sql<number | null>`null`;
  return eb
    .selectFrom('apiUser')
    .select('apiUserId')
    .where(sql`lower(${sql.ref('userName')})`, '=', sql`lower(${userName})`);
}
