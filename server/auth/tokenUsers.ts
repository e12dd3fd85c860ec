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
 * Decision S-5: a token stops working as soon as its user is deleted, renamed, gets another role or a new password.
 * Each authenticated request checks the user; a lookup is reused for `ttlMs` so a burst of requests costs one query.
 * Code that changes a user calls `forget(userName)` so this instance notices at once (others within ttlMs).
 */
export class TokenUserCheck {
  private readonly cache = new Map<string, { identity: ApiUserIdentity | undefined; expiresAt: number }>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlMs: number,
  ) {}

  async isCurrent(holder: TokenHolder): Promise<boolean> {
    const identity = await this.lookup(holder.userName);
    if (identity === undefined || identity.roles !== holder.role) return false;
    // Tokens carry whole seconds: a token issued in the same second as the change still counts as issued after it.
    const changedAt = Math.floor(identity.credentialsChangedAt.getTime() / 1000);
    return changedAt <= holder.issuedAt;
  }

  forget(userName: string): void {
    this.cache.delete(userName.toLowerCase());
  }

  forgetAll(): void {
    this.cache.clear();
  }

  private async lookup(userName: string): Promise<ApiUserIdentity | undefined> {
    const key = userName.toLowerCase();
    const cached = this.cache.get(key);
    if (cached !== undefined && cached.expiresAt > Date.now()) return cached.identity;
    const identity = await findApiUserIdentity(this.db, userName);
    if (this.ttlMs > 0) this.cache.set(key, { identity, expiresAt: Date.now() + this.ttlMs });
    return identity;
  }
}
