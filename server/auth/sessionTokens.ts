import {
  AUTH_TIME_CLAIM,
  SESSION_CLAIM,
  SESSION_END_CLAIM,
  SESSION_VERSION_CLAIM,
  type TokenClaims,
} from '../../src/domain/claims';
import type { TokenSession } from './tokenUsers';

/** The session a token is signed for: its key, the version the token will carry, and its fixed end (D-93, D-94). */
export interface SessionToSign {
  sessionId: number;
  tokenVersion: number;
  signedInAt: Date;
  endsAt: Date;
}

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/**
 * The time claims and session claims of a token issued at `now` (seconds): it lasts `ttlSeconds`, but never beyond its
 * session's end, so the last token of a session expires with it and no refresh carries it further.
 */
export function sessionClaims(session: SessionToSign, now: number, ttlSeconds: number) {
  return {
    nbf: now,
    iat: now,
    exp: Math.min(now + ttlSeconds, seconds(session.endsAt)),
    [SESSION_CLAIM]: String(session.sessionId),
    [SESSION_VERSION_CLAIM]: session.tokenVersion,
    [AUTH_TIME_CLAIM]: seconds(session.signedInAt),
    [SESSION_END_CLAIM]: seconds(session.endsAt),
  };
}

const SESSION_ID = /^[1-9]\d{0,14}$/;

/**
 * The session a verified token names: undefined for a token signed before sessions were kept (no `sid`), null for
 * claims no token of ours carries (then the token is not valid).
 */
export function tokenSession(claims: TokenClaims): TokenSession | undefined | null {
  const id: unknown = claims[SESSION_CLAIM];
  const version: unknown = claims[SESSION_VERSION_CLAIM];
  const endsAt: unknown = claims[SESSION_END_CLAIM];
  if (id === undefined && version === undefined && endsAt === undefined) return undefined;
  if (typeof id !== 'string' || !SESSION_ID.test(id)) return null;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 1) return null;
  if (typeof endsAt !== 'number' || !Number.isSafeInteger(endsAt)) return null;
  return { id: Number(id), version, endsAt: endsAt * 1000 };
}
