import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import type { Kysely } from 'kysely';
import { buildApp } from '../../server/app';
import { verifyPassword } from '../../server/auth/passwords';
import { testConfig } from '../../server/config';
import type { DatabaseConnection } from '../../server/db/connect';
import type { Database } from '../../server/db/schema';
import { bearer, signIn } from './helpers/testApp';
import { expectNoPassword, runTool, runToolOnTerminal } from './helpers/usersTool';
import { createToolDatabase, type ToolDatabase } from './helpers/usersToolDatabase';

// `npm run users -- ...` end to end: the tool runs as a child process against the server's database (an embedded one
// in a temporary DATA_DIR, or the per-file PostgreSQL database when TEST_DATABASE_URL is set), seeded with og
// (SuperAdmin), aa (Admin) and uu (User). Tests run in order, as one administrator's session. What the tool answers
// without a database (help, mistakes on the command line) is usersUsage.test.ts.

// Each run starts tsx and opens the database: seconds, more while other test files start theirs; a test runs several.
const TOOL_RUNS_MS = 90_000;

let toolDatabase: ToolDatabase;
let env: NodeJS.ProcessEnv;
const config = testConfig({ authCacheMs: 0 });

// A new embedded cluster on disk, migrated and seeded: about 10 s alone, over 30 s beside CI's other suites.
beforeAll(async () => {
  toolDatabase = await createToolDatabase();
  ({ env } = toolDatabase);
}, TOOL_RUNS_MS);
afterAll(() => toolDatabase.dispose());

const withDatabase = <T>(use: (database: DatabaseConnection) => Promise<T>) => toolDatabase.withDatabase(use);

const stored = (db: Kysely<Database>, userName: string) =>
  db.selectFrom('apiUser').selectAll().where('userName', '=', userName).executeTakeFirst();

const tool = (args: string[], stdin?: string) => runTool(args, env, stdin);

describe('npm run users', () => {
  it(
    'adds a user with the password from stdin, who can then sign in',
    async () => {
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
    },
    TOOL_RUNS_MS,
  );

  it(
    'lists id, user name and role, never a hash',
    async () => {
      const run = await tool(['list']);
      expect(run).toEqual({
        code: 0,
        stdout:
          'ID  User name  Role\n 1  og         SuperAdmin\n 2  aa         Admin\n 3  uu         User\n 4  bob        Admin\n',
        stderr: '',
      });
    },
    TOOL_RUNS_MS,
  );

  it(
    'refuses a name already taken in another case, and changes nothing',
    async () => {
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
    },
    TOOL_RUNS_MS,
  );

  it(
    'refuses an empty password from stdin with exit code 2, and adds no one',
    async () => {
      expect(await tool(['add', 'carol'], '\n')).toEqual({
        code: 2,
        stdout: '',
        stderr: 'Error: ApiUser password is required.\n',
      });
      await withDatabase(async ({ db }) => expect(await stored(db, 'carol')).toBeUndefined());
    },
    TOOL_RUNS_MS,
  );

  it(
    'warns that a user name longer than 50 characters cannot sign in, and adds it',
    async () => {
      const longName = 'l'.repeat(51);
      const run = await tool(['add', longName], 'secret\n');
      expect(run).toMatchObject({ code: 0, stdout: `Added user "${longName}" with role User (id 5).\n` });
      expect(run.stderr).toMatch(
        /^Warning: sign-in accepts a user name and a password of at most 50 characters each\. The user name has 51 characters/,
      );
    },
    TOOL_RUNS_MS,
  );

  it(
    'gives a user another role and ends the tokens issued before',
    async () => {
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
    },
    TOOL_RUNS_MS,
  );

  it(
    'resets a password from stdin',
    async () => {
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
    },
    TOOL_RUNS_MS,
  );

  it(
    'keeps the last SuperAdmin',
    async () => {
      const refusal = 'Error: The last SuperAdmin cannot be deleted or given another role.\n';
      expect(await tool(['set-role', 'og', 'Admin'])).toEqual({ code: 1, stdout: '', stderr: refusal });
      expect(await tool(['delete', 'og', '--yes'])).toEqual({ code: 1, stdout: '', stderr: refusal });
      await withDatabase(async ({ db }) => expect(await stored(db, 'og')).toMatchObject({ roles: 'SuperAdmin' }));
    },
    TOOL_RUNS_MS,
  );

  it(
    'deletes only with --yes when stdin is not a terminal',
    async () => {
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
    },
    TOOL_RUNS_MS,
  );

  it('recorded each change it made in the audit trail, as the users tool run by this operating-system user', async () => {
    const entries = await withDatabase(({ db }) =>
      db
        .selectFrom('auditEntry')
        .select(['userId', 'userName', 'source', 'action', 'changes'])
        .where('entity', '=', 'ApiUsers')
        .where('recordId', '=', 4)
        .orderBy('id')
        .execute(),
    );
    const by = { userId: null, userName: userInfo().username, source: 'users tool' };
    // Setting the role bob already had changed nothing, and the refused changes of og left no entry.
    expect(entries).toEqual([
      {
        ...by,
        action: 'create',
        changes: [
          { field: 'userName', after: 'bob' },
          { field: 'roles', after: 'Admin' },
        ],
      },
      { ...by, action: 'update', changes: [{ field: 'roles', before: 'Admin', after: 'User' }] },
      { ...by, action: 'update', changes: [{ field: 'password', summary: 'password changed' }] },
      {
        ...by,
        action: 'delete',
        changes: [
          { field: 'userName', before: 'bob' },
          { field: 'roles', before: 'User' },
        ],
      },
    ]);
    const everyEntry = await withDatabase(({ db }) => db.selectFrom('auditEntry').selectAll().execute());
    expect(JSON.stringify(everyEntry)).not.toMatch(/argon2|Tr0ub4dor|n3w-pa55word/);
    expect(
      await withDatabase(({ db }) => db.selectFrom('auditEntry').select('id').where('recordId', '=', 1).execute()),
    ).toEqual([]);
  });
});

describe('npm run users on a terminal', () => {
  const hasScript = existsSync('/usr/bin/script');

  (hasScript ? it : it.skip)(
    'asks for the password twice at a hidden prompt, again when they differ',
    async () => {
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
    },
    TOOL_RUNS_MS,
  );

  (hasScript ? it : it.skip)(
    'asks before deleting, and deletes nothing without a yes',
    async () => {
      const declined = await runToolOnTerminal(['delete', 'dora'], env, [{ after: '[y/N]', type: 'n' }]);
      expect(declined.code).toBe(1);
      expect(declined.screen).toContain(
        'Delete user "dora" (SuperAdmin)? A SuperAdmin can restore it from the Activity page. [y/N]',
      );
      expect(declined.screen).toContain('Error: Nothing deleted.');
      const accepted = await runToolOnTerminal(['delete', 'dora'], env, [{ after: '[y/N]', type: 'yes' }]);
      expect(accepted.code).toBe(0);
      expect(accepted.screen).toContain('Deleted user "dora" (SuperAdmin).');
    },
    TOOL_RUNS_MS,
  );
});
