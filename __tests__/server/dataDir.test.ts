import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jwtSecretPath, loadOrCreateJwtSecret } from '../../server/auth/jwtSecret';
import { connectDatabase } from '../../server/db/connect';
import { DataDirLockedError, lockDataDir } from '../../server/db/dataDirLock';
import { migrate } from '../../server/db/migrate';
import { seedDemoData } from '../../server/db/seed/seedDemoData';

// The embedded mode's data directory: one server at a time, data and token secret kept across restarts.

// Two on-disk databases start in one test.
jest.setTimeout(30_000);

let dataDir: string;

beforeEach(async () => {
  dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'abo-data-')), 'data');
});
afterEach(() => rm(path.dirname(dataDir), { recursive: true, force: true }));

describe('data directory lock', () => {
  it('creates the directory and refuses a second holder with a message naming the directory', async () => {
    const release = await lockDataDir(dataDir);
    try {
      const second = await lockDataDir(dataDir).catch((error: unknown) => error);
      expect(second).toBeInstanceOf(DataDirLockedError);
      expect((second as Error).message).toBe(
        `The data directory ${dataDir} is in use by another Airport Back Office server. Stop that server or set ` +
          'DATA_DIR to another directory. (If no server is running, the lock of a crashed one expires within 10 seconds.)',
      );
    } finally {
      await release();
    }
  });

  it('can be taken again once released', async () => {
    await (
      await lockDataDir(dataDir)
    )();
    const again = await lockDataDir(dataDir);
    await again();
    await again(); // releasing twice is harmless
  });
});

describe('JWT secret of the embedded mode (S-4)', () => {
  it('is generated once, 64 random bytes readable by the owner only, and reused', async () => {
    await lockDataDir(dataDir).then((release) => release()); // creates the directory
    const first = await loadOrCreateJwtSecret(dataDir);
    expect(first).toHaveLength(64);
    expect((await stat(jwtSecretPath(dataDir))).mode & 0o777).toBe(0o600);
    expect(await loadOrCreateJwtSecret(dataDir)).toEqual(first);

    const otherDir = `${dataDir}-other`;
    await lockDataDir(otherDir).then((release) => release());
    expect(await loadOrCreateJwtSecret(otherDir)).not.toEqual(first);
  });

  it('refuses a damaged secret file', async () => {
    await lockDataDir(dataDir).then((release) => release());
    await writeFile(jwtSecretPath(dataDir), 'c2hvcnQ=\n');
    await expect(loadOrCreateJwtSecret(dataDir)).rejects.toThrow(/is damaged/);
  });
});

describe('embedded database on disk', () => {
  it('keeps its data across restarts: the second start migrates and seeds nothing', async () => {
    const first = await connectDatabase({ dataDir });
    expect(first.description).toBe(`embedded PGlite at ${path.join(dataDir, 'pglite')}`);
    expect(await migrate(first.db)).toEqual(['0001_initial_schema', '0002_row_counts', '0003_row_versions']);
    expect(await seedDemoData(first.db)).toBe('seeded');
    await first.db.insertInto('airline').values({ name: 'Kept Air' }).execute();
    await first.close();

    const second = await connectDatabase({ dataDir });
    try {
      expect(await migrate(second.db)).toEqual([]);
      expect(await seedDemoData(second.db)).toBe('already-seeded');
      const kept = await second.db.selectFrom('airline').select('id').where('name', '=', 'Kept Air').executeTakeFirst();
      expect(kept).toEqual({ id: 16 });
    } finally {
      await second.close();
    }
  });
});
