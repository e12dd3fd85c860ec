import { parseToken } from './parseToken';
import { SESSION_LENGTH_MS } from './sessionStorage';

// A session ends a fixed time after its sign-in with the password (D-94), however often it is refreshed. Its last
// token is the one whose window (an hour here, D-02) reaches that end: it cannot be refreshed, so the app neither
// tries silently nor offers 'Stay signed in', and says that the session has reached its end.

/** When a session started with `token` at `now` ends here: an hour later, or at the session's end if sooner. */
export function sessionExpiration(token: string, now: number): string {
  const left = parseToken(token)?.session?.leftMs ?? SESSION_LENGTH_MS;
  return new Date(now + Math.min(SESSION_LENGTH_MS, left)).toISOString();
}

/** How long the session lasts from its sign-in, in minutes, when `token` is its last; null for any other token. */
export function lastTokenSessionLength(token: string): number | null {
  const session = parseToken(token)?.session;
  return session !== undefined && session.leftMs <= SESSION_LENGTH_MS ? session.lengthMinutes : null;
}
