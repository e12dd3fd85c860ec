import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { removeOnExit } from './ownedProcess';

// PostgreSQL and PgBouncer refuse to run as root. Run as root (CI, containers), the harness starts them as the
// `postgres` user that Debian's packages create; run as anyone else, they run as that user.

export interface SystemUser {
  uid: number;
  gid: number;
}

/** `name`'s ids when this process is root (and so may switch to it), else undefined: run as ourselves. */
export function userToRunAs(name: string): SystemUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error(
      `Running as root, the resilience harness needs the system user "${name}" (Debian's postgresql package creates it)`,
    );
  }
}

/** A fresh directory under the system's temporary directory, owned by `user` when given, removed at exit if left. */
export function makeTempDir(prefix: string, user?: SystemUser): string {
  const directory = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  if (user !== undefined) chownSync(directory, user.uid, user.gid);
  removeOnExit(directory);
  return directory;
}
