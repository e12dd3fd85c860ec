import type { Config } from './config';
import { DatabaseUnavailableError } from './db/connect';
import { DataDirLockedError } from './db/dataDirLock';
import { EditedMigrationError } from './db/migrate';
import { MissingRowCountError } from './resources/rowCountCheck';

/** One sentence for a person about why the server did not start (no stack trace: set LOG_LEVEL=debug for that). */
export function describeStartFailure(error: unknown, config: Config): string {
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
  const reason = error instanceof Error ? error.message : String(error);
  return `The server could not start: ${reason}`;
}
