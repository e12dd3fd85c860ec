import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './cliErrors';
import { isCommandName, usageHint, type CommandName } from './usersHelp';

/** What the command line asks the users tool to do. */
export type UsersCommand =
  | { name: 'help'; command?: CommandName }
  | { name: 'add'; userName: string; role: string }
  | { name: 'list' }
  | { name: 'set-role'; userName: string; role: string }
  | { name: 'reset-password'; userName: string }
  | { name: 'delete'; userName: string; yes: boolean };

const OPTIONS: Record<CommandName, NonNullable<ParseArgsConfig['options']>> = {
  add: { role: { type: 'string', short: 'r' } },
  list: {},
  'set-role': {},
  'reset-password': {},
  delete: { yes: { type: 'boolean', short: 'y' } },
};

const ARGUMENTS: Record<CommandName, readonly ('NAME' | 'ROLE')[]> = {
  add: ['NAME'],
  list: [],
  'set-role': ['NAME', 'ROLE'],
  'reset-password': ['NAME'],
  delete: ['NAME'],
};

const DESCRIBED = { NAME: 'the user name (NAME)', ROLE: 'the role (ROLE)' } as const;

const HELP = ['-h', '--help', 'help'];

// Whatever looks like a password option is refused with the reason, not merely as an unknown option.
const PASSWORD_OPTION = /^--?(p|pw|pwd|pass|passwd|password)(=|$)/i;
const NO_PASSWORD_ARGUMENTS =
  'Passwords are never taken from the command line, where the shell history and the process list would keep ' +
  'them: type it at the prompt, or pipe it on stdin.';

export function parseUsersArguments(argv: readonly string[]): UsersCommand {
  const [first, ...rest] = argv;
  if (argv.some((argument) => PASSWORD_OPTION.test(argument))) {
    throw new UsageError(
      NO_PASSWORD_ARGUMENTS,
      usageHint(first !== undefined && isCommandName(first) ? first : undefined),
    );
  }
  if (first === undefined) throw new UsageError('Missing command.', usageHint());
  if (HELP.includes(first)) {
    const topic = rest[0];
    return { name: 'help', command: topic !== undefined && isCommandName(topic) ? topic : undefined };
  }
  if (!isCommandName(first)) {
    const kind = first.startsWith('-') ? 'option' : 'command';
    throw new UsageError(`Unknown ${kind} "${first}".`, usageHint());
  }
  return parseCommand(first, rest);
}

function parseCommand(command: CommandName, args: string[]): UsersCommand {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    const options = { ...OPTIONS[command], help: { type: 'boolean', short: 'h' } } as const;
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(firstSentence(error), usageHint(command));
  }
  if (parsed.values.help === true) return { name: 'help', command };

  const expected = ARGUMENTS[command];
  const { positionals } = parsed;
  const missing = expected[positionals.length];
  if (missing !== undefined) throw new UsageError(`Missing ${DESCRIBED[missing]}.`, usageHint(command));
  if (positionals.length > expected.length) {
    // The surplus is not echoed: it may well be a password.
    const takesPassword = command === 'add' || command === 'reset-password';
    const message = `Too many arguments: ${command} takes ${expected.length === 0 ? 'none' : expected.join(' ')}.`;
    throw new UsageError(takesPassword ? `${message} ${NO_PASSWORD_ARGUMENTS}` : message, usageHint(command));
  }

  const [userName = '', role = ''] = positionals;
  switch (command) {
    case 'add': {
      const option = parsed.values.role;
      return { name: 'add', userName, role: typeof option === 'string' ? option : 'User' };
    }
    case 'list':
      return { name: 'list' };
    case 'set-role':
      return { name: 'set-role', userName, role };
    case 'reset-password':
      return { name: 'reset-password', userName };
    case 'delete':
      return { name: 'delete', userName, yes: parsed.values.yes === true };
  }
}

// Node's parseArgs messages go on to explain `--`; the first sentence says what is wrong.
function firstSentence(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const sentence = message.split(/\.\s/)[0] ?? message;
  return sentence.endsWith('.') ? sentence : `${sentence}.`;
}
