import { DatabaseFault } from '../db/databaseFault';
import { HttpProblem } from '../http/problem';

// The database enforces the rules too (constraints of migrations/0001_initial_schema.sql). A route checks first and
// answers with a precise message; when a write still breaks a rule (a race between check and write, or a rule a route
// does not check) the answer is a 4xx with a general sentence, never a 500 (decisions D-31, D-43, D-56).
const BY_SQLSTATE: Record<string, [status: number, detail: string]> = {
  '23505': [409, 'A record with the same unique value already exists.'],
  '23001': [409, 'The record is referenced by other records and cannot be deleted.'],
  '23503': [409, 'The record is referenced by other records, or refers to a record that does not exist.'],
  '23514': [400, 'A value is outside its allowed range.'],
  '23502': [400, 'A required value is missing.'],
  '22001': [400, 'A value is longer than allowed.'],
  '22003': [400, 'A number is out of range.'],
  '22P02': [400, 'A value has an invalid format.'],
  '22021': [400, 'A value holds a character the database cannot store.'],
  '22007': [400, 'A date or time has an invalid format.'],
  '22008': [400, 'A date or time is out of range.'],
  '40001': [409, 'The record was changed by another request at the same time; try again.'],
  '40P01': [409, 'The record was changed by another request at the same time; try again.'],
};

// A database that cannot be reached is a temporary condition of the service (503), not a defect (500): a connection
// refused or dropped, SQLSTATE class 08 (connection exception) or 57P01..03 (server shutting down or starting).
const UNREACHABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
const isUnreachable = (code: string, fromPostgres: boolean) =>
  fromPostgres ? code.startsWith('08') || /^57P0[123]$/.test(code) : UNREACHABLE_SOCKET_CODES.has(code);

/** Seconds a client is asked to wait before trying a 503 again: the pool retries its connections meanwhile. */
const RETRY_AFTER_SECONDS = '2';
const unavailable = (detail: string) =>
  new HttpProblem(503, detail, { headers: { 'retry-after': RETRY_AFTER_SECONDS } });
const UNREACHABLE = 'The database is not reachable right now; try again shortly.';
const TOO_SLOW = 'The database did not answer in time; try again shortly.';

/** The problem for a database error with a known code, or undefined for anything else (a 500). */
export function problemForDatabaseError(error: unknown): HttpProblem | undefined {
  if (error instanceof DatabaseFault) return unavailable(error.reason === 'timeout' ? TOO_SLOW : UNREACHABLE);
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return undefined;
  // PostgreSQL errors carry a five-character SQLSTATE together with a severity; socket errors a Node code.
  const fromPostgres = typeof (error as { severity?: unknown }).severity === 'string';
  if (isUnreachable(code, fromPostgres)) return unavailable(UNREACHABLE);
  // 57014: a statement ended by the server's own statement_timeout (or a cancel request), as an operator may set.
  if (fromPostgres && code === '57014') return unavailable(TOO_SLOW);
  const known = fromPostgres ? BY_SQLSTATE[code] : undefined;
  return known === undefined ? undefined : new HttpProblem(known[0], known[1]);
}
