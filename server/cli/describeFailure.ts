import { DatabaseUnavailableError } from '../db/connect';
import { DataDirLockedError } from '../db/dataDirLock';
import { EditedMigrationError } from '../db/migrate';
import { HttpProblem } from '../http/problem';
import { CliFailure, EXIT } from './cliErrors';

// Kept apart from cliErrors.ts: it needs the database layer's errors, and loading that layer takes a second that
// --help and a mistake on the command line should not wait for (reportFailure.ts loads this file on demand).

/** What a person reads on stderr, and the exit code. Stack traces only when asked for with LOG_LEVEL=debug. */
export function describeFailure(error: unknown): { message: string; exitCode: number } {
  if (error instanceof CliFailure) return { message: error.message, exitCode: error.exitCode };
  if (error instanceof HttpProblem) {
    // 400: a value broke the shared rules (usage); 404 and 409: the database said no (refused).
    return { message: error.detail, exitCode: error.status === 400 ? EXIT.usage : EXIT.refused };
  }
  if (error instanceof DataDirLockedError) {
    const message =
      `The data directory ${error.dataDir} is in use by a running Airport Back Office server (or another ` +
      'command-line tool): the embedded database can be opened by one program at a time. Stop the server and run ' +
      'this command again, or keep the data in PostgreSQL (DATABASE_URL), which the server and this tool can use ' +
      'together.';
    return { message, exitCode: EXIT.refused };
  }
  if (error instanceof DatabaseUnavailableError) {
    const message = `${error.message}. Check that the database is running and that DATABASE_URL is right.`;
    return { message, exitCode: EXIT.refused };
  }
  if (error instanceof EditedMigrationError) return { message: error.message, exitCode: EXIT.refused };
  const reason = error instanceof Error ? error.message : String(error);
  const debug = ['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '');
  const stack = debug && error instanceof Error && error.stack !== undefined ? `\n${error.stack}` : '';
  return { message: `Unexpected error: ${reason}${stack}`, exitCode: EXIT.refused };
}
