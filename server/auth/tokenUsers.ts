import type { Kysely } from 'kysely';
import type { Role } from '../../src/domain/roles';
import type { Database } from '../db/schema';
import { findApiUserIdentity, type ApiUserIdentity } from '../repositories/apiUsers';
import { LookupCache } from './lookupCache';
import { SessionLookups } from './sessionLookups';

/** Users behind recent tokens kept at once on one instance; the least recent are dropped first. */
const USERS_KEPT = 10_000;

/** The session a token belongs to, and which of its tokens it is (D-93). */
export interface TokenSession {
  id: number;
  /** 1 for the sign-in's token, one more for each refresh. */
  version: number;
  /** When the session ends, in ms since the epoch (its `session_exp` claim, D-94). */
  endsAt: number;
}

/** What a verified token says about its holder. */
export interface TokenHolder {
  userName: string;
  role: Role;
  /** Issue time, seconds since the epoch. */
  issuedAt: number;
  /** Every token signed since sessions were kept has one; a token signed before has none (D-93). */
  session?: TokenSession;
}

/**
 * Decision D-53: a token stops working as soon as its user is deleted, renamed, gets another role or a new password.
 * Each authenticated request checks the user; a lookup is reused for `ttlMs` so a burst of requests costs one query.
 * Code that changes a user calls `changed(userName)`: this instance forgets the user at once, and `announce` tells the
 * other instances (through Redis when configured; without it they notice within ttlMs). A token of a session is
 * checked against its session instead (sessionLookups.ts), which a change to the user deletes.
 */
export class TokenUserCheck {
  private readonly users: LookupCache<string, ApiUserIdentity | undefined>;
  private readonly sessions: SessionLookups;

  constructor(
    private readonly db: Kysely<Database>,
    ttlMs: number,
    private readonly announce: (userNames: string[]) => Promise<void> = async () => undefined,
    private readonly announceSession: (sessionId: number) => Promise<void> = async () => undefined,
  ) {
    this.users = new LookupCache(ttlMs, USERS_KEPT);
    this.sessions = new SessionLookups(db, ttlMs);
  }

  /** After a change to these users is committed: forgets them here and tells the other instances. */
  async changed(userNames: string[]): Promise<void> {
    for (const userName of userNames) this.forget(userName);
    await this.announce(userNames);
  }

  /** After a session's refresh: its replaced token is checked afresh here and, once told, everywhere. */
  async sessionChanged(sessionId: number): Promise<void> {
    this.sessions.forget(sessionId);
    await this.announceSession(sessionId);
  }

  async isCurrent(holder: TokenHolder, now = Date.now()): Promise<boolean> {
    if (holder.session !== undefined) return this.sessions.accepts(holder, now);
    const identity = await this.users.get(holder.userName.toLowerCase(), () =>
      findApiUserIdentity(this.db, holder.userName),
    );
    if (identity === undefined || identity.roles !== holder.role) return false;
    // A token without a session carries whole seconds only, so it counts as issued at the start of its second: one
    // issued in the same second as a change is refused, never one issued before it accepted (D-93).
    return identity.credentialsChangedAt.getTime() <= holder.issuedAt * 1000;
  }

  /** Drops what is kept about this user, and every kept session: user changes are rare, sessions by user are not kept. */
  forget(userName: string): void {
    this.users.forget(userName.toLowerCase());
    this.sessions.forgetAll();
  }

  forgetSession(sessionId: number): void {
    this.sessions.forget(sessionId);
  }

  forgetAll(): void {
    this.users.forgetAll();
    this.sessions.forgetAll();
  }
}
