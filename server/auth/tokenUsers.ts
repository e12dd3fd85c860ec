import type { Kysely } from 'kysely';
import type { Role } from '../../src/domain/roles';
import type { Database } from '../db/schema';
import { findApiUserIdentity, type ApiUserIdentity } from '../repositories/apiUsers';

/** What a verified token says about its holder. */
export interface TokenHolder {
  userName: string;
  role: Role;
  /** Issue time, seconds since the epoch. */
  issuedAt: number;
}

/**
 * Decision D-53: a token stops working as soon as its user is deleted, renamed, gets another role or a new password.
 * Each authenticated request checks the user; a lookup is reused for `ttlMs` so a burst of requests costs one query.
 * Code that changes a user calls `changed(userName)`: this instance forgets the user at once, and `announce` tells the
 * other instances (through Redis when configured; without it they notice within ttlMs).
 */
export class TokenUserCheck {
  private readonly cache = new Map<string, { identity: ApiUserIdentity | undefined; expiresAt: number }>();
  /** Bumped by every forget: a lookup that started before it must not be cached, it may predate the change. */
  private generation = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlMs: number,
    private readonly announce: (userNames: string[]) => Promise<void> = async () => undefined,
  ) {}

  /** After a change to these users is committed: forgets them here and tells the other instances. */
  async changed(userNames: string[]): Promise<void> {
    for (const userName of userNames) this.forget(userName);
    await this.announce(userNames);
  }

  async isCurrent(holder: TokenHolder): Promise<boolean> {
    const identity = await this.lookup(holder.userName);
    if (identity === undefined || identity.roles !== holder.role) return false;
    // Tokens carry whole seconds: a token issued in the same second as the change still counts as issued after it.
    const changedAt = Math.floor(identity.credentialsChangedAt.getTime() / 1000);
    return changedAt <= holder.issuedAt;
  }

  forget(userName: string): void {
    this.generation += 1;
    this.cache.delete(userName.toLowerCase());
  }

  forgetAll(): void {
    this.generation += 1;
    this.cache.clear();
  }

  private async lookup(userName: string): Promise<ApiUserIdentity | undefined> {
    const key = userName.toLowerCase();
    const cached = this.cache.get(key);
    if (cached !== undefined && cached.expiresAt > Date.now()) return cached.identity;
    const generation = this.generation;
    const identity = await findApiUserIdentity(this.db, userName);
    if (this.ttlMs > 0 && generation === this.generation) {
      this.cache.set(key, { identity, expiresAt: Date.now() + this.ttlMs });
    }
    return identity;
  }
}
