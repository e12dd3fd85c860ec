import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testConfig } from '../../server/config';
import { lockDataDir } from '../../server/db/dataDirLock';
import { describeStartFailure } from '../../server/startFailure';

// `npm run serve` failing to start: one clear message on stderr and exit code 1, no stack trace.

const TSX = path.resolve('node_modules/.bin/tsx');

function serve(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      TSX,
      ['server/main.ts'],
      { env: { PATH: process.env.PATH ?? '', ...env }, timeout: 20_000 },
      (error, _stdout, stderr) => {
        resolve({ code: error === null ? 0 : (child.exitCode ?? null), stderr });
      },
    );
  });
}

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'abo-main-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('server start failures', () => {
  it('lists every bad variable and exits 1', async () => {
    const { code, stderr } = await serve({ PORT: 'abc', LOG_LEVEL: 'loud', DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration:');
    expect(stderr).toContain('PORT must be an integer from 1 to 65535 (got "abc")');
    expect(stderr).toContain('LOG_LEVEL must be one of');
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('names the data directory when another server holds it, and exits 1', async () => {
    const release = await lockDataDir(dataDir);
    try {
      const { code, stderr } = await serve({ DATA_DIR: dataDir, PORT: '8097', LOG_LEVEL: 'silent' });
      expect(code).toBe(1);
      expect(stderr.trim()).toMatch(
        new RegExp(`^The data directory ${dataDir} is in use by another Airport Back Office server\\.`),
      );
      expect(stderr).not.toMatch(/\n\s+at /);
    } finally {
      await release();
    }
  });
});

describe('describeStartFailure', () => {
  const config = (dataDir: string) => testConfig({ dataDir, databaseUrl: undefined });

  it('says the data directory disappeared when it is gone', () => {
    const gone = path.join(tmpdir(), 'abo-vanished-never-created');
    // What the embedded database throws when its directory is deleted under it: not an Error, no message.
    const thrown = Object.assign(Object.create(null) as object, { name: 'ErrnoError', errno: 44 });
    expect(describeStartFailure(thrown, config(gone))).toBe(
      `The data directory ${gone} disappeared while the server was starting (deleted, moved or unmounted): start again to create it anew, or set DATA_DIR.`,
    );
  });

  it("names the embedded database's file error in words", () => {
    const thrown = { name: 'ErrnoError', errno: 51 };
    expect(describeStartFailure(thrown, config(dataDir))).toBe(
      `The embedded database could not use its files in ${dataDir} (no space left on the device): check the directory, its permissions and the free space, or set DATA_DIR.`,
    );
  });

  it('never answers [object Object] for something thrown that is not an Error', () => {
    const described = describeStartFailure({ code: 'XX000', reason: 'strange' }, config(dataDir));
    expect(described).toBe("The server could not start: { code: 'XX000', reason: 'strange' }");
  });
});
