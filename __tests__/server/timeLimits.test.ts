import { execFile } from 'node:child_process';
import path from 'node:path';
import { describeInEmbeddedRun } from './helpers/testDatabase';

// This suite's runner has no time limits of its own (helpers/timeLimits.ts adds them): a test or hook that never
// settles must fail with a message that says so, and the run must go on, instead of hanging CI.

const HELPERS = path.join(__dirname, 'helpers');

function runJestOn(fixture: string): Promise<{ code: number | null; output: string }> {
  const config = {
    rootDir: HELPERS,
    runner: 'jest-light-runner',
    testMatch: [`**/${fixture}`],
    setupFiles: [path.join(HELPERS, 'loadTypeScript.mjs')],
    setupFilesAfterEnv: [path.join(HELPERS, 'timeLimits.ts')],
  };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [require.resolve('jest/bin/jest'), '--config', JSON.stringify(config), '--ci'],
      // Plain text, whatever colours the test worker that runs this was given.
      { timeout: 30_000, env: { ...process.env, FORCE_COLOR: '0' } },
      (error, stdout, stderr) =>
        resolve({ code: error === null ? 0 : (error.code as number), output: stdout + stderr }),
    );
  });
}

describeInEmbeddedRun('time limits', () => {
  it('fail a test, each row and a hook that run past their limit, and the other tests still run', async () => {
    const { code, output } = await runJestOn('timeLimits.fixture.ts');
    expect(code).toBe(1);
    expect(output).toContain('Error: Exceeded the time limit of 300 ms');
    expect(output.match(/Exceeded the time limit of 200 ms/g)).toHaveLength(2);
    expect(output).toContain('Error: Exceeded the time limit of 250 ms');
    expect(output).toContain('✓ passes at once');
    expect(output).toContain('✓ still runs');
    expect(output).toContain('Tests:       4 failed, 2 passed, 6 total');
  }, 60_000);
});
