import { randomBytes } from 'node:crypto';
import pg from 'pg';

// A throw-away PostgreSQL database beside the ones `adminUrl` can reach: the server tests make one per file, the
// benchmark one per engine and scale.

export interface ScratchDatabase {
  /** `adminUrl` with the new database's name. */
  url: string;
  drop(): Promise<void>;
}

export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Creates `<prefix>_<random hex>`, empty or as a copy of the database `template` (which nobody may be connected to);
 * `drop` removes it even while connections remain.
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}${template === undefined ? '' : ` template ${template}`}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) };
}
