import type { PostgresCursor, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { cancelRunningStatement } from './cancelStatement';
import { DatabaseFault } from './databaseFault';
import { currentRequestScope, type RequestScope } from './requestScope';
import { withTransactionSettings, type SessionLimits } from './sessionLimits';
import { isMarked, isStatementNameConflict, type StatementNaming } from './statementNaming';

// One checked-out connection of the guarded pool (guardedPool.ts says what it guarantees).

const BEGINS = /^\s*(begin|start\s+transaction)\b/i;
const ENDS = /^\s*(commit|rollback|end|abort)\s*;?\s*$/i;
/** What an abandoned request may still send: ending its transaction, so that the connection is left clean. */
const ROLLS_BACK = /^\s*(rollback|abort)\s*;?\s*$/i;

/** What a client needs of its pool. */
export interface PoolGuard {
  readonly naming: StatementNaming;
  /** Whether statements can be interrupted (PostgreSQL: timers and cancels; not PGlite). */
  readonly interruptible: boolean;
  readonly transactionLimits: SessionLimits | undefined;
  remainingMs(scope: RequestScope | undefined): number | undefined;
}

export const abandoned = (): DatabaseFault =>
  new DatabaseFault('abandoned', 'the request was abandoned by its client: no further statement is sent');

export class GuardedClient implements PostgresPoolClient {
  /** Set once the connection is unusable; every later statement fails with it at once. */
  private fault: DatabaseFault | undefined;
  private inTransaction = false;
  private configured = false;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly guard: PoolGuard,
  ) {
    // A checked-out connection that breaks between statements (the server shut down, the network dropped) emits
    // 'error'; without a listener that would end the process. The next statement reports it instead.
    client.on('error', (error) => {
      this.fault ??= new DatabaseFault('unreachable', `the database connection broke: ${error.message}`, {
        cause: error,
      });
    });
  }

  /** Runs `settings` on this connection the first time it is handed out after they apply. */
  async configureOnce(settings: string): Promise<void> {
    if (this.configured) return;
    await this.run(settings, []);
    this.configured = true;
  }

  query<R>(text: string, values: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    textOrCursor: string | PostgresCursor<R>,
    values?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof textOrCursor !== 'string') return this.client.query(textOrCursor as never) as PostgresCursor<R>;
    return this.run<R>(textOrCursor, [...(values ?? [])]);
  }

  release(): void {
    // A broken or timed-out connection leaves the pool; a healthy one goes back to it.
    this.client.release(this.fault);
    if (this.fault !== undefined) return;
    this.inTransaction = false;
  }

  private async run<R>(text: string, values: unknown[]): Promise<PostgresQueryResult<R>> {
    if (this.fault !== undefined) throw this.fault;
    const scope = currentRequestScope();
    if (scope?.signal.aborted === true && !ROLLS_BACK.test(text)) throw abandoned();
    const timeoutMs = this.guard.remainingMs(scope);
    // The request's own deadline has passed: nothing is sent, and the connection stays good.
    if (timeoutMs !== undefined && timeoutMs <= 0) throw new DatabaseFault('timeout', 'the request ran out of time');
    const limits = this.guard.transactionLimits;
    if (BEGINS.test(text)) {
      this.inTransaction = true;
      if (limits !== undefined && values.length === 0) text = withTransactionSettings(text, limits);
    } else if (ENDS.test(text)) this.inTransaction = false;
    const named = this.guard.naming.enabled && isMarked(text);
    try {
      return await this.guarded<R>(this.send(text, values, named), timeoutMs, scope);
    } catch (error) {
      if (isConnectionLoss(error)) {
        this.fault ??= new DatabaseFault('unreachable', (error as Error).message, { cause: error });
        throw this.fault;
      }
      if (!named || !isStatementNameConflict(error)) throw error;
      this.guard.naming.turnOff((error as Error).message);
      // Outside a transaction nothing ran: the statement is sent again, unnamed. Inside one, the transaction is
      // already aborted, so the request fails this once with a 503 and its retry succeeds.
      if (this.inTransaction) throw new DatabaseFault('unreachable', (error as Error).message, { cause: error });
      return this.guarded<R>(this.send(text, values, false), timeoutMs, scope);
    }
  }

  private async send(text: string, values: unknown[], named: boolean): Promise<pg.QueryResult> {
    const result = named
      ? await this.client.query({ name: this.guard.naming.nameOf(text), text, values })
      : await this.client.query(text, values);
    // A transaction's start with its limits answers one result per statement: the first is the start's.
    return (Array.isArray(result) ? result[0] : result) as pg.QueryResult;
  }

  private cancel(): void {
    if (this.guard.interruptible) cancelRunningStatement(this.client);
  }

  /** The statement, failing after `timeoutMs` and cancelled in PostgreSQL then, or when the request is abandoned. */
  private guarded<R>(
    work: Promise<pg.QueryResult>,
    timeoutMs: number | undefined,
    scope: RequestScope | undefined,
  ): Promise<PostgresQueryResult<R>> {
    const cancellable = this.guard.interruptible && scope !== undefined;
    if (timeoutMs === undefined && !cancellable) return work as unknown as Promise<PostgresQueryResult<R>>;
    return new Promise((resolve, reject) => {
      // The client went away: the statement is stopped, and its error ends the request's work. The connection then
      // leaves the pool: a cancel that arrived late would stop whatever statement it runs next, another request's.
      const onAbort = () => {
        this.fault ??= abandoned();
        this.cancel();
      };
      if (cancellable) scope.signal.addEventListener('abort', onAbort, { once: true });
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => {
              this.fault = new DatabaseFault('timeout', `no answer from the database within ${timeoutMs} ms`);
              reject(this.fault);
              // The statement's own failure, once the connection is closed, has no one left to hear it.
              work.catch(() => undefined);
              // Stopped in PostgreSQL (once it runs again, if it is frozen), and the connection closed: whatever was
              // sent next on it would queue behind the statement.
              this.cancel();
              void this.client.end().catch(() => undefined);
            }, timeoutMs);
      const settle = () => {
        clearTimeout(timer);
        if (cancellable) scope.signal.removeEventListener('abort', onAbort);
      };
      work.then(
        (result) => {
          settle();
          resolve(result as unknown as PostgresQueryResult<R>);
        },
        (error: unknown) => {
          settle();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }
}

/** The socket went away under a statement: node-postgres says so in words (its errors then carry no SQLSTATE). */
const LOST = /^Connection terminated|^Client has encountered a connection error|^Connection ended/;
const SOCKET_CODES = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNREFUSED', 'EHOSTUNREACH']);

function isConnectionLoss(error: unknown): boolean {
  if (error instanceof DatabaseFault || !(error instanceof Error)) return false;
  const severity = (error as { severity?: unknown }).severity;
  // FATAL: PostgreSQL ended the session (a transaction left idle past its limit, an administrator's command).
  if (typeof severity === 'string') return severity === 'FATAL';
  return LOST.test(error.message) || SOCKET_CODES.has(String((error as { code?: unknown }).code));
}
