// What PostgreSQL itself enforces on the server's connections once it serves requests (decision D-96), beside the
// pool's own timers: should a cancel request not get through, or the process stall, PostgreSQL still ends a
// statement that outlasts the query timeout, a transaction left idle, and a statement whose client has gone.
//
// Connected directly, they are set once per connection. Behind a transaction pooler no session setting may outlive a
// transaction (the next transaction of that server connection is another client's), so they are set with SET LOCAL
// at the start of every transaction instead; a statement outside a transaction is then bounded by the cancel request
// the pool sends when its timer fires, and by the pooler's own query_timeout (deploy/pgbouncer).

/**
 * PostgreSQL's own statement timeout is this much longer than the pool's: the pool's timer, which answers the request
 * with a DatabaseFault and cancels the statement, normally fires first; PostgreSQL's is the net should the cancel
 * not get through. Well within the second a statement may outlive its request.
 */
const STATEMENT_TIMEOUT_GRACE_MS = 500;

/** How often a backend running a statement checks that its client is still connected. */
const CLIENT_CHECK_INTERVAL_MS = 1000;

export interface SessionLimits {
  /** The pool's query timeout; PostgreSQL's is STATEMENT_TIMEOUT_GRACE_MS longer. */
  statementTimeoutMs: number;
  idleInTransactionMs: number;
}

const settings = ({ statementTimeoutMs, idleInTransactionMs }: SessionLimits) => [
  `statement_timeout = ${Math.round(statementTimeoutMs + STATEMENT_TIMEOUT_GRACE_MS)}`,
  `idle_in_transaction_session_timeout = ${Math.round(idleInTransactionMs)}`,
  `client_connection_check_interval = ${CLIENT_CHECK_INTERVAL_MS}`,
];

/** One simple-protocol string setting the limits for the rest of the session. */
export const sessionSettings = (limits: SessionLimits): string =>
  settings(limits)
    .map((setting) => `set ${setting}`)
    .join('; ');

/** The transaction's first statement followed by the limits for that transaction only. */
export const withTransactionSettings = (begin: string, limits: SessionLimits): string =>
  [begin.replace(/;\s*$/, ''), ...settings(limits).map((setting) => `set local ${setting}`)].join('; ');
