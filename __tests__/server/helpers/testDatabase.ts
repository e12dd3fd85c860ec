import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectDatabase, type DatabaseConnection } from '../../../server/db/connect';

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

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (TEST_DATABASE_URL === undefined) {
    const connection = await connectDatabase({});
    return { connection, databaseUrl: undefined, dispose: () => connection.close() };
  }
  const name = `abo_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const connection = await connectDatabase({ databaseUrl: url.href });
  return {
    connection,
    databaseUrl: url.href,
    async dispose() {
      await connection.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
