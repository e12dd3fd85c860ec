import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { buildApp } from '../../server/app';
import { verifyPassword } from '../../server/auth/passwords';
import { testConfig } from '../../server/config';
import { connectDatabase, type DatabaseConnection } from '../../server/db/connect';
import { lockDataDir } from '../../server/db/dataDirLock';
import type { Database } from '../../server/db/schema';
import { bearer, signIn } from './helpers/testApp';
import { runTool, runToolOnTerminal, toolEnvironment, type ToolRun } from './helpers/usersTool';
import { createToolDatabase, type ToolDatabase } from './helpers/usersToolDatabase';

// `npm run users -- ...` end to end: the tool runs as a child process against the server's database (an embedded one
// in a temporary DATA_DIR, or the per-file PostgreSQL database when TEST_DATABASE_URL is set), seeded with og
// (SuperAdmin), aa (Admin) and uu (User). Tests run in order, as one administrator's session.

// Each run starts tsx and opens the database: seconds, more while other test files start theirs.
jest.setTimeout(90_000);

let toolDatabase: ToolDatabase;
let env: NodeJS.ProcessEnv;
let dataDir: string;
const config = testConfig({ authCacheMs: 0 });

beforeAll(async () => {
  toolDatabase = await createToolDatabase();
  ({ env, dataDir } = toolDatabase);
});
afterAll(() => toolDatabase.dispose());

const withDatabase = <T>(use: (database: DatabaseConnection) => Promise<T>) => toolDatabase.withDatabase(use);

const stored = (db: Kysely<Database>, userName: string) =>
  db.selectFrom('apiUser').selectAll().where('userName', '=', userName).executeTakeFirst();

const tool = (args: string[], stdin?: string) => runTool(args, env, stdin);

function expectNoPassword(run: ToolRun | { screen: string }, password: string): void {
  expect(JSON.stringify(run)).not.toContain(password);
}

describe('npm run users', () => {
  it('explains itself with --help, and each command too', async () => {
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
  });

  it('adds a user with the password from stdin, who can then sign in', async () => {
    const run = await tool(['add', 'bob', '--role', 'Admin'], 'Tr0ub4dor&3\n');
    expect(run).toEqual({ code: 0, stdout: 'Added user "bob" with role Admin (id 4).\n', stderr: '' });
    expectNoPassword(run, 'Tr0ub4dor&3');
    await withDatabase(async (database) => {
      const row = await stored(database.db, 'bob');
      expect(row).toMatchObject({ roles: 'Admin', password: expect.stringMatching(/^\$argon2id\$/) });
      expect(await verifyPassword(row?.password, 'Tr0ub4dor&3')).toBe(true);
      const app = await buildApp({ config, database });
      try {
        expect(await signIn(app, { userName: 'BOB', password: 'Tr0ub4dor&3' })).toMatch(/^ey/);
      } finally {
        await app.close();
      }
    });
  });

  it('lists id, user name and role, never a hash', async () => {
    const run = await tool(['list']);
    expect(run).toEqual({
      code: 0,
      stdout:
        'ID  User name  Role\n 1  og         SuperAdmin\n 2  aa         Admin\n 3  uu         User\n 4  bob        Admin\n',
      stderr: '',
    });
  });

  it('refuses a name already taken in another case, and changes nothing', async () => {
    const run = await tool(['add', 'BOB'], 'whatever\n');
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Error: A user named "BOB" already exists as "bob" (user names are unique regardless of case).\n',
    });
    await withDatabase(async ({ db }) => {
      const names = await db.selectFrom('apiUser').select('userName').orderBy('apiUserId').execute();
      expect(names.map((row) => row.userName)).toEqual(['og', 'aa', 'uu', 'bob']);
    });
  });

  // These runs stop before opening the database, so they may run side by side.
  it('refuses a password given on the command line, without repeating it', async () => {
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
    await withDatabase(async ({ db }) => expect(await stored(db, 'carol')).toBeUndefined());
  });

  it('reports usage mistakes with exit code 2 and the synopsis', async () => {
    const [none, unknown, role, missing] = await Promise.all([
      tool([]),
      tool(['remove', 'bob']),
      tool(['add', 'carol', '--role', 'Root']),
      tool(['set-role', 'bob']),
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
    expect(await tool(['add', 'carol'], '\n')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Error: ApiUser password is required.\n',
    });
  });

  it('warns that a user name longer than 50 characters cannot sign in, and adds it', async () => {
    const longName = 'l'.repeat(51);
    const run = await tool(['add', longName], 'secret\n');
    expect(run).toMatchObject({ code: 0, stdout: `Added user "${longName}" with role User (id 5).\n` });
    expect(run.stderr).toMatch(
      /^Warning: sign-in accepts a user name and a password of at most 50 characters each\. The user name has 51 characters/,
    );
  });

  it('gives a user another role and ends the tokens issued before', async () => {
    const token = await withDatabase(async (database) => {
      const app = await buildApp({ config, database });
      return signIn(app, { userName: 'bob', password: 'Tr0ub4dor&3' }).finally(() => app.close());
    });
    const run = await tool(['set-role', 'Bob', 'User']);
    expect(run).toEqual({ code: 0, stdout: '"bob" is now User (was Admin) and must sign in again.\n', stderr: '' });
    await withDatabase(async (database) => {
      expect(await stored(database.db, 'bob')).toMatchObject({ roles: 'User' });
      const app = await buildApp({ config, database });
      try {
        const response = await app.inject({ method: 'GET', url: '/api/v1/HealthCheck', headers: bearer(token) });
        expect(response.statusCode).toBe(401);
      } finally {
        await app.close();
      }
    });
    expect(await tool(['set-role', 'bob', 'User'])).toMatchObject({
      code: 0,
      stdout: '"bob" already has the role User: nothing changed.\n',
    });
  });

  it('resets a password from stdin', async () => {
    const run = await tool(['reset-password', 'bob'], 'n3w-pa55word\r\nignored second line\n');
    expect(run).toEqual({ code: 0, stdout: 'Changed the password of "bob", who must sign in again.\n', stderr: '' });
    expectNoPassword(run, 'n3w-pa55word');
    await withDatabase(async ({ db }) => {
      const hash = (await stored(db, 'bob'))?.password;
      expect(await verifyPassword(hash, 'n3w-pa55word')).toBe(true);
      expect(await verifyPassword(hash, 'Tr0ub4dor&3')).toBe(false);
    });
    expect(await tool(['reset-password', 'nobody'], 'x\n')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Error: There is no user named "nobody".\n',
    });
  });

  it('keeps the last SuperAdmin', async () => {
    const refusal = 'Error: The last SuperAdmin cannot be deleted or given another role.\n';
    expect(await tool(['set-role', 'og', 'Admin'])).toEqual({ code: 1, stdout: '', stderr: refusal });
    expect(await tool(['delete', 'og', '--yes'])).toEqual({ code: 1, stdout: '', stderr: refusal });
    await withDatabase(async ({ db }) => expect(await stored(db, 'og')).toMatchObject({ roles: 'SuperAdmin' }));
  });

  it('deletes only with --yes when stdin is not a terminal', async () => {
    const unconfirmed = await tool(['delete', 'bob']);
    expect(unconfirmed).toMatchObject({
      code: 2,
      stdout: '',
      stderr: expect.stringContaining('delete needs --yes when stdin is not a terminal'),
    });
    expect(await tool(['delete', 'bob', '--yes'])).toEqual({
      code: 0,
      stdout: 'Deleted user "bob" (User).\n',
      stderr: '',
    });
    await withDatabase(async ({ db }) => expect(await stored(db, 'bob')).toBeUndefined());
  });
});

