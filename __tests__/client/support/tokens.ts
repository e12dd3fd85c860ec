import { NAME_CLAIM, ROLE_CLAIM } from '../../../src/domain/claims';

const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token's session (D-94): how long it has left from now, and how long it lasts from its sign-in. */
export interface TokenSessionTimes {
  endsInMs: number;
  lengthMinutes: number;
}

/** A JWT shaped like the server's (the client never checks signatures, so the signature is a dummy). */
export function makeToken(role: string, userName = 'og', session?: TokenSessionTimes): string {
  const now = Math.floor(Date.now() / 1000);
  const endsAt = session === undefined ? undefined : now + Math.round(session.endsInMs / 1000);
  const sessionClaims =
    session === undefined || endsAt === undefined
      ? {}
      : { sid: '7', ver: 3, session_exp: endsAt, auth_time: endsAt - session.lengthMinutes * 60 };
  const payload = {
    ...sessionClaims,
    [NAME_CLAIM]: userName,
    [ROLE_CLAIM]: role,
    nbf: now,
    iat: now,
    exp: endsAt === undefined ? now + 3600 : Math.min(now + 3600, endsAt),
    iss: 'test',
    aud: 'test',
  };
  return `${base64Url({ alg: 'HS512', typ: 'JWT' })}.${base64Url(payload)}.c2lnbmF0dXJl`;
}

/** Puts a session into localStorage as a previous sign-in would have left it. */
export function storeSession(
  role: 'User' | 'Admin' | 'SuperAdmin',
  expiresInMs = 60 * 60 * 1000,
  userName?: string,
): string {
  const token = makeToken(role, userName);
  localStorage.setItem('token', token);
  localStorage.setItem('role', role);
  localStorage.setItem('expiration', new Date(Date.now() + expiresInMs).toISOString());
  return token;
}
