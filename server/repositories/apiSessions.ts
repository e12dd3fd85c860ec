import { sql, type Kysely, type Transaction } from 'kysely';
import type { Role } from '../../src/domain/roles';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

// Sessions (D-93, D-94): one row per sign-in with a password, holding the version of its current token and the end
// fixed at sign-in. A change to the user deletes its sessions (the trigger of migration 0014).

/** A session as a token is checked against it on every request, with the user it belongs to. */
export interface SessionRecord {
  sessionId: number;
  userName: string;
  roles: Role;
  tokenVersion: number;
  /** Until when the token of tokenVersion - 1 is accepted; null before the first refresh. */
  replacedTokenValidUntil: Date | null;
  signedInAt: Date;
  endsAt: Date;
}

/** What sign-in verified: the session starts only if the user still has exactly these credentials. */
export interface VerifiedCredentials {
  apiUserId: number;
  userName: string;
  password: string;
  roles: Role;
}

export interface NewSession {
  sessionId: number;
  signedInAt: Date;
  endsAt: Date;
}

/**
 * Starts a session for a user whose password was just verified. The user's row is read `for share`, so a change to
 * the user that is being committed right now is waited for and then seen: a sign-in with the password being replaced
 * starts no session (undefined). Sessions past their end are pruned here, as sign-ins are what creates them.
 */
export async function startSession(
  trx: Transaction<Database>,
  user: VerifiedCredentials,
  signedInAt: Date,
  lifetimeMs: number,
): Promise<NewSession | undefined> {
  await trx.deleteFrom('apiSession').where('endsAt', '<', signedInAt).execute();
  const endsAt = new Date(signedInAt.getTime() + lifetimeMs);
  const current = await trx
    .selectFrom('apiUser')
    .select('apiUserId')
    .where('apiUserId', '=', user.apiUserId)
    .where('userName', '=', user.userName)
    .where('password', '=', user.password)
    .where('roles', '=', user.roles)
    .forShare()
    .executeTakeFirst();
  if (current === undefined) return undefined;
  const { sessionId } = await trx
    .insertInto('apiSession')
    .values({ apiUserId: user.apiUserId, signedInAt, endsAt })
    .returning('sessionId')
    .executeTakeFirstOrThrow();
  return { sessionId, signedInAt, endsAt };
}

export function findSession(db: Db, sessionId: number): Promise<SessionRecord | undefined> {
  return db
    .selectFrom('apiSession as s')
    .innerJoin('apiUser as u', 'u.apiUserId', 's.apiUserId')
    .select([
      's.sessionId',
      'u.userName',
      'u.roles',
      's.tokenVersion',
      's.replacedTokenValidUntil',
      's.signedInAt',
      's.endsAt',
    ])
    .where('s.sessionId', '=', sessionId)
    .executeTakeFirst();
}

export interface RefreshRequest {
  sessionId: number;
  /** The version of the token presented: only the current one may be refreshed. */
  tokenVersion: number;
  userName: string;
  role: Role;
  now: Date;
  /** How long the replaced token stays accepted. */
  graceMs: number;
}

/**
 * Moves the session to its next token version, if the presented token is the current one, the session has not
 * reached its end, and its user is still the token's. One statement: two refreshes of the same token (two tabs, or a
 * thief and its victim) wait for each other's row lock, and the second finds the version moved on.
 */
export async function advanceSession(db: Db, request: RefreshRequest): Promise<SessionRecord | undefined> {
  const { sessionId, tokenVersion, userName, role, now, graceMs } = request;
  const row = await db
    .updateTable('apiSession as s')
    .from('apiUser as u')
    .set({
      tokenVersion: sql<number>`s.token_version + 1`,
      replacedTokenValidUntil: new Date(now.getTime() + graceMs),
    })
    .whereRef('u.apiUserId', '=', 's.apiUserId')
    .where('s.sessionId', '=', sessionId)
    .where('s.tokenVersion', '=', tokenVersion)
    .where('s.endsAt', '>', now)
    .where(sql<boolean>`lower(u.user_name) = lower(${userName})`)
    .where('u.roles', '=', role)
    .returning(['s.sessionId', 'u.userName', 'u.roles', 's.tokenVersion', 's.signedInAt', 's.endsAt'])
    .executeTakeFirst();
  return row === undefined ? undefined : { ...row, replacedTokenValidUntil: new Date(now.getTime() + graceMs) };
}
