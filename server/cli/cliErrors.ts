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
