import type { Kysely } from 'kysely';
import { apiUserFields } from '../../src/domain/entities/apiUser';
import { SIGN_IN_FIELD_MAX_LENGTH } from '../../src/domain/signIn';
import { validateField } from '../../src/domain/validateRecord';
import {
  addApiUser,
  deleteApiUser,
  findApiUser,
  listApiUsers,
  resetApiUserPassword,
  setApiUserRole,
  unknownUser,
  userNameTaken,
  validateApiUserInput,
  type ApiUserSummary,
} from '../accounts/apiUserAccounts';
import { usersToolActor } from '../audit/auditActor';
import { announceUserChangesOnce } from '../auth/userChanges';
import type { Database } from '../db/schema';
import { HttpProblem } from '../http/problem';
import { CliFailure, UsageError } from './cliErrors';
import { formatTable, printNotice, printResult } from './output';
import { confirm, isInteractive, readNewPassword } from './prompt';
import type { UsersCommand } from './usersArguments';
import { assertDatabaseExists, openServerDatabase, type DatabaseLocation } from './serverDatabase';
import { usageHint } from './usersHelp';

export type DatabaseCommand = Exclude<UsersCommand, { name: 'help' }>;

/** Runs one command against the users' database; failures are thrown for users.ts to explain. */
export async function runUsersCommand(command: DatabaseCommand, location: DatabaseLocation): Promise<void> {
  checkBeforeOpening(command);
  if (command.name !== 'add') assertDatabaseExists(location);
  const database = await openServerDatabase(location);
  let changedUsers: string[];
  try {
    changedUsers = await run(database.db, command);
  } finally {
    await database.close();
  }
  if (changedUsers.length > 0 && location.redisUrl !== undefined) {
    if (!(await announceUserChangesOnce(location.redisUrl, changedUsers))) {
      printNotice(
        'Warning: Redis (REDIS_URL) is not reachable, so running servers were not told of this change: ' +
          "they end the user's sign-ins within AUTH_CACHE_MS (5 seconds unless configured).",
      );
    }
  }
}

// Mistakes on the command line are reported before the database is opened and before any password is typed.
function checkBeforeOpening(command: DatabaseCommand): void {
  try {
    if (command.name === 'add') validateApiUserInput({ userName: command.userName, roles: command.role });
    if (command.name === 'set-role') validateApiUserInput({ roles: command.role });
  } catch (error) {
    if (error instanceof HttpProblem) throw new UsageError(error.detail, usageHint(command.name));
    throw error;
  }
  if (command.name === 'add') warnIfTooLongToSignIn('user name', command.userName);
  if (command.name === 'delete' && !command.yes && !isInteractive()) {
    throw new UsageError(
      'delete needs --yes when stdin is not a terminal (there is no one to confirm).',
      usageHint('delete'),
    );
  }
}

/** Runs the command; resolves to the user names whose sign-ins it ended. */
async function run(db: Kysely<Database>, command: DatabaseCommand): Promise<string[]> {
  switch (command.name) {
    case 'add':
      await add(db, command.userName, command.role);
      return [];
    case 'list':
      await list(db);
      return [];
    case 'set-role':
      return setRole(db, command.userName, command.role);
    case 'reset-password':
      return resetPassword(db, command.userName);
    case 'delete':
      return remove(db, command.userName, command.yes);
  }
}

async function add(db: Kysely<Database>, userName: string, role: string): Promise<void> {
  const existing = await findApiUser(db, userName);
  if (existing !== undefined) throw userNameTaken(userName, existing.userName);
  const password = await readNewPassword(`Password for "${userName}"`, passwordProblem);
  warnIfTooLongToSignIn('password', password);
  const user = await addApiUser(db, { userName, password, roles: role }, usersToolActor());
  printResult(`Added user "${user.userName}" with role ${user.roles} (id ${user.apiUserId}).`);
}

async function list(db: Kysely<Database>): Promise<void> {
  const users = await listApiUsers(db);
  if (users.length === 0) {
    printResult('No users yet. Add one with: npm run users -- add NAME --role SuperAdmin');
    return;
  }
  const rows = users.map((user) => [String(user.apiUserId), user.userName, user.roles]);
  printResult(formatTable(['ID', 'User name', 'Role'], rows, new Set([0])));
}

async function setRole(db: Kysely<Database>, userName: string, role: string): Promise<string[]> {
  const { user, previousRole } = await setApiUserRole(db, userName, role, usersToolActor());
  if (previousRole === user.roles) {
    printResult(`"${user.userName}" already has the role ${user.roles}: nothing changed.`);
    return [];
  }
  printResult(`"${user.userName}" is now ${user.roles} (was ${previousRole}) and must sign in again.`);
  return [user.userName];
}

async function resetPassword(db: Kysely<Database>, userName: string): Promise<string[]> {
  const user = await existingUser(db, userName);
  const password = await readNewPassword(`New password for "${user.userName}"`, passwordProblem);
  warnIfTooLongToSignIn('password', password);
  const updated = await resetApiUserPassword(db, user.userName, password, usersToolActor());
  printResult(`Changed the password of "${updated.userName}", who must sign in again.`);
  return [updated.userName];
}

async function remove(db: Kysely<Database>, userName: string, confirmed: boolean): Promise<string[]> {
  const user = await existingUser(db, userName);
  if (
    !confirmed &&
    !(await confirm(
      `Delete user "${user.userName}" (${user.roles})? A SuperAdmin can restore it from the Activity page.`,
    ))
  ) {
    throw new CliFailure('Nothing deleted.');
  }
  const deleted = await deleteApiUser(db, user.userName, usersToolActor());
  printResult(`Deleted user "${deleted.userName}" (${deleted.roles}).`);
  return [deleted.userName];
}

async function existingUser(db: Kysely<Database>, userName: string): Promise<ApiUserSummary> {
  const user = await findApiUser(db, userName);
  if (user === undefined) throw unknownUser(userName);
  return user;
}

function passwordProblem(password: string): string | undefined {
  const outcome = validateField(apiUserFields.password, password);
  return outcome.ok ? undefined : outcome.message;
}

// Users may have names and passwords of up to 255 characters, but sign-in (the web app's form, and the API's sign-in
// request) takes at most 50: such a user is stored, and warned about, because it cannot sign in.
function warnIfTooLongToSignIn(what: 'user name' | 'password', value: string): void {
  const length = [...value].length;
  if (length <= SIGN_IN_FIELD_MAX_LENGTH) return;
  const subject = what === 'user name' ? `The user name has ${length} characters` : 'The password is longer than that';
  printNotice(
    `Warning: sign-in accepts a user name and a password of at most ${SIGN_IN_FIELD_MAX_LENGTH} characters each. ` +
      `${subject}, so this user will not be able to sign in with it.`,
  );
}
