import { connect } from 'node:net';
import { freePort } from '../serverProcess';
import { programPath } from './programs';
import { removeDirectory, startOwnedProcess } from './ownedProcess';
import { makeTempDir } from './systemUser';
import { waitFor } from './waitFor';

// A redis-server of the test's own on a free loopback port, holding nothing on disk: the instances under test share
// their sign-in counters and user-change notices through it, and no other test's keys can be in it.

export interface RedisServer {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/** One PING over a raw connection: true when the answer is +PONG. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk) => done(chunk.toString().startsWith('+PONG')));
  });
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const home = makeTempDir('abo-resilience-redis');
  const child = startOwnedProcess({
    name: 'redis-server',
    command: programPath('redis-server'),
    args: [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      home,
      '--daemonize',
      'no',
      '--loglevel',
      'warning',
    ],
  });
  try {
    await waitFor(() => ping(port), {
      timeoutMs: 10_000,
      describe: () => `redis-server did not answer PING:\n${child.output()}`,
    });
  } catch (error) {
    await child.stop();
    removeDirectory(home);
    throw error;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    output: child.output,
    async stop() {
      await child.stop('SIGTERM', 10_000);
      removeDirectory(home);
    },
  };
}
