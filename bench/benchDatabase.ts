import { sql } from 'kysely';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectDatabase } from '../server/db/connect';
import { generateData, type Progress } from '../server/db/generate/generateData';
import { migrate } from '../server/db/migrate';
import { seedDemoData } from '../server/db/seed/seedDemoData';
import type { Engine } from '../server/db/connect';
import { createScratchDatabase } from '../tools/scratchDatabase';

// A throw-away database per engine and scale: the demo accounts (for tokens), then the generated data in place of the
// demo records. PostgreSQL gets a database of its own on the server BENCH_DATABASE_URL names; PGlite a temporary
// directory. Both are removed afterwards.

export interface BenchDatabase {
  /** What the server needs to find it: DATABASE_URL or DATA_DIR. */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export async function prepareBenchDatabase(
  engine: Engine,
  scale: number,
  adminUrl: string,
  onProgress: (progress: Progress) => void,
): Promise<BenchDatabase> {
  let env: Record<string, string>;
  let remove: () => Promise<void>;
  if (engine === 'postgres') {
    const scratch = await createScratchDatabase(adminUrl, 'abo_bench');
    env = { DATABASE_URL: scratch.url };
    remove = scratch.drop;
  } else {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'abo-bench-'));
    env = { DATA_DIR: dataDir };
    remove = () => rm(dataDir, { recursive: true, force: true });
  }
  try {
    const connection = await connectDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    try {
      await migrate(connection.db);
      await seedDemoData(connection.db);
      await generateData(connection.db, { scale, replace: true, onProgress });
      // The pages the load changed are written out now, not by the checkpointer during the first scenarios (at a
      // million rows: a ceiling of 2,400 requests a second with a p99 of 62 ms, against some 6,000 and 5 ms at the
      // smallest scale of the same run, 2026-11-25). CHECKPOINT needs a superuser or pg_checkpoint.
      if (engine === 'postgres') {
        await sql`checkpoint`.execute(connection.db).catch((error: unknown) => {
          console.warn(`No checkpoint before measuring (${String(error)}): the load's writes may fall into it.`);
        });
      }
    } finally {
      await connection.close();
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { env, dispose: remove };
}
