import { existsSync } from 'node:fs';
import path from 'node:path';

// Debian installs pgbouncer and haproxy in /usr/sbin, which an ordinary user's PATH often lacks.
const EXTRA_DIRECTORIES = ['/usr/sbin', '/usr/local/sbin', '/sbin'];

/** The absolute path of `name`, from PATH or the sbin directories; throws naming the Debian package to install. */
export function programPath(name: string, debianPackage = name): string {
  const directories = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), ...EXTRA_DIRECTORIES];
  for (const directory of directories) {
    const candidate = path.join(directory, name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`${name} is not installed: sudo apt-get install -y ${debianPackage}`);
}
