/**
 * The database could not serve a request: no connection could be had in time (it is down, refuses us, or every
 * connection is busy), or a statement got no answer in time (it is frozen or overloaded). Both are conditions of the
 * service that pass, not defects of the request, so they answer 503 (plugins/databaseErrors.ts).
 */
export class DatabaseFault extends Error {
  override name = 'DatabaseFault';
  constructor(
    readonly reason: 'unreachable' | 'timeout',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
