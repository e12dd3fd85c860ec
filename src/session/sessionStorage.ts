import { isRole, type Role } from '../domain/roles';

// Browser storage keys of the session (decision D-06); theme and rowsPerPage belong to their own slices.
export const TOKEN_KEY = 'token';
export const ROLE_KEY = 'role';
export const EXPIRATION_KEY = 'expiration';

/** The client-side session window: one hour after sign-in (decision D-02). */
export const SESSION_LENGTH_MS = 60 * 60 * 1000;

export interface StoredSession {
  token: string;
  role: Role;
  /** ISO-8601 instant after which the session reads as expired. */
  expiration: string;
}

export type StoredSessionState =
  { kind: 'none' } | { kind: 'expired'; token: string } | { kind: 'valid'; session: StoredSession };

export function isExpired(expiration: string, now = Date.now()): boolean {
  const at = Date.parse(expiration);
  return Number.isNaN(at) || now > at;
}

/** Reads the stored session. Anything incomplete or unparsable counts as no session. */
export function readStoredSession(now = Date.now()): StoredSessionState {
  const token = localStorage.getItem(TOKEN_KEY);
  const role = localStorage.getItem(ROLE_KEY);
  const expiration = localStorage.getItem(EXPIRATION_KEY);
  if (!token || !isRole(role) || !expiration) return { kind: 'none' };
  if (isExpired(expiration, now)) return { kind: 'expired', token };
  return { kind: 'valid', session: { token, role, expiration } };
}

export function writeStoredSession(session: StoredSession | null): void {
  if (session) {
    localStorage.setItem(TOKEN_KEY, session.token);
    localStorage.setItem(ROLE_KEY, session.role);
    localStorage.setItem(EXPIRATION_KEY, session.expiration);
  } else {
    // Sign-out leaves theme and rowsPerPage alone (decision D-06).
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(ROLE_KEY);
    localStorage.removeItem(EXPIRATION_KEY);
  }
}
