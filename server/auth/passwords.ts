import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes: the OWASP baseline). The hash string carries its own
// parameters, so raising them later still verifies old hashes.

export const hashPassword = (password: string): Promise<string> => hash(password);

let dummyHash: Promise<string> | undefined;

/** Computes the throwaway hash ahead of time, so the first unknown-user sign-in is not slower than later ones. */
export async function prepareUnknownUserCheck(): Promise<void> {
  dummyHash ??= hash(randomBytes(16).toString('hex'));
  await dummyHash;
}

/**
 * True when `password` matches `storedHash`. Without a stored hash (unknown user) a throwaway hash is verified instead,
 * so the answer takes as long as for a real user and timing does not reveal which user names exist.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hash(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  // A malformed stored value is a wrong password, never a 500.
  return verify(storedHash, password).catch(() => false);
}
