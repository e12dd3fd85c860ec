import { connectDatabase, type DatabaseConnection } from '../../../server/db/connect';
import { createScratchDatabase } from '../../../tools/scratchDatabase';
import { fill, pgliteImage, postgresTemplate, type StartingPoint } from './databaseTemplates';

// Each test file gets a database of its own: an in-memory PGlite, or, when TEST_DATABASE_URL points at a PostgreSQL
// server, a new database on it (dropped afterwards), so files running in parallel workers never see each other's rows.
// It starts as a copy of the suite's template for its starting point (databaseTemplates.ts).

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/**
 * For tests in which the suite's database plays no part (a tool's help and its answers to mistakes, the embedded
 * engine's own cases): they run in the embedded run (`npm test`) only, since the PostgreSQL run would repeat them
 * unchanged.
 */
export const describeInEmbeddedRun = TEST_DATABASE_URL === undefined ? describe : describe.skip;

export interface TestDatabase {
  connection: DatabaseConnection;
  /** The URL of the per-file PostgreSQL database; undefined with PGlite. */
  databaseUrl: string | undefined;
  dispose(): Promise<void>;
}

/** A new database holding `point`: nothing (the default), the migrated schema, or the schema and the demo data. */
export async function createTestDatabase(point: StartingPoint = 'empty'): Promise<TestDatabase> {
  const testDatabase =
    TEST_DATABASE_URL === undefined ? await pgliteCopy(point) : await postgresCopy(TEST_DATABASE_URL, point);
  if (testDatabase.copied) return testDatabase;
  // Outside the suite's global setup (and for an empty PostgreSQL database) there is no template: it is filled here.
  try {
    await fill(testDatabase.connection, point);
  } catch (error) {
    await testDatabase.dispose();
    throw error;
  }
  return testDatabase;
}

async function pgliteCopy(point: StartingPoint): Promise<TestDatabase & { copied: boolean }> {
  const image = await pgliteImage(point);
  const connection = await connectDatabase({ image });
  return { connection, databaseUrl: undefined, dispose: () => connection.close(), copied: image !== undefined };
}

async function postgresCopy(adminUrl: string, point: StartingPoint): Promise<TestDatabase & { copied: boolean }> {
  const template = postgresTemplate(point);
  const scratch = await createScratchDatabase(adminUrl, 'abo_test', template);
  const connection = await connectDatabase({ databaseUrl: scratch.url });
  return {
    connection,
    databaseUrl: scratch.url,
    async dispose() {
      await connection.close();
      await scratch.drop();
    },
    copied: template !== undefined,
  };
}
