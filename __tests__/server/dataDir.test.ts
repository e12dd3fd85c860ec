import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { jwtSecretPath, loadOrCreateJwtSecret } from '../../server/auth/jwtSecret';
import { connectDatabase } from '../../server/db/connect';
import { DataDirLockedError, lockDataDir, ownerRecordPath } from '../../server/db/dataDirLock';
import { readProcStat, type LockOwner } from '../../server/db/lockOwner';
import { migrate } from '../../server/db/migrate';
import { seedDemoData } from '../../server/db/seed/seedDemoData';
import { describeInEmbeddedRun } from './helpers/testDatabase';

// The embedded mode's data directory: one server at a time, data and token secret kept across restarts.

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
          `DATA_DIR to another directory. (It is process ${process.pid} on this machine.)`,
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

describe('data directory lock of another process', () => {
  const holders: ChildProcess[] = [];
  afterEach(() => holders.splice(0).forEach((holder) => holder.kill('SIGKILL')));

  /** A separate process holding the lock of `directory`, once it holds it. */
  async function otherHolder(directory: string): Promise<ChildProcess> {
    const script = path.join(__dirname, 'helpers/holdDataDirLock.ts');
    const holder = spawn(process.execPath, ['--import', 'tsx', script, directory], {
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    holders.push(holder);
    await new Promise<void>((resolve, reject) => {
      holder.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
      holder.once('exit', (code) => reject(new Error(`The lock holder exited (code ${code}) before locking.`)));
    });
    return holder;
  }

  async function killHard(holder: ChildProcess): Promise<void> {
    const exit = holder.exitCode === null && holder.signalCode === null ? once(holder, 'exit') : undefined;
    holder.kill('SIGKILL');
    await exit;
  }

  const readRecord = async () => JSON.parse(await readFile(ownerRecordPath(dataDir), 'utf8')) as LockOwner;
  const rewriteRecord = async (changes: Partial<LockOwner>) =>
    writeFile(ownerRecordPath(dataDir), JSON.stringify({ ...(await readRecord()), ...changes }));

  it('is taken over at once when that process was killed (kill -9), and recorded as ours', async () => {
    await killHard(await otherHolder(dataDir));

    const started = Date.now();
    const release = await lockDataDir(dataDir);
    expect(Date.now() - started).toBeLessThan(1_000); // not the 10 s the lock's age would take
    expect(await readRecord()).toMatchObject({ pid: process.pid, hostname: hostname() });
    await release();
    await expect(stat(ownerRecordPath(dataDir))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('is refused while that process runs, naming the directory and the process', async () => {
    const holder = await otherHolder(dataDir);
    const refusal = await lockDataDir(dataDir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toBe(
      `The data directory ${dataDir} is in use by another Airport Back Office server. Stop that server or set ` +
        `DATA_DIR to another directory. (It is process ${holder.pid} on this machine.)`,
    );
    await killHard(holder);
  });

  const onLinux = process.platform === 'linux' ? it : it.skip;

  onLinux('does not take a later process given the dead holder’s pid for the holder', async () => {
    await killHard(await otherHolder(dataDir));
    // Pids are reused: a running process now has the pid the record names, but it started after the holder.
    const bystander = spawn('sleep', ['30']);
    holders.push(bystander);
    const record = await readRecord();
    expect(readProcStat(bystander.pid as number)?.startTime).not.toBe(record.startTime);
    await rewriteRecord({ pid: bystander.pid });

    await (
      await lockDataDir(dataDir)
    )();
  });

  it('does not take an earlier process that had this process’s pid (PID 1 of a restarted container) for the holder', async () => {
    await killHard(await otherHolder(dataDir));
    await rewriteRecord({ pid: process.pid });

    await (
      await lockDataDir(dataDir)
    )();
  });

  it('falls back to the lock’s age when the holder ran on another machine', async () => {
    await killHard(await otherHolder(dataDir));
    await rewriteRecord({ hostname: 'another-machine' });

    const refusal = await lockDataDir(dataDir).catch((error: unknown) => error);
    expect((refusal as Error).message).toMatch(/the lock of a crashed one expires within 10 seconds\.\)$/);
  });
});

describe('JWT secret of the embedded mode (D-52)', () => {
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

// Two starts of a new cluster on disk (initdb, migrations, demo data): about 10 s alone, three times that when CI runs
// other suites beside it. The engine the suite runs on plays no part.
describeInEmbeddedRun('embedded database on disk', () => {
  it('keeps its data across restarts: the second start migrates and seeds nothing', async () => {
    const first = await connectDatabase({ dataDir });
    expect(first.description).toBe(`embedded PGlite at ${path.join(dataDir, 'pglite')}`);
    expect(await migrate(first.db)).toEqual([
      '0001_initial_schema',
      '0002_row_counts',
      '0003_row_versions',
      '0004_keep_row_count',
      '0005_sort_orders',
      '0006_passenger_search_text',
      '0007_passenger_name_key_order',
      '0008_passenger_search_text_trigrams',
      '0009_booking_rules',
      '0010_row_counts_at_commit',
      '0011_audit_trail',
      '0012_dashboard_indexes',
      '0013_passenger_name_prefixes',
      '0014_api_sessions',
      '0015_data_rule_breaches',
    ]);
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
  }, 120_000);
});
