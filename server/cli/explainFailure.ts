import { CliFailure } from './cliErrors';

/**
 * What a person reads on stderr, and the exit code: a CliFailure as it is, anything else explained by describeFailure,
 * loaded only then (it needs the database layer's errors, a second to load that a usage mistake should not wait for).
 */
export async function explainFailure(error: unknown): Promise<{ message: string; exitCode: number }> {
  if (error instanceof CliFailure) return error;
  return (await import('./describeFailure')).describeFailure(error);
}
