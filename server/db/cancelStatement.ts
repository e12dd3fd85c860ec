import { connect } from 'node:net';
import type pg from 'pg';

// PostgreSQL's cancel request (decision D-96): a connection of its own whose only message names a backend by the key
// it gave its client, asking it to stop the statement it runs. It works directly and through PgBouncer, which
// forwards it to the server connection the client's transaction runs on; pg_cancel_backend(pid) would not, as the pid
// behind a transaction pooler is not the client's own. node-postgres' own `Client#cancel` is undeclared and reads a
// deprecated property; the message is four numbers, written here.

/** A frozen server accepts the cancel's connection but never reads it; the socket is let go after this long. */
const GIVE_UP_MS = 10_000;
/** The protocol's code for a cancel request (in place of a protocol version). */
const CANCEL_REQUEST_CODE = 80877102;

/** What node-postgres keeps of a connection that a cancel needs (set once connected; undeclared in its types). */
interface BackendKey {
  host?: string;
  port?: number;
  processID?: number | null;
  secretKey?: number | null;
  _getActiveQuery?: () => unknown;
}

/** Asks the server to stop the statement `client` is running now, if any; never throws, never waits. */
export function cancelRunningStatement(client: pg.ClientBase): void {
  const { host, port, processID, secretKey, _getActiveQuery } = client as unknown as BackendKey;
  if (!processID || typeof secretKey !== 'number' || port === undefined || host === undefined) return;
  if (_getActiveQuery !== undefined && !_getActiveQuery.call(client)) return;
  const message = Buffer.alloc(16);
  message.writeInt32BE(16, 0);
  message.writeInt32BE(CANCEL_REQUEST_CODE, 4);
  message.writeInt32BE(processID, 8);
  message.writeInt32BE(secretKey, 12);
  const socket = host.startsWith('/') ? connect(`${host}/.s.PGSQL.${port}`) : connect(port, host);
  socket.on('error', () => undefined);
  // The server closes the connection once it has read the request; a frozen one reads it when it runs again (the
  // request waits in its listen queue even after this side has let go).
  const giveUp = setTimeout(() => socket.destroy(), GIVE_UP_MS).unref();
  socket.once('close', () => clearTimeout(giveUp));
  socket.end(message);
}
