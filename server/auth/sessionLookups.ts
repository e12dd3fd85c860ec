import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findSession, type SessionRecord } from '../repositories/apiSessions';
import { LookupCache } from './lookupCache';
import type { TokenHolder } from './tokenUsers';

/** Sessions in use at once on one instance, far more than an airport's staff; the least recent are dropped first. */
const SESSIONS_KEPT = 10_000;

/**
 * Whether a token is its session's current one (D-93). A session is read from the database at most every `ttlMs`, as
 * users are (tokenUsers.ts); a refresh or a user change made here or announced by another instance drops what is kept.
 */
export class SessionLookups {
  private readonly cache: LookupCache<number, SessionRecord | undefined>;

  constructor(
    private readonly db: Kysely<Database>,
    ttlMs: number,
  ) {
    this.cache = new LookupCache(ttlMs, SESSIONS_KEPT);
  }

  async accepts(holder: TokenHolder, now: number): Promise<boolean> {
    const session = holder.session;
    if (session === undefined) return false;
    const record = await this.cache.get(
      session.id,
      () => findSession(this.db, session.id),
      // A token newer than the version kept here was refreshed a moment ago (here or on another instance): look again.
      (kept) => kept !== undefined && session.version > kept.tokenVersion,
    );
    return tokenFits(holder, record, now);
  }

  forget(sessionId: number): void {
    this.cache.forget(sessionId);
  }

  forgetAll(): void {
    this.cache.forgetAll();
  }
}

/**
 * The token belongs to a session that still exists (a change to its user deletes it), of the same user and role,
 * before the session's end, and is its current token, or the one a refresh replaced during that refresh's grace.
 */
function tokenFits(holder: TokenHolder, record: SessionRecord | undefined, now: number): boolean {
  if (record === undefined || holder.session === undefined) return false;
  if (record.userName.toLowerCase() !== holder.userName.toLowerCase() || record.roles !== holder.role) return false;
  if (now >= record.endsAt.getTime()) return false;
  const { version } = holder.session;
  if (version === record.tokenVersion) return true;
  const graceEnds = record.replacedTokenValidUntil?.getTime() ?? 0;
  return version === record.tokenVersion - 1 && now <= graceEnds;
}
