import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/schema';
import { findSession, type SessionRecord } from '../repositories/apiSessions';
import type { TokenHolder } from './tokenUsers';

/** Sessions in use at once on one instance, far more than an airport's staff; the least recent are dropped first. */
const SESSIONS_KEPT = 10_000;

interface Entry {
  record: SessionRecord | undefined;
  expiresAt: number;
}

/**
 * Whether a token is its session's current one (D-93). A session is read from the database at most every `ttlMs`, as
 * users are (tokenUsers.ts); a refresh or a user change made here or announced by another instance drops what is kept.
 */
export class SessionLookups {
  private readonly cache = new LRUCache<number, Entry>({ max: SESSIONS_KEPT });
  /** Bumped by every forget: a lookup that started before it must not be kept, it may predate the change. */
  private generation = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlMs: number,
  ) {}

  async accepts(holder: TokenHolder, now: number): Promise<boolean> {
    const session = holder.session;
    if (session === undefined) return false;
    let entry = this.cache.get(session.id);
    // A token newer than the version kept here was refreshed a moment ago (here or on another instance): look again.
    const outdated = entry?.record !== undefined && session.version > entry.record.tokenVersion;
    if (entry === undefined || entry.expiresAt <= Date.now() || outdated) entry = await this.load(session.id);
    return tokenFits(holder, entry.record, now);
  }

  forget(sessionId: number): void {
    this.generation += 1;
    this.cache.delete(sessionId);
  }

  forgetAll(): void {
    this.generation += 1;
    this.cache.clear();
  }

  private async load(sessionId: number): Promise<Entry> {
    const generation = this.generation;
    const entry = { record: await findSession(this.db, sessionId), expiresAt: Date.now() + this.ttlMs };
    if (this.ttlMs > 0 && generation === this.generation) this.cache.set(sessionId, entry);
    return entry;
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
