import { jwtDecode } from 'jwt-decode';
import { NAME_CLAIM, ROLE_CLAIM } from '../domain/claims';
import { isRole, type Role } from '../domain/roles';

export interface ParsedToken {
  role: Role;
  userName: string;
}

/** Reads the role (and name) from a JWT's payload; null when it is not a three-part JWT with one of our roles. */
export function parseToken(token: string): ParsedToken | null {
  if (token.split('.').length !== 3) return null;
  try {
    const payload = jwtDecode<Record<string, unknown>>(token);
    const role = payload[ROLE_CLAIM];
    const userName = payload[NAME_CLAIM];
    return isRole(role) ? { role, userName: typeof userName === 'string' ? userName : '' } : null;
  } catch {
    return null;
  }
}
