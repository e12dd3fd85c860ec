import { existsSync } from 'node:fs';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Kysely } from 'kysely';
import { connectDatabase } from '../db/connect';
import { lockDataDir } from '../db/dataDirLock';
import { migrate } from '../db/migrate';
import type { Database } from '../db/schema';
import { maskUrlPassword } from '../envParsers';
import { EnvSchema, envProperties } from '../envSchema';
import { CliFailure, UsageError } from './cliErrors';

/**
 * The server's own database, as the command-line tools (users, db:generate) find it: through the same two variables
 * the server reads.
 */
export interface DatabaseLocation {
  /** Set: this PostgreSQL. */
  databaseUrl: string | undefined;
  /** Absolute. Without databaseUrl: the embedded PGlite database in it. */
  dataDir: string;
  /** Set: the Redis the servers share, told when a user changes so that every server ends its sign-ins at once. */
  redisUrl?: string;
}

export interface ServerDatabase {
  db: Kysely<Database>;
  close(): Promise<void>;
}

// Only the variables that locate the database, checked with the server's own rules (envSchema.ts). The rest of the
// server's configuration does not concern the tools: they sign no tokens, so they need no JWT_SECRET next to DATABASE_URL.
const LocationSchema = Type.Pick(EnvSchema, ['DATA_DIR', 'DATABASE_URL', 'REDIS_URL']);

export function readDatabaseLocation(env: NodeJS.ProcessEnv = process.env): DatabaseLocation {
  // As in config.ts: blank counts as unset (compose files and shells often leave variables empty).
  const blankAsUnset = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const raw = {
    DATA_DIR: blankAsUnset(env.DATA_DIR),
    DATABASE_URL: blankAsUnset(env.DATABASE_URL),
    REDIS_URL: blankAsUnset(env.REDIS_URL),
  };
  const candidate = Value.Default(LocationSchema, { ...raw }) as {
    DATA_DIR: string;
    DATABASE_URL?: string;
    REDIS_URL?: string;
  };
  const error = Value.Errors(LocationSchema, candidate).First();
  if (error !== undefined) {
    const name = error.path.split('/')[1] as keyof typeof raw;
    const value = raw[name];
    const shown = value === undefined ? 'nothing' : JSON.stringify(maskUrlPassword(value));
    throw new UsageError(`${name} must be ${String(envProperties[name].description)} (got ${shown}).`);
  }
  return {
    databaseUrl: candidate.DATABASE_URL,
    dataDir: path.resolve(candidate.DATA_DIR),
    ...(candidate.REDIS_URL === undefined ? {} : { redisUrl: candidate.REDIS_URL }),
  };
}

/**
 * Refuses to manage users of an embedded database that does not exist yet (a mistyped DATA_DIR, or a command run from
 * another directory), instead of quietly creating an empty one. Adding a user may create it.
 */
export function assertDatabaseExists(location: DatabaseLocation): void {
  if (location.databaseUrl !== undefined) return;
  if (existsSync(path.join(location.dataDir, 'pglite', 'PG_VERSION'))) return;
  throw new CliFailure(
    `There is no database in ${location.dataDir} yet. Start the server once (npm start), or set DATA_DIR (or ` +
      'DATABASE_URL) to the database whose users you want to manage.',
  );
}

/**
 * Opens the database as the server does: the embedded one only while holding its data directory (a running server
 * holds it, and two programs writing one PGlite directory would corrupt it), then brings the schema up to date.
 */
export async function openServerDatabase(location: DatabaseLocation): Promise<ServerDatabase> {
  const embedded = location.databaseUrl === undefined;
  const release = embedded
    ? await lockDataDir(location.dataDir, (error) =>
        console.error(`Warning: lost the lock on ${location.dataDir} (${error.message}).`),
      )
    : async () => undefined;
  try {
    const connection = await connectDatabase({
      databaseUrl: location.databaseUrl,
      dataDir: embedded ? location.dataDir : undefined,
    });
    try {
      await migrate(connection.db);
    } catch (error) {
      await connection.close();
      throw error;
    }
    return {
      db: connection.db,
      async close() {
        await connection.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
