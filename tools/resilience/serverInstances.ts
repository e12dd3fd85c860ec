import { randomBytes } from 'node:crypto';
import { startServerProcess, type ServerProcess } from '../serverProcess';
import { atExit } from './ownedProcess';

// N instances of the real server against one database, as a deployment runs them: the same JWT_SECRET (a token from
// one is valid on every other), the same DATABASE_URL and REDIS_URL.

export interface ServerInstance extends ServerProcess {
  /** host:port, as a load balancer's server list names it. */
  address: string;
}

/** A signing secret for one test run, shared by its instances. */
export const newJwtSecret = (): string => randomBytes(48).toString('base64url');

export async function startServerInstance(env: NodeJS.ProcessEnv): Promise<ServerInstance> {
  const server = await startServerProcess(env);
  // Should the test process end before its afterAll, the instance must not outlive it.
  const forget = atExit(() => process.kill(server.pid, 'SIGKILL'));
  const stop = async () => {
    await server.stop();
    forget();
  };
  return { ...server, stop, address: new URL(server.url).host };
}

/**
 * The first instance alone (it migrates the empty database and seeds it when SEED_DEMO=1), then the others side by
 * side; `envFor(index)` adds what differs per instance. Stops those already started if one fails.
 */
export async function startServerInstances(
  count: number,
  env: NodeJS.ProcessEnv,
  envFor: (index: number) => NodeJS.ProcessEnv = () => ({}),
): Promise<ServerInstance[]> {
  const first = await startServerInstance({ ...env, ...envFor(0) });
  const others = await Promise.allSettled(
    Array.from({ length: count - 1 }, (_, index) => startServerInstance({ ...env, ...envFor(index + 1) })),
  );
  const started = [first, ...others.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))];
  const failure = others.find((result) => result.status === 'rejected');
  if (failure !== undefined) {
    await stopAll(started);
    throw failure.reason;
  }
  return started;
}

/**
 * The distinct reasons of the errors an instance logged (its JSON log lines at level error or above), so that a test
 * failing on a 5xx says which error the server met.
 */
export function loggedErrors(servers: readonly ServerProcess[], limit = 5): string[] {
  const reasons = new Set<string>();
  for (const line of servers.flatMap((server) => server.output().split('\n'))) {
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
      if ((entry.level ?? 0) >= 50) reasons.add(`${entry.msg ?? ''}: ${entry.err?.message ?? ''}`);
    } catch {
      // not a log line
    }
    if (reasons.size >= limit) break;
  }
  return [...reasons];
}

export async function stopAll(servers: readonly (ServerProcess | undefined)[]): Promise<void> {
  await Promise.all(servers.map((server) => server?.stop()));
}
