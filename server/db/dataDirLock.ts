import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';

// PGlite is a single-process database: two servers writing one data directory would corrupt it. The lock is a directory
// inside the data directory whose timestamp the holder refreshes; after a crash it counts as stale once it is older
// than STALE_MS, so a restart then succeeds.
const STALE_MS = 10_000;

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(readonly dataDir: string) {
    super(
      `The data directory ${dataDir} is in use by another Airport Back Office server. ` +
        'Stop that server or set DATA_DIR to another directory. ' +
        `(If no server is running, the lock of a crashed one expires within ${STALE_MS / 1000} seconds.)`,
    );
  }
}

export type ReleaseLock = () => Promise<void>;

/** Takes the data directory for this process (creating it), or fails at once with DataDirLockedError. */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void = () => undefined,
): Promise<ReleaseLock> {
  await mkdir(dataDir, { recursive: true });
  try {
    const release = await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'server.lock'),
      stale: STALE_MS,
      retries: 0,
      // The default handler throws from a timer and kills the process; a warning is enough, the server keeps working.
      onCompromised,
    });
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      await release();
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}
