import { DatabaseUnavailableError } from '../db/connect';
import { DataDirLockedError } from '../db/dataDirLock';
import { EditedMigrationError } from '../db/migrate';
import { HttpProblem } from '../http/problem';

// Exit codes of the users tool: 0 done; 1 tried and refused or failed (a taken name, the last SuperAdmin, an unknown
// user, a declined confirmation, a busy or unreachable database); 2 asked wrongly, nothing tried (arguments, values,
// environment); 130 cancelled at a prompt (Ctrl+C), as shells report an interrupted program.
export const EXIT = { ok: 0, refused: 1, usage: 2, cancelled: 130 } as const;

/** A failure the tool explains in one message, with the exit code it ends with. */
export class CliFailure extends Error {
  override name = 'CliFailure';
  constructor(
    message: string,
    readonly exitCode: number = EXIT.refused,
  ) {
    super(message);
  }
}

/** The command line, a value on it, or the environment is wrong; `usage` is the synopsis to show with the message. */
export class UsageError extends CliFailure {
  override name = 'UsageError';
  constructor(
    message: string,
    readonly usage?: string,
  ) {
    super(message, EXIT.usage);
  }
}

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
