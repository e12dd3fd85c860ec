import { jwtDecode } from 'jwt-decode';
import { AUTH_TIME_CLAIM, NAME_CLAIM, ROLE_CLAIM, SESSION_END_CLAIM } from '../domain/claims';
import { isRole, type Role } from '../domain/roles';

export interface ParsedToken {
  role: Role;
  userName: string;
  /**
   * How long the session had left when the token was issued, and how long it lasts from its sign-in, from the
   * server's own clock (D-94); absent from a token that names no session end.
   */
  session?: { leftMs: number; lengthMinutes: number };
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Reads the role (and name) from a JWT's payload; null when it is not a three-part JWT with one of our roles. */
export function parseToken(token: string): ParsedToken | null {
  if (token.split('.').length !== 3) return null;
  try {
    const payload = jwtDecode<Record<string, unknown>>(token);
    const role = payload[ROLE_CLAIM];
    const userName = payload[NAME_CLAIM];
    if (!isRole(role)) return null;
    const parsed: ParsedToken = { role, userName: typeof userName === 'string' ? userName : '' };
    const { iat, [SESSION_END_CLAIM]: endsAt, [AUTH_TIME_CLAIM]: signedInAt } = payload;
    // Differences of the server's times, so the browser's clock being off does not matter.
    if (isTime(iat) && isTime(endsAt) && isTime(signedInAt)) {
      parsed.session = { leftMs: (endsAt - iat) * 1000, lengthMinutes: (endsAt - signedInAt) / 60 };
    }
    return parsed;
  } catch {
    return null;
  }
}
