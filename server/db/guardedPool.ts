import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { DatabaseFault } from './databaseFault';
import { isMarked, isStatementNameConflict, type StatementNaming } from './statementNaming';

// What Kysely sees of a PostgreSQL pool, with the guarantees a server needs from it:
// - once `limit(ms)` is called, no request waits on the database longer than that: a connection that cannot be had, or
//   a statement that gets no answer, fails with a DatabaseFault (503) instead. A timed-out connection is closed, not
//   reused: its statement may still be running, and whatever is sent next would queue behind it. Until then nothing is
//   limited, as the work before serving (migrations, the tools' bulk loads) may rightly take minutes;
// - marked statements run as named (prepared) statements unless the pool's naming is off (statementNaming.ts).

const BEGINS = /^\s*(begin|start\s+transaction)\b/i;
const ENDS = /^\s*(commit|rollback|end|abort)\s*;?\s*$/i;

/** The longest a statement, or the wait for a connection, may take; undefined: no limit. */
type Limit = () => number | undefined;

export class GuardedPool implements PostgresPool {
  private readonly clients = new WeakMap<pg.PoolClient, GuardedClient>();
  private timeoutMs: number | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly naming: StatementNaming,
  ) {}

  limit(timeoutMs: number): void {
    this.timeoutMs = timeoutMs;
  }

  async connect(): Promise<GuardedClient> {
    let client: pg.PoolClient;
    try {
      client = await this.acquire();
    } catch (error) {
      throw new DatabaseFault('unreachable', `no database connection: ${messageOf(error)}`, { cause: error });
    }
    let guarded = this.clients.get(client);
    if (guarded === undefined) {
      guarded = new GuardedClient(client, this.naming, () => this.timeoutMs);
      this.clients.set(client, guarded);
    }
    return guarded;
  }

  end(): Promise<void> {
    return this.pool.end();
  }

  private acquire(): Promise<pg.PoolClient> {
    const timeoutMs = this.timeoutMs;
    const acquiring = this.pool.connect();
    if (timeoutMs === undefined) return acquiring;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`none free or opened within ${timeoutMs} ms`));
        // Given up on: a connection that arrives later goes straight back to the pool.
        acquiring.then(
          (late) => late.release(),
          () => undefined,
        );
      }, timeoutMs);
      acquiring.then(
        (client) => {
          clearTimeout(timer);
          resolve(client);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }
}

export class GuardedClient implements PostgresPoolClient {
  /** Set once the connection is unusable; every later statement fails with it at once. */
  private fault: DatabaseFault | undefined;
  private inTransaction = false;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly naming: StatementNaming,
    private readonly timeLimit: Limit,
  ) {
    // A checked-out connection that breaks between statements (the server shut down, the network dropped) emits
    // 'error'; without a listener that would end the process. The next statement reports it instead.
    client.on('error', (error) => {
      this.fault ??= new DatabaseFault('unreachable', `the database connection broke: ${error.message}`, {
        cause: error,
      });
    });
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
    if (BEGINS.test(text)) this.inTransaction = true;
    else if (ENDS.test(text)) this.inTransaction = false;
    const named = this.naming.enabled && isMarked(text);
    try {
      return await this.withTimeout<R>(this.send(text, values, named));
    } catch (error) {
      if (isConnectionLoss(error)) {
        this.fault ??= new DatabaseFault('unreachable', (error as Error).message, { cause: error });
        throw this.fault;
      }
      if (!named || !isStatementNameConflict(error)) throw error;
      this.naming.turnOff((error as Error).message);
      // Outside a transaction nothing ran: the statement is sent again, unnamed. Inside one, the transaction is
      // already aborted, so the request fails this once with a 503 and its retry succeeds.
      if (this.inTransaction) throw new DatabaseFault('unreachable', (error as Error).message, { cause: error });
      return this.withTimeout<R>(this.send(text, values, false));
    }
  }

  private send(text: string, values: unknown[], named: boolean): Promise<pg.QueryResult> {
    return named
      ? this.client.query({ name: this.naming.nameOf(text), text, values })
      : this.client.query(text, values);
  }

  private withTimeout<R>(work: Promise<pg.QueryResult>): Promise<PostgresQueryResult<R>> {
    const timeoutMs = this.timeLimit();
    if (timeoutMs === undefined) return work as unknown as Promise<PostgresQueryResult<R>>;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.fault = new DatabaseFault('timeout', `no answer from the database within ${timeoutMs} ms`);
        reject(this.fault);
        // The statement's own failure, once the connection is closed, has no one left to hear it.
        work.catch(() => undefined);
        // Closing a connection with a statement in flight destroys its socket at once.
        void this.client.end().catch(() => undefined);
      }, timeoutMs);
      work.then(
        (result) => {
          clearTimeout(timer);
          resolve(result as unknown as PostgresQueryResult<R>);
        },
        (error: unknown) => {
          clearTimeout(timer);
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
  if (typeof (error as { severity?: unknown }).severity === 'string') return false;
  return LOST.test(error.message) || SOCKET_CODES.has(String((error as { code?: unknown }).code));
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
