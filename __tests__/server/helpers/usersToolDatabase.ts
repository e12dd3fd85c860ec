import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectDatabase, type DatabaseConnection } from '../../../server/db/connect';
import { lockDataDir } from '../../../server/db/dataDirLock';
import { migrate } from '../../../server/db/migrate';
import { seedDemoData } from '../../../server/db/seed/seedDemoData';
import { createTestDatabase, TEST_DATABASE_URL } from './testDatabase';
import { toolEnvironment } from './usersTool';

/** A migrated, seeded database for the users tool to work on, and a way for the test to look at it in between. */
export interface ToolDatabase {
  /** The tool's environment: DATA_DIR (a temporary directory), and DATABASE_URL when testing PostgreSQL. */
  env: NodeJS.ProcessEnv;
  /** Opens the database as the server would: with PGlite only between runs of the tool, holding the data directory. */
  withDatabase<T>(use: (database: DatabaseConnection) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

/** The embedded database in a temporary DATA_DIR, or the per-file PostgreSQL database when TEST_DATABASE_URL is set. */
export async function createToolDatabase(): Promise<ToolDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'abo-users-'));
  const postgres = TEST_DATABASE_URL === undefined ? undefined : await createTestDatabase();

  async function withDatabase<T>(use: (database: DatabaseConnection) => Promise<T>): Promise<T> {
    if (postgres !== undefined) return use(postgres.connection);
    const release = await lockDataDir(dataDir);
    const database = await connectDatabase({ dataDir });
    try {
      return await use(database);
    } finally {
      await database.close();
      await release();
    }
  }

  await withDatabase(async ({ db }) => {
    await migrate(db);
    await seedDemoData(db);
  });
  const location: Record<string, string> =
    postgres?.databaseUrl === undefined ? {} : { DATABASE_URL: postgres.databaseUrl };
  return {
    env: toolEnvironment({ DATA_DIR: dataDir, ...location }),
    withDatabase,
    async dispose() {
      await postgres?.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
