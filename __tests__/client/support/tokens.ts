import { NAME_CLAIM, ROLE_CLAIM } from '../../../src/domain/claims';

const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT shaped like the server's (the client never checks signatures, so the signature is a dummy). */
export function makeToken(role: string, userName = 'og'): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    [NAME_CLAIM]: userName,
    [ROLE_CLAIM]: role,
    nbf: now,
    iat: now,
    exp: now + 3600,
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
