import { connectDatabase, type DatabaseConnection } from '../../../server/db/connect';
import { createScratchDatabase } from '../../../tools/scratchDatabase';

// Each test file gets a database of its own: an in-memory PGlite, or, when TEST_DATABASE_URL points at a PostgreSQL
// server, a new database on it (dropped afterwards), so files running in parallel workers never see each other's rows.

// Starting a fresh database takes seconds (more while other workers start theirs): files that import this helper get
// 30 s per test and hook instead of Jest's 5.
jest.setTimeout(30_000);

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export interface TestDatabase {
  connection: DatabaseConnection;
  /** The URL of the per-file PostgreSQL database; undefined with PGlite. */
  databaseUrl: string | undefined;
  dispose(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (TEST_DATABASE_URL === undefined) {
    const connection = await connectDatabase({});
    return { connection, databaseUrl: undefined, dispose: () => connection.close() };
  }
  const scratch = await createScratchDatabase(TEST_DATABASE_URL, 'abo_test');
  const connection = await connectDatabase({ databaseUrl: scratch.url });
  return {
    connection,
    databaseUrl: scratch.url,
    async dispose() {
      await connection.close();
      await scratch.drop();
    },
  };
}
