import { openAsBlob } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectDatabase, type DatabaseConnection } from '../../../server/db/connect';
import { migrate } from '../../../server/db/migrate';
import { seedDemoData } from '../../../server/db/seed/seedDemoData';
import { adminQuery, createScratchDatabase } from '../../../tools/scratchDatabase';

// Creating a database and migrating it costs seconds with the embedded engine (a new cluster each time), and the
// server suite makes about sixty. So the suite's global setup makes each starting point once, and every test
// database starts as a copy of one: with PGlite from an image of its data directory, with PostgreSQL from a template
// database.

/** What a test database holds when it is handed out. */
export type StartingPoint = 'empty' | 'migrated' | 'seeded';

const STARTING_POINTS: readonly StartingPoint[] = ['empty', 'migrated', 'seeded'];

// Jest starts its workers after the global setup, so they inherit where it put the templates.
const IMAGES_DIR = 'ABO_TEST_PGLITE_IMAGES';
const TEMPLATE_NAMES = 'ABO_TEST_POSTGRES_TEMPLATES';

/** Brings a database from empty, or from an earlier starting point, to `point` (migrating and seeding run once). */
export async function fill(connection: DatabaseConnection, point: StartingPoint): Promise<void> {
  if (point === 'empty') return;
  await migrate(connection.db);
  if (point === 'seeded') await seedDemoData(connection.db);
}

/**
 * Makes the starting points for the engine the suite runs on (PostgreSQL when `postgresUrl` is set). PGlite: one
 * database, imaged as it goes from empty to migrated to seeded. PostgreSQL: a template per filled starting point (an
 * empty database is what `create database` makes anyway).
 */
export async function prepareTemplates(postgresUrl: string | undefined): Promise<void> {
  if (postgresUrl === undefined) {
    const directory = await mkdtemp(path.join(tmpdir(), 'abo-test-images-'));
    process.env[IMAGES_DIR] = directory;
    const connection = await connectDatabase({});
    try {
      if (connection.dumpImage === undefined) throw new Error('The embedded database cannot dump an image.');
      for (const point of STARTING_POINTS) {
        await fill(connection, point);
        const image = await connection.dumpImage();
        await writeFile(imagePath(directory, point), Buffer.from(await image.arrayBuffer()));
      }
    } finally {
      await connection.close();
    }
    return;
  }
  const names: Partial<Record<StartingPoint, string>> = {};
  try {
    for (const point of STARTING_POINTS.filter((point) => point !== 'empty')) {
      const scratch = await createScratchDatabase(postgresUrl, `abo_template_${point}`);
      names[point] = new URL(scratch.url).pathname.slice(1);
      const connection = await connectDatabase({ databaseUrl: scratch.url });
      try {
        await fill(connection, point);
      } finally {
        await connection.close();
      }
    }
  } finally {
    process.env[TEMPLATE_NAMES] = JSON.stringify(names);
  }
}

export async function removeTemplates(postgresUrl: string | undefined): Promise<void> {
  const directory = process.env[IMAGES_DIR];
  if (directory !== undefined) await rm(directory, { recursive: true, force: true });
  if (postgresUrl === undefined) return;
  for (const name of Object.values(postgresTemplates())) {
    await adminQuery(postgresUrl, `drop database if exists ${name} with (force)`);
  }
}

/**
 * The image a PGlite test database starts from; undefined outside the suite's global setup. A blob backed by the file
 * (42 MB, a third of it the preallocated WAL segment): PGlite reads it once as it unpacks it, where a copy in memory
 * first cost about 0.8 s of processor time per test database.
 */
export async function pgliteImage(point: StartingPoint): Promise<Blob | undefined> {
  const directory = process.env[IMAGES_DIR];
  return directory === undefined ? undefined : openAsBlob(imagePath(directory, point));
}

/** The template database a PostgreSQL test database is copied from; undefined outside the suite's global setup. */
export const postgresTemplate = (point: StartingPoint): string | undefined => postgresTemplates()[point];

const postgresTemplates = (): Partial<Record<StartingPoint, string>> =>
  JSON.parse(process.env[TEMPLATE_NAMES] ?? '{}') as Partial<Record<StartingPoint, string>>;

const imagePath = (directory: string, point: StartingPoint) => path.join(directory, `${point}.tar`);
