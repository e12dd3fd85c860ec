import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectDatabase } from '../../server/db/connect';
import { lockDataDir } from '../../server/db/dataDirLock';
import { describeInEmbeddedRun } from './helpers/testDatabase';
import { expectNoPassword, runTool, toolEnvironment } from './helpers/usersTool';

// `npm run users -- ...` where it answers without a database to work on: its help, mistakes on the command line and
// in the environment, and the embedded database's own cases (a busy data directory, one with no database yet). The
// tool's work on a database is users.test.ts.

describeInEmbeddedRun('npm run users without a database to work on', () => {
  // Each run starts node with tsx: about half a second, more while other test files run; a test makes several.
  const TOOL_RUNS_MS = 60_000;

  let directory: string;
  /** Where the tool would keep the embedded database: a directory that does not exist, and must not come to. */
  let untouched: string;
  const tool = (args: string[], stdin?: string) => runTool(args, toolEnvironment({ DATA_DIR: untouched }), stdin);

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'abo-users-usage-'));
    untouched = path.join(directory, 'data');
  });
  afterEach(() => expect(existsSync(untouched)).toBe(false));
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it(
    'explains itself with --help, and each command too',
    async () => {
      const overview = await tool(['--help']);
      expect(overview).toMatchObject({ code: 0, stderr: '' });
      expect(overview.stdout).toMatch(/^Usage: npm run users -- COMMAND/);
      for (const command of [
        'add NAME [--role ROLE]',
        'list',
        'set-role NAME ROLE',
        'reset-password NAME',
        'delete NAME',
      ]) {
        expect(overview.stdout).toContain(command);
      }
      const add = await tool(['add', '--help']);
      expect(add).toMatchObject({ code: 0, stderr: '' });
      expect(add.stdout).toContain('Usage: npm run users -- add NAME [--role User|Admin|SuperAdmin]');
    },
    TOOL_RUNS_MS,
  );

  it(
    'refuses a password given on the command line, without repeating it',
    async () => {
      const runs = await Promise.all(
        [
          ['add', 'carol', '--password=hunter22'],
          ['add', 'carol', '-p', 'hunter22'],
          ['add', 'carol', 'hunter22'],
        ].map((args) => tool(args)),
      );
      for (const run of runs) {
        expect(run).toMatchObject({ code: 2, stdout: '' });
        expect(run.stderr).toContain('Passwords are never taken from the command line');
        expect(run.stderr).toContain('Usage: npm run users -- add NAME');
        expectNoPassword(run, 'hunter22');
      }
    },
    TOOL_RUNS_MS,
  );

  it(
    'reports usage mistakes with exit code 2 and the synopsis',
    async () => {
      const [none, unknown, role, missing, unconfirmed] = await Promise.all([
        tool([]),
        tool(['remove', 'bob']),
        tool(['add', 'carol', '--role', 'Root']),
        tool(['set-role', 'bob']),
        tool(['delete', 'bob']),
      ]);
      expect(none).toMatchObject({ code: 2, stderr: expect.stringMatching(/^Error: Missing command\.\nUsage: /) });
      expect(unknown).toMatchObject({ code: 2, stderr: expect.stringContaining('Unknown command "remove".') });
      expect(role).toMatchObject({
        code: 2,
        stderr: expect.stringContaining(
          'Error: ApiUser role must be one of User, Admin, SuperAdmin.\nUsage: npm run users -- add',
        ),
      });
      expect(missing).toMatchObject({ code: 2, stderr: expect.stringContaining('Missing the role (ROLE).') });
      expect(unconfirmed).toMatchObject({
        code: 2,
        stdout: '',
        stderr: expect.stringContaining('delete needs --yes when stdin is not a terminal'),
      });
    },
    TOOL_RUNS_MS,
  );

  it(
    'rejects a DATABASE_URL that is not a PostgreSQL URL, naming the variable',
    async () => {
      const run = await runTool(['list'], toolEnvironment({ DATABASE_URL: 'mysql://root:pw@db/app' }));
      expect(run).toEqual({
        code: 2,
        stdout: '',
        stderr: 'Error: DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://root:***@db/app").\n',
      });
    },
    TOOL_RUNS_MS,
  );

  it(
    'does not create a database to list the users of a data directory that has none',
    async () => {
      const run = await tool(['list']);
      expect(run).toMatchObject({
        code: 1,
        stderr: expect.stringMatching(/^Error: There is no database in .*data yet\./),
      });
    },
    TOOL_RUNS_MS,
  );

  it(
    'says so when a server is using the data directory, and does not wait or crash',
    async () => {
      const busy = path.join(directory, 'busy');
      await (await connectDatabase({ dataDir: busy })).close();
      const release = await lockDataDir(busy);
      try {
        const run = await runTool(['list'], toolEnvironment({ DATA_DIR: busy }));
        expect(run.code).toBe(1);
        expect(run.stderr).toBe(
          `Error: The data directory ${busy} is in use by a running Airport Back Office server (or another ` +
            'command-line tool): the embedded database can be opened by one program at a time. Stop the server and run ' +
            'this command again, or keep the data in PostgreSQL (DATABASE_URL), which the server and this tool can use ' +
            'together.\n',
        );
      } finally {
        await release();
      }
    },
    TOOL_RUNS_MS,
  );
});
