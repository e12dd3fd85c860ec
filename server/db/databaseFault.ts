/**
 * The database could not serve a request: no connection could be had in time (it is down, refuses us, or every
 * connection is busy), or a statement got no answer in time (it is frozen or overloaded). Both are conditions of the
 * service that pass, not defects of the request, so they answer 503 (plugins/databaseErrors.ts). 'abandoned': the
 * request's client went away, so its work stops; the 503 it gets has no one left to read it.
 */
export class DatabaseFault extends Error {
  override name = 'DatabaseFault';
  constructor(
    readonly reason: 'unreachable' | 'timeout' | 'abandoned',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
