import { randomUUID } from 'node:crypto';
import { readFileSync, readlinkSync } from 'node:fs';
import { readFile, rename, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';

// Who holds a data directory's lock, written beside it, so that the next start can tell a crashed owner (kill -9, the
// OOM killer) from a live one at once instead of waiting for the lock's timestamp to age.

/** What a lock's holder records about itself. */
export interface LockOwner {
  /** Unique per acquisition: names the claim a takeover makes, so only one process acts on a given dead owner. */
  lockId: string;
  pid: number;
  hostname: string;
  /** Linux: when the process started (clock ticks after boot), which tells the owner from a later process given its pid. */
  startTime?: number;
  /** Linux: the running kernel's id; another one means another machine (or a reboot). */
  bootId?: string;
  /** Linux: the process id namespace; pids of another one (another container) cannot be looked up from here. */
  pidNamespace?: string;
  /** The lock directory this record was written for; a record left beside a newer lock describes nobody. */
  lock: LockDirectoryIdentity;
  /** When the lock was taken (ISO 8601), for people reading the file. */
  since: string;
  command: string;
}

export interface LockDirectoryIdentity {
  ino: number;
  birthtimeMs: number;
}

export type OwnerState = 'alive' | 'gone' | 'unknown';

interface ProcStat {
  state: string;
  startTime: number;
}

/** `/proc/<pid>/stat`, or undefined when there is no such process (or no /proc). */
export function readProcStat(pid: number): ProcStat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) is in parentheses and may itself hold spaces and parentheses: count from the last one.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const startTime = Number(fields[19]); // field 22 of the whole line
  return { state: fields[0] ?? '', startTime };
}

function readTrimmed(file: string, read: (file: string) => string): string | undefined {
  try {
    return read(file).trim();
  } catch {
    return undefined;
  }
}

let self: Omit<LockOwner, 'lockId' | 'lock' | 'since'> | undefined;

/** This process as a lock owner (Linux details only where /proc has them). */
function thisProcess(): Omit<LockOwner, 'lockId' | 'lock' | 'since'> {
  self ??= {
    pid: process.pid,
    hostname: os.hostname(),
    startTime: readProcStat(process.pid)?.startTime,
    bootId: readTrimmed('/proc/sys/kernel/random/boot_id', (file) => readFileSync(file, 'utf8')),
    pidNamespace: readTrimmed('/proc/self/ns/pid', readlinkSync),
    command: process.argv.slice(1).join(' ').slice(0, 500),
  };
  return self;
}

export function newOwnerRecord(lock: LockDirectoryIdentity): LockOwner {
  return { lockId: randomUUID(), ...thisProcess(), lock, since: new Date().toISOString() };
}

/**
 * Whether the recorded owner still runs. 'unknown' when this process cannot look it up (another machine, another
 * kernel, another container's pids): the caller then falls back to the lock's age.
 */
export function ownerState(owner: LockOwner): OwnerState {
  const me = thisProcess();
  if (owner.hostname !== me.hostname || owner.bootId !== me.bootId) return 'unknown';
  if (owner.pid === me.pid) {
    // Our own pid: either this very process (same start time), or an earlier one that had it, as PID 1 of a container
    // that has been restarted has (in a new pid namespace, hence checked before the namespace).
    return owner.startTime !== undefined && owner.startTime === me.startTime ? 'alive' : 'gone';
  }
  if (owner.pidNamespace !== me.pidNamespace) return 'unknown';
  if (process.platform === 'linux' && me.startTime !== undefined) {
    const stat = readProcStat(owner.pid);
    // A zombie has released everything it held; it only waits for its parent to collect its exit status.
    if (stat === undefined || stat.state === 'Z' || stat.state === 'X') return 'gone';
    return owner.startTime === undefined || owner.startTime === stat.startTime ? 'alive' : 'gone';
  }
  try {
    process.kill(owner.pid, 0);
    return 'alive';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH' ? 'gone' : 'alive';
  }
}

function isOwnerRecord(value: unknown): value is LockOwner {
  const record = value as Partial<LockOwner> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.lockId === 'string' &&
    Number.isInteger(record.pid) &&
    typeof record.hostname === 'string' &&
    typeof record.lock?.ino === 'number' &&
    typeof record.lock.birthtimeMs === 'number'
  );
}

/** The record in `file`, or undefined when there is none or it is unreadable (being written, or damaged). */
export async function readOwnerRecord(file: string): Promise<LockOwner | undefined> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    return isOwnerRecord(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Replaces the record in one step (written aside, then renamed), so a reader never sees half of one. */
export async function writeOwnerRecord(file: string, owner: LockOwner): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(owner, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, file);
}

/** Removes the record if it is still the one of `lockId` (after a takeover it is someone else's). */
export async function removeOwnerRecord(file: string, lockId: string): Promise<void> {
  if ((await readOwnerRecord(file))?.lockId !== lockId) return;
  await unlink(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}
