import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Decision D-52: tokens are signed with JWT_SECRET when it is set. The embedded demo needs no setup, so without it a
// random secret is generated on the first start and kept in the data directory; later starts reuse it, so tokens
// survive restarts. No secret is ever written in the code.

const SECRET_BYTES = 64;
const MIN_SECRET_BYTES = 32;

export const jwtSecretPath = (dataDir: string): string => path.join(dataDir, 'jwt-secret');

export async function loadOrCreateJwtSecret(dataDir: string): Promise<Buffer> {
  const file = jwtSecretPath(dataDir);
  try {
    // 'wx' fails if the file exists, so two first starts cannot overwrite each other's secret.
    await writeFile(file, `${randomBytes(SECRET_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  if (secret.length < MIN_SECRET_BYTES) {
    throw new Error(
      `The token signing secret in ${file} is damaged (fewer than ${MIN_SECRET_BYTES} bytes). Delete the file to ` +
        'generate a new one (everyone will have to sign in again), or set JWT_SECRET.',
    );
  }
  return secret;
}
