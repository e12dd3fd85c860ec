import { LRUCache } from 'lru-cache';
import type { TokenHolder } from './tokenUsers';

// A client sends the same token with every request. Its signature and claims are checked once, and what they said is
// remembered under the exact token text until the token's own validity window closes (docs/performance.md): a later
// request with the same text then costs a map lookup instead of a hash of the token (fast-jwt's cache key), an
// HMAC-SHA512 and a JSON parse. Only tokens that passed every check are remembered; any other text is verified in full. Whether the
// token's user still holds it is not remembered here (tokenUsers.ts): that is checked on every request.

/** When a verified token may be used: its nbf and exp, in ms since the epoch, widened by the clock tolerance. */
export interface ValidityWindow {
  notBefore: number;
  expiresAt: number;
}

interface Entry {
  holder: TokenHolder;
  window: ValidityWindow;
}

export class VerifiedTokens {
  private readonly entries: LRUCache<string, Entry>;

  constructor(max: number) {
    this.entries = new LRUCache({ max });
  }

  /** What the token said when it was verified, if it was and `now` is inside its window. */
  get(token: string, now: number): TokenHolder | undefined {
    const entry = this.entries.get(token);
    if (entry === undefined) return undefined;
    if (now < entry.window.notBefore || now > entry.window.expiresAt) return undefined;
    return entry.holder;
  }

  remember(token: string, holder: TokenHolder, window: ValidityWindow): void {
    this.entries.set(token, { holder, window });
  }
}
