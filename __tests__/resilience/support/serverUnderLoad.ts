import { connect, type Socket } from 'node:net';
import { startServerProcess, type ServerProcess, type ServerProcessOptions } from '../../../tools/serverProcess';

// The real server started as production starts it, and the load the signal and crash tests put on it: sign-ins (argon2,
// tens to hundreds of milliseconds each) as slow requests, writers creating airlines as fast as they are answered.

/** Where scratch databases are made: the server suite's PostgreSQL (TEST_DATABASE_URL) or the local one. */
export const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const started = new Set<ServerProcess>();
// Should the test process end before its afterAll (a timeout, Ctrl+C), no server it started may outlive it.
process.once('exit', () => {
  for (const server of started) {
    // By process group (each server has its own): a pid that has ended may already be another process's.
    for (const pid of server.groupMembers()) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
});

/**
 * A server in its own process group, logging every request (the tests read when requests have arrived). The sign-ins
 * here are load, all from one address at once: the sign-in limit, which holds a place for each attempt in progress, is
 * raised out of their way.
 */
export async function startServer(env: NodeJS.ProcessEnv, options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const server = await startServerProcess(
    // At `debug` the server logs each request's arrival, which signInsArrived waits for.
    { LOG_LEVEL: 'debug', SIGN_IN_MAX_FAILURES: '1000', ...env },
    { processGroup: true, ...options },
  );
  started.add(server);
  void server.exited.then(() => (server.groupMembers().length === 0 ? started.delete(server) : undefined));
  return server;
}

export async function signIn(url: string, user: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/Authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: user, Password: user }),
  });
  if (response.status !== 200) throw new Error(`Signing in as ${user} answered ${response.status}.`);
  return response.text();
}

/** What a request got: its status and body, or the network error that ended it. */
export type Answer = { status: number; body: string } | { error: string };

const describeError = (error: unknown) => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? String(error);
};

/** `count` sign-ins at once as uu (read access): slow requests, each answered 200 with a token. */
export function signInsAtOnce(url: string, count: number): Promise<Answer[]> {
  return Promise.all(
    Array.from({ length: count }, () =>
      fetch(`${url}/api/v1/Authentication`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ UserName: 'uu', Password: 'uu' }),
      }).then(
        async (response): Promise<Answer> => ({ status: response.status, body: await response.text() }),
        (error: unknown): Answer => ({ error: describeError(error) }),
      ),
    ),
  );
}

const SIGN_IN_ARRIVED = /"msg":"POST \/api\/v1\/Authentication arrived"/g;

/** Resolves once the server has logged `count` sign-ins arriving after `outputOffset` (its output's length then). */
export async function signInsArrived(
  server: Pick<ServerProcess, 'output'>,
  count: number,
  outputOffset: number,
): Promise<void> {
  const deadline = Date.now() + 30_000;
  while ((server.output().slice(outputOffset).match(SIGN_IN_ARRIVED) ?? []).length < count) {
    if (Date.now() > deadline) throw new Error(`${count} sign-ins did not arrive within 30 s:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A sign-in whose body never finishes arriving: in flight until the connection is closed. */
export async function stalledRequest(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    'POST /api/v1/Authentication HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      'Content-Length: 100\r\n\r\n{"UserName":',
  );
  return socket;
}

export interface Writers {
  /** Airlines whose creation was acknowledged (201), by id. */
  acknowledged: Map<number, string>;
  /** Every answer other than 201 (an error would make a test's claim about acknowledged writes meaningless). */
  otherAnswers: string[];
  /** Resolves once every writer has stopped (the server stopped answering, or `stop` was called). */
  done: Promise<void>;
  stop: () => void;
}

/** `count` writers each creating airlines one after the other until the server stops answering. */
export function startWriters(url: string, token: string, count: number, label: string): Writers {
  const acknowledged = new Map<number, string>();
  const otherAnswers: string[] = [];
  let stopped = false;
  const writer = async (index: number) => {
    for (let sequence = 0; !stopped; sequence += 1) {
      const name = `${label} writer ${index} airline ${sequence}`;
      let response: Response;
      try {
        response = await fetch(`${url}/api/v1/Airlines`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ name }),
        });
      } catch {
        return; // the server is gone: what was in flight is neither acknowledged nor counted
      }
      const body = await response.text().catch(() => undefined);
      if (body === undefined) return; // cut off while reading the answer: not acknowledged either
      if (response.status === 201) acknowledged.set((JSON.parse(body) as { id: number }).id, name);
      else otherAnswers.push(`${response.status} ${body}`);
    }
  };
  const done = Promise.all(Array.from({ length: count }, (_, index) => writer(index))).then(() => undefined);
  return { acknowledged, otherAnswers, done, stop: () => (stopped = true) };
}

/** Resolves once `writers` have `count` acknowledged writes. */
export async function acknowledgedAtLeast(writers: Writers, count: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (writers.acknowledged.size < count) {
    if (Date.now() > deadline) throw new Error(`Fewer than ${count} writes were acknowledged within 60 s.`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
