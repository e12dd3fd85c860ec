import type pg from 'pg';

// Whether the database is reached through a pooler in transaction (or statement) mode, such as PgBouncer in its usual
// setting. Two client connections open at the same time always have two server processes of their own when connected
// directly or through a session pooler. A transaction pooler lends its server connections per transaction, and hands
// the one it just took back to the next client first: one statement on each of two open client connections then
// reports the same server process. One round can miss (another instance took that server connection in between), so
// a few are made; any match is proof.

const ROUNDS = 3;

const backendPid = async (client: pg.PoolClient): Promise<number> =>
  Number((await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid);

export async function isBehindTransactionPooler(pool: pg.Pool): Promise<boolean> {
  const first = await pool.connect();
  let second: pg.PoolClient | undefined;
  try {
    second = await pool.connect();
    for (let round = 0; round < ROUNDS; round++) {
      if ((await backendPid(first)) === (await backendPid(second))) return true;
    }
    return false;
  } finally {
    first.release();
    second?.release();
  }
}
