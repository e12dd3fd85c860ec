import { createHmac } from 'node:crypto';
import { NAME_CLAIM, ROLE_CLAIM } from '../../../src/domain/claims';

// Tokens made by hand (not by the server's own signer), so tests can forge exactly what an attacker or a buggy client
// would send: other secrets, other algorithms, odd claims.

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function craftToken(
  payload: Record<string, unknown>,
  secret: string | Buffer,
  header: Record<string, unknown> = { alg: 'HS512', typ: 'JWT' },
): string {
  const unsigned = `${encode(header)}.${encode(payload)}`;
  if (header.alg === 'none') return `${unsigned}.`;
  const algorithm = header.alg === 'HS256' ? 'sha256' : 'sha512';
  return `${unsigned}.${createHmac(algorithm, secret).update(unsigned).digest('base64url')}`;
}

/** Valid claims for `userName` with `role`, issued now, for the default issuer and audience. */
export function claimsFor(
  userName: string,
  role: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    [NAME_CLAIM]: userName,
    [ROLE_CLAIM]: role,
    nbf: now,
    exp: now + 3600,
    iat: now,
    iss: 'airport-back-office',
    aud: 'airport-back-office',
    ...overrides,
  };
}
