import { mkdir, readdir, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import {
  newOwnerRecord,
  ownerState,
  readOwnerRecord,
  removeOwnerRecord,
  writeOwnerRecord,
  type LockOwner,
} from './lockOwner';

// PGlite is a single-process database: two programs writing one data directory would corrupt it. The lock is a directory
// inside the data directory whose timestamp the holder refreshes, and beside it a record of the holder (lockOwner.ts).
// A lock whose holder ran on this machine and has ended (killed, crashed) is taken over at once; one whose holder
// cannot be looked up from here (another machine sharing the directory) counts as abandoned once its timestamp is older
// than STALE_MS.
const STALE_MS = 10_000;
/** A takeover's claim outlives any process that read the same dead owner before the takeover; then it is swept. */
const CLAIM_KEPT_MS = 60_000;

const LOCK_NAME = 'server.lock';
const lockPath = (dataDir: string) => path.join(dataDir, LOCK_NAME);
export const ownerRecordPath = (dataDir: string): string => path.join(dataDir, `${LOCK_NAME}-owner.json`);
const claimPrefix = `${LOCK_NAME}-takeover-`;

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    /** The holder, when its record could be read and it was found running on this machine. */
    readonly owner?: Pick<LockOwner, 'pid' | 'hostname'>,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Airport Back Office server. ` +
        'Stop that server or set DATA_DIR to another directory. ' +
        (owner === undefined
          ? `(If no server is running, the lock of a crashed one expires within ${STALE_MS / 1000} seconds.)`
          : `(It is process ${owner.pid} on this machine.)`),
    );
  }
}

export type ReleaseLock = () => Promise<void>;

/** The locks this process holds (by lockId): its own record never counts as a dead owner. */
const held = new Set<string>();

/**
 * Takes the data directory for this process (creating it), or fails at once with DataDirLockedError. A lock left by a
 * process of this machine that no longer runs is taken over without waiting.
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void = () => undefined,
): Promise<ReleaseLock> {
  await mkdir(dataDir, { recursive: true });
  try {
    return await acquire(dataDir, onCompromised);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const owner = await currentOwner(dataDir);
    if (owner === undefined) throw error;
    const state = held.has(owner.lockId) ? 'alive' : ownerState(owner);
    if (state === 'alive') throw new DataDirLockedError(dataDir, owner);
    if (state === 'unknown') throw error;
    await takeOver(dataDir, owner);
    return acquire(dataDir, onCompromised);
  }
}

async function acquire(dataDir: string, onCompromised: (error: Error) => void): Promise<ReleaseLock> {
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, {
      lockfilePath: lockPath(dataDir),
      stale: STALE_MS,
      retries: 0,
      // The default handler throws from a timer and kills the process; a warning is enough, the server keeps working.
      onCompromised,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
  let owner: LockOwner;
  try {
    const { ino, birthtimeMs } = await stat(lockPath(dataDir));
    owner = newOwnerRecord({ ino, birthtimeMs });
    await writeOwnerRecord(ownerRecordPath(dataDir), owner);
  } catch (error) {
    await release();
    throw error;
  }
  held.add(owner.lockId);
  await sweepOldClaims(dataDir);
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    held.delete(owner.lockId);
    // The record goes first: a lock without a record falls back to its age, a record without its lock is ignored.
    await removeOwnerRecord(ownerRecordPath(dataDir), owner.lockId);
    await release().catch((error: NodeJS.ErrnoException) => {
      // Already released: the lock was found compromised (onCompromised said so) and is no longer ours to remove.
      if (error.code !== 'ERELEASED') throw error;
    });
  };
}

/** The record of the lock as it is now, if it was written for this very lock directory. */
async function currentOwner(dataDir: string): Promise<LockOwner | undefined> {
  const owner = await readOwnerRecord(ownerRecordPath(dataDir));
  if (owner === undefined) return undefined;
  const lock = await stat(lockPath(dataDir)).catch(() => undefined);
  const sameLock = lock !== undefined && lock.ino === owner.lock.ino && lock.birthtimeMs === owner.lock.birthtimeMs;
  return sameLock ? owner : undefined;
}

/**
 * Removes the lock of a dead owner. Several processes may find the same dead owner at once: the claim (a directory
 * named after that owner's lock) lets one of them act; the others are refused as if the lock were held, since the one
 * that claimed it is about to hold it.
 */
async function takeOver(dataDir: string, dead: LockOwner): Promise<void> {
  const claim = path.join(dataDir, `${claimPrefix}${dead.lockId}`);
  try {
    await mkdir(claim);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new DataDirLockedError(dataDir);
    throw error;
  }
  // Between our reading and our claim, the lock may have changed hands the slow way (its age): look once more.
  if ((await currentOwner(dataDir))?.lockId !== dead.lockId) throw new DataDirLockedError(dataDir);
  await rmdir(lockPath(dataDir)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

async function sweepOldClaims(dataDir: string): Promise<void> {
  const names = await readdir(dataDir).catch(() => []);
  for (const name of names.filter((entry) => entry.startsWith(claimPrefix))) {
    const claim = path.join(dataDir, name);
    const age = Date.now() - ((await stat(claim).catch(() => undefined))?.mtimeMs ?? Date.now());
    if (age > CLAIM_KEPT_MS) await rmdir(claim).catch(() => undefined);
  }
}
