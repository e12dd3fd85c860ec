import { CliFailure, EXIT, UsageError } from './cliErrors';
import { printNotice } from './output';

/**
 * Tells a person on stderr what went wrong (and the synopsis, after a usage mistake) and returns the exit code. A
 * CliFailure says it as it is; anything else is explained by describeFailure, loaded only then (it needs the database
 * layer's errors, a second to load that a usage mistake should not wait for). A cancel at a prompt is the person's
 * own choice, not an error.
 */
export async function reportFailure(error: unknown): Promise<number> {
  const { message, exitCode } =
    error instanceof CliFailure ? error : (await import('./describeFailure')).describeFailure(error);
  printNotice(exitCode === EXIT.cancelled ? message : `Error: ${message}`);
  if (error instanceof UsageError && error.usage !== undefined) printNotice(error.usage);
  return exitCode;
}
