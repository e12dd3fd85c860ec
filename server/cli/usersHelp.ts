// The help of the users tool: the overview, and each command's synopsis and details.

export const COMMAND_NAMES = ['add', 'list', 'set-role', 'reset-password', 'delete'] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];

export const isCommandName = (value: string): value is CommandName =>
  (COMMAND_NAMES as readonly string[]).includes(value);

const RUN = 'npm run users --';

export const SYNOPSIS: Record<CommandName, string> = {
  add: `${RUN} add NAME [--role User|Admin|SuperAdmin]`,
  list: `${RUN} list`,
  'set-role': `${RUN} set-role NAME User|Admin|SuperAdmin`,
  'reset-password': `${RUN} reset-password NAME`,
  delete: `${RUN} delete NAME [--yes]`,
};

const PASSWORD_INPUT =
  'The password is asked for twice at a hidden prompt, or read from the first line of stdin when stdin is not a\n' +
  'terminal (printf \'%s\\n\' "$PASSWORD" | ...). It is never taken from the command line.';

const DETAILS: Record<CommandName, string> = {
  add:
    'Creates a user. User names are unique regardless of case.\n\n' +
    'Options:\n' +
    '  -r, --role ROLE  User (reads), Admin (reads and writes) or SuperAdmin (everything, including users);\n' +
    '                   default User\n\n' +
    PASSWORD_INPUT,
  list: 'Shows every user: id, user name and role.',
  'set-role':
    'Gives the user another role. The user must sign in again. The last SuperAdmin keeps the role.\n\n' +
    'Roles: User (reads), Admin (reads and writes), SuperAdmin (everything, including users).',
  'reset-password': `Sets a new password. The user must sign in again.\n\n${PASSWORD_INPUT}`,
  delete:
    'Deletes the user, after asking to confirm. The last SuperAdmin cannot be deleted.\n\n' +
    'Options:\n' +
    '  -y, --yes  do not ask (required when stdin is not a terminal)',
};

const OVERVIEW = `Usage: ${RUN} COMMAND [ARGUMENTS]

Manages the API users who sign in to Airport Back Office.

Commands:
  add NAME [--role ROLE]    create a user (role User, Admin or SuperAdmin; default User)
  list                      show every user's id, name and role
  set-role NAME ROLE        give a user another role
  reset-password NAME       set a new password
  delete NAME [--yes]       delete a user

Passwords are typed at a hidden prompt, or piped on stdin (first line); never given as arguments.
Every change ends the user's current sign-ins. The last SuperAdmin can be neither deleted nor demoted.

The users are in the server's database: the PostgreSQL of DATABASE_URL when it is set, otherwise the embedded
database in DATA_DIR (default ./data), which must not be in use by a running server.

Run "${RUN} COMMAND --help" for a command's details.
Exit status: 0 done, 1 refused or failed, 2 wrong usage, 130 cancelled.
`;

/** The text of --help: the overview, or one command's synopsis and details. */
export function helpText(command?: CommandName): string {
  if (command === undefined) return OVERVIEW;
  return `Usage: ${SYNOPSIS[command]}\n\n${DETAILS[command]}\n`;
}

/** The lines shown under a usage error: the synopsis, and where to read more. */
export function usageHint(command?: CommandName): string {
  if (command === undefined) return `Usage: ${RUN} COMMAND [ARGUMENTS]\nRun "${RUN} --help" for the commands.`;
  return `Usage: ${SYNOPSIS[command]}\nRun "${RUN} ${command} --help" for details.`;
}
