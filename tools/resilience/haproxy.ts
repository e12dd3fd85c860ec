import { connect } from 'node:net';
import path from 'node:path';
import { freePort } from '../serverProcess';
import { programPath } from './programs';
import { removeDirectory, startOwnedProcess } from './ownedProcess';
import { makeTempDir } from './systemUser';
import { waitFor } from './waitFor';

// Debian's HAProxy started from the production example, deploy/haproxy/haproxy.cfg, unchanged: the example takes its
// addresses from environment variables, and the test sets only those (where it listens, the instances behind it, its
// runtime socket, logs to stdout).

const EXAMPLE_CFG = path.resolve(__dirname, '../../deploy/haproxy/haproxy.cfg');
/** The example has a `server` line for each of ABO_BACKEND_1 to ABO_BACKEND_4. */
const MAX_BACKENDS = 4;
const BACKEND = 'abo_api';

export interface HaproxyOptions {
  /** host:port of each server instance, in the order app1, app2, … */
  backends: string[];
  /** Where clients connect; a free port when not given (pass one when the instances must know it beforehand). */
  port?: number;
}

export interface ServerStats {
  /** app1, app2, …: the `server` names of the example. */
  name: string;
  /** UP, DOWN, DRAIN, MAINT, or with a transition such as "UP 1/2". */
  status: string;
  /** The last health check's result: L7OK when /readyz answered 200, L7STS for another status. */
  check: string;
  /** Requests HAProxy has sent to it so far. */
  requests: number;
}

export interface Haproxy {
  url: string;
  port: number;
  /** The backend's servers as HAProxy sees them now (runtime API `show stat`). */
  servers(): Promise<ServerStats[]>;
  /** Sends one command to the runtime API, e.g. `set server abo_api/app1 state drain`, and returns its answer. */
  command(text: string): Promise<string>;
  output(): string;
  stop(): Promise<void>;
}

function runtimeCommand(socketPath: string, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(socketPath, () => socket.end(`${text}\n`));
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer to "${text}"`)));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.once('error', reject);
    socket.once('close', () => resolve(answer));
  });
}

function parseServers(csv: string): ServerStats[] {
  const [header, ...rows] = csv.trim().split('\n');
  const columns = (header ?? '').replace(/^# /, '').split(',');
  const at = (name: string) => columns.indexOf(name);
  return rows
    .map((row) => row.split(','))
    .filter((cells) => cells[at('pxname')] === BACKEND && !['BACKEND', 'FRONTEND'].includes(cells[at('svname')] ?? ''))
    .map((cells) => ({
      name: cells[at('svname')] ?? '',
      status: cells[at('status')] ?? '',
      check: (cells[at('check_status')] ?? '').replace(/^\* ?/, ''),
      requests: Number(cells[at('stot')] ?? 0),
    }));
}

export async function startHaproxy(options: HaproxyOptions): Promise<Haproxy> {
  if (options.backends.length < 1 || options.backends.length > MAX_BACKENDS) {
    throw new Error(`The example HAProxy configuration takes 1 to ${MAX_BACKENDS} backends`);
  }
  const port = options.port ?? (await freePort());
  const home = makeTempDir('abo-resilience-haproxy');
  const socketPath = path.join(home, 'admin.sock');
  const env: NodeJS.ProcessEnv = {
    ABO_HTTP_BIND: `127.0.0.1:${port}`,
    ABO_HAPROXY_SOCKET: socketPath,
    ABO_HAPROXY_LOG: 'stdout',
    ...Object.fromEntries(options.backends.map((address, index) => [`ABO_BACKEND_${index + 1}`, address])),
  };
  // Only root can chroot and switch to the haproxy user, as the example does in production.
  if (process.getuid?.() !== 0) env.ABO_HAPROXY_UNPRIVILEGED = '1';
  // -db: stay in the foreground, so the child's pid is HAProxy's own.
  const child = startOwnedProcess({
    name: 'haproxy',
    command: programPath('haproxy'),
    args: ['-f', EXAMPLE_CFG, '-db'],
    env,
  });

  const command = (text: string) => runtimeCommand(socketPath, text);
  const servers = async () => parseServers(await command('show stat'));
  try {
    await waitFor(
      async () => {
        if (!child.running()) throw new Error('exited');
        const listed = await servers();
        return (
          listed.length === options.backends.length &&
          listed.every((server) => server.status === 'UP' && server.check === 'L7OK')
        );
      },
      { timeoutMs: 20_000, describe: () => `HAProxy did not mark every server UP:\n${child.output()}` },
    );
  } catch (error) {
    await child.stop();
    removeDirectory(home);
    throw error;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    servers,
    command,
    output: child.output,
    async stop() {
      await child.stop('SIGTERM', 10_000);
      removeDirectory(home);
    },
  };
}
