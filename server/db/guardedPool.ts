import type { PostgresPool } from 'kysely';
import type pg from 'pg';
import { DatabaseFault } from './databaseFault';
import { GuardedClient, abandoned, type PoolGuard } from './guardedClient';
import { currentRequestScope, type RequestScope } from './requestScope';
import { sessionSettings, type SessionLimits } from './sessionLimits';
import type { StatementNaming } from './statementNaming';

// What Kysely sees of a connection pool, with the guarantees a server needs from it (decision D-96):
// - once `limit(ms)` is called, no request waits on the database longer than that, nor past its route's own deadline
//   (the health report's): a connection that cannot be had, or a statement that gets no answer, fails with a
//   DatabaseFault (503) instead, and the statement is cancelled in PostgreSQL. Until then nothing is limited, as the
//   work before serving (migrations, the tools' bulk loads) may rightly take minutes;
// - a request whose client went away starts no further statement, stops waiting for a connection, and has the
//   statement it runs cancelled (PostgreSQL; the embedded PGlite runs each statement to its end);
// - PostgreSQL enforces the limits itself too (sessionLimits.ts), should a cancel not get through;
// - marked statements run as named (prepared) statements unless the pool's naming is off (statementNaming.ts).

export interface GuardedPoolOptions {
  naming: StatementNaming;
  /**
   * Whether statements can be interrupted: PostgreSQL's, by a timer and a cancel request; not PGlite's, which runs in
   * this process, where nothing could stop a statement (it has no timer and no cancel).
   */
  interruptible: boolean;
}

/** Where PostgreSQL's own limits are set: once per connection, or at the start of every transaction (a pooler). */
export type LimitsScope = 'session' | 'transaction';

export class GuardedPool implements PostgresPool, PoolGuard {
  private readonly clients = new WeakMap<pg.PoolClient, GuardedClient>();
  private timeoutMs: number | undefined;
  private serverLimits: { limits: SessionLimits; scope: LimitsScope } | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly options: GuardedPoolOptions,
  ) {}

  get naming(): StatementNaming {
    return this.options.naming;
  }

  get interruptible(): boolean {
    return this.options.interruptible;
  }

  /** From now on: the pool's timers (`timeoutMs`), and PostgreSQL's own limits where `server` says. */
  limit(timeoutMs: number, server?: { limits: SessionLimits; scope: LimitsScope }): void {
    this.timeoutMs = timeoutMs;
    this.serverLimits = server;
  }

  /** The limits to set at each transaction's start, behind a pooler. */
  get transactionLimits(): SessionLimits | undefined {
    return this.serverLimits?.scope === 'transaction' ? this.serverLimits.limits : undefined;
  }

  /** How long the statement or wait starting now may take in `scope`; undefined: unbounded. */
  remainingMs(scope: RequestScope | undefined): number | undefined {
    if (!this.options.interruptible || this.timeoutMs === undefined) return undefined;
    if (scope?.deadline === undefined) return this.timeoutMs;
    return Math.min(this.timeoutMs, scope.deadline - performance.now());
  }

  async connect(): Promise<GuardedClient> {
    const scope = currentRequestScope();
    if (scope?.signal.aborted === true) throw abandoned();
    let client: pg.PoolClient;
    try {
      client = await this.acquire(scope);
    } catch (error) {
      if (error instanceof DatabaseFault) throw error;
      throw new DatabaseFault('unreachable', `no database connection: ${messageOf(error)}`, { cause: error });
    }
    let guarded = this.clients.get(client);
    if (guarded === undefined) {
      guarded = new GuardedClient(client, this);
      this.clients.set(client, guarded);
    }
    const session = this.serverLimits?.scope === 'session' ? this.serverLimits.limits : undefined;
    if (session !== undefined) await guarded.configureOnce(sessionSettings(session));
    return guarded;
  }

  end(): Promise<void> {
    return this.pool.end();
  }

  private acquire(scope: RequestScope | undefined): Promise<pg.PoolClient> {
    const timeoutMs = this.remainingMs(scope);
    const acquiring = this.pool.connect();
    if (timeoutMs === undefined && scope === undefined) return acquiring;
    return new Promise((resolve, reject) => {
      let settled = false;
      const giveUp = (error: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        scope?.signal.removeEventListener('abort', onAbort);
        reject(error);
        // Given up on: a connection that arrives later goes straight back to the pool.
        acquiring.then(
          (late) => late.release(),
          () => undefined,
        );
      };
      const onAbort = () => giveUp(abandoned());
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => giveUp(new Error(`none free or opened within ${timeoutMs} ms`)), Math.max(0, timeoutMs));
      scope?.signal.addEventListener('abort', onAbort, { once: true });
      acquiring.then(
        (client) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          scope?.signal.removeEventListener('abort', onAbort);
          resolve(client);
        },
        (error: unknown) => giveUp(error instanceof Error ? error : new Error(String(error))),
      );
    });
  }
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
