import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

// Any fixed 64-bit number shared by every instance: pg_advisory_xact_lock makes instances starting together against one
// PostgreSQL take turns, and releases itself when the transaction ends.
const MIGRATION_LOCK_ID = 4_174_201_901;

export interface Migration {
  version: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(directory = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(directory)).filter((file) => file.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (file) => {
      const text = await readFile(path.join(directory, file), 'utf8');
      return {
        version: file.replace(/\.sql$/, ''),
        sql: text,
        checksum: createHash('sha256').update(text).digest('hex'),
      };
    }),
  );
}

/** Applies the migrations not yet applied, in filename order, each in its own transaction. Returns the versions applied. */
export async function migrate(db: Kysely<Database>, migrations?: Migration[]): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of migrations ?? (await readMigrations())) {
    const ran = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`.execute(trx);
      await ensureMigrationsTable(trx);
      const previous = await trx
        .selectFrom('schemaMigrations')
        .select('checksum')
        .where('version', '=', migration.version)
        .executeTakeFirst();
      if (previous !== undefined) {
        if (previous.checksum !== migration.checksum) throw new EditedMigrationError(migration.version);
        return false;
      }
      await sql.raw(migration.sql).execute(trx);
      await trx
        .insertInto('schemaMigrations')
        .values({ version: migration.version, checksum: migration.checksum })
        .execute();
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}

async function ensureMigrationsTable(trx: Transaction<Database>): Promise<void> {
  await sql`
    create table if not exists schema_migrations (
      version varchar(200) primary key,
      checksum char(64) not null,
      applied_at timestamptz not null default now()
    )`.execute(trx);
}

/** An applied migration's file changed: the database no longer matches the code that describes it. */
export class EditedMigrationError extends Error {
  override name = 'EditedMigrationError';
  constructor(version: string) {
    super(
      `Migration ${version} was changed after it had been applied to this database. ` +
        'Applied migrations are immutable: add a new migration file instead.',
    );
  }
}