describe('npm run users on a terminal', () => {
  const hasScript = existsSync('/usr/bin/script');

  (hasScript ? it : it.skip)('asks for the password twice at a hidden prompt, again when they differ', async () => {
    const { code, screen } = await runToolOnTerminal(['add', 'dora', '--role', 'SuperAdmin'], env, [
      { after: 'Password for "dora":', type: 'first-try' },
      { after: 'Type it again:', type: 'second-try' },
      { after: 'Password for "dora":', type: 'hidden-pw' },
      { after: 'Type it again:', type: 'hidden-pw' },
    ]);
    expect(code).toBe(0);
    expect(screen).toContain('The two passwords differ.');
    expect(screen).toContain('Added user "dora" with role SuperAdmin (id 6).');
    for (const typed of ['first-try', 'second-try', 'hidden-pw']) expectNoPassword({ screen }, typed);
    await withDatabase(async ({ db }) =>
      expect(await verifyPassword((await stored(db, 'dora'))?.password, 'hidden-pw')).toBe(true),
    );
  });

  (hasScript ? it : it.skip)('asks before deleting, and deletes nothing without a yes', async () => {
    const declined = await runToolOnTerminal(['delete', 'dora'], env, [{ after: '[y/N]', type: 'n' }]);
    expect(declined.code).toBe(1);
    expect(declined.screen).toContain('Delete user "dora" (SuperAdmin)? This cannot be undone. [y/N]');
    expect(declined.screen).toContain('Error: Nothing deleted.');
    const accepted = await runToolOnTerminal(['delete', 'dora'], env, [{ after: '[y/N]', type: 'yes' }]);
    expect(accepted.code).toBe(0);
    expect(accepted.screen).toContain('Deleted user "dora" (SuperAdmin).');
  });
});

describe('npm run users and the embedded database', () => {
  const embedded = (directory: string) => toolEnvironment({ DATA_DIR: directory });

  it('says so when a server is using the data directory, and does not wait or crash', async () => {
    const busy = path.join(dataDir, 'busy');
    await (await connectDatabase({ dataDir: busy })).close();
    const release = await lockDataDir(busy);
    try {
      const run = await runTool(['list'], embedded(busy));
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
  });

  it('does not create a database to list the users of a data directory that has none', async () => {
    const empty = path.join(dataDir, 'nothing-here');
    const run = await runTool(['list'], embedded(empty));
    expect(run).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^Error: There is no database in .*nothing-here yet\./),
    });
    expect(existsSync(empty)).toBe(false);
  });

  it('rejects a DATABASE_URL that is not a PostgreSQL URL, naming the variable', async () => {
    const run = await runTool(['list'], toolEnvironment({ DATABASE_URL: 'mysql://root:pw@db/app' }));
    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Error: DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://root:***@db/app").\n',
    });
  });
});
