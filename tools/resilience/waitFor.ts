import pg from 'pg';

// Polling for a condition that a real process reaches in its own time (a port opening, a server marked up).

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `check` every `intervalMs` until it returns true; throws `describe()`'s text after `timeoutMs`. */
export async function waitFor(
  check: () => Promise<boolean> | boolean,
  { timeoutMs, intervalMs = 100, describe }: { timeoutMs: number; intervalMs?: number; describe: () => string },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not there yet
    }
    if (Date.now() >= deadline) throw new Error(`Timed out after ${timeoutMs} ms: ${describe()}`);
    await sleep(intervalMs);
  }
}

/** Whether PostgreSQL (or a pooler in front of it) at `url` answers a query now, within `timeoutMs`. */
export async function answersQueries(url: string, timeoutMs: number): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } finally {
    await client.end().catch(() => undefined);
  }
}
