import { existsSync } from 'node:fs';
import { inspect } from 'node:util';
import type { Config } from './config';
import { DatabaseUnavailableError } from './db/connect';
import { DataDirLockedError } from './db/dataDirLock';
import { EditedMigrationError } from './db/migrate';
import { MissingRowCountError } from './resources/rowCountCheck';

/**
 * The embedded database (PostgreSQL compiled to WebAssembly) reports a failed file operation as Emscripten's
 * `ErrnoError`, which is not an `Error` and carries only Emscripten's own errno number: these are the ones a data
 * directory meets.
 */
const EMSCRIPTEN_ERRNO: Record<number, string> = {
  2: 'permission denied',
  29: 'input/output error',
  44: 'no such file or directory',
  51: 'no space left on the device',
  54: 'not a directory',
  63: 'operation not permitted',
  69: 'read-only file system',
};

const isEmscriptenErrnoError = (error: unknown): error is { errno: number } =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'ErrnoError';

/** What went wrong, in words, whatever was thrown: never '[object Object]'. */
function reasonOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return inspect(error, { depth: 2, breakLength: Infinity });
}

/** One sentence for a person about why the server did not start (no stack trace: set LOG_LEVEL=debug for that). */
export function describeStartFailure(error: unknown, config: Config): string {
  const embedded = config.databaseUrl === undefined;
  const fileError = isEmscriptenErrnoError(error) || (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
  if (embedded && fileError && !existsSync(config.dataDir)) {
    return `The data directory ${config.dataDir} disappeared while the server was starting (deleted, moved or unmounted): start again to create it anew, or set DATA_DIR.`;
  }
  if (isEmscriptenErrnoError(error)) {
    const what = EMSCRIPTEN_ERRNO[error.errno] ?? `error number ${error.errno}`;
    return `The embedded database could not use its files in ${config.dataDir} (${what}): check the directory, its permissions and the free space, or set DATA_DIR.`;
  }
  if (error instanceof DataDirLockedError || error instanceof EditedMigrationError) return error.message;
  if (error instanceof MissingRowCountError) return error.message;
  if (error instanceof DatabaseUnavailableError) {
    return `${error.message}. Check that the database is running and that DATABASE_URL is right.`;
  }
  const { code, syscall } = (error ?? {}) as NodeJS.ErrnoException;
  if (code === 'EADDRINUSE') {
    return `Port ${config.port} on ${config.host} is already in use: stop the program using it, or set PORT to another port.`;
  }
  if (code === 'EACCES' && syscall === 'listen')
    return `Not allowed to listen on port ${config.port}: choose a port above 1023 with PORT.`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return `Cannot listen on host ${config.host}: set HOST to an address of this machine (e.g. localhost or 0.0.0.0).`;
  }
  if (code === 'EACCES' || code === 'EROFS' || code === 'EPERM') {
    return `Cannot write to the data directory ${config.dataDir}: check its permissions or set DATA_DIR.`;
  }
  return `The server could not start: ${reasonOf(error)}`;
}
