import { EXIT } from './cliErrors';
import { reportFailure } from './reportFailure';
import { parseUsersArguments } from './usersArguments';
import { helpText } from './usersHelp';

// The users tool: `npm run users -- COMMAND ...` (`--help` lists the commands). API users are created, listed, given
// roles, given passwords and deleted here rather than over HTTP (decision D-33). This file only parses, runs the
// command and turns a failure into one message on stderr and an exit code. The database layer (a second to load,
// the embedded engine above all) is loaded only for a command that uses it: --help and a mistake on the command line
// answer at once.

async function main(argv: readonly string[]): Promise<number> {
  try {
    const command = parseUsersArguments(argv);
    if (command.name === 'help') {
      process.stdout.write(helpText(command.command));
      return EXIT.ok;
    }
    const [{ runUsersCommand }, { readDatabaseLocation }] = await Promise.all([
      import('./usersCommands'),
      import('./serverDatabase'),
    ]);
    await runUsersCommand(command, readDatabaseLocation());
    return EXIT.ok;
  } catch (error) {
    return await reportFailure(error);
  }
}

// Should the event loop run dry while a prompt still waits (its input closed), the run did not succeed.
process.exitCode = EXIT.refused;
void main(process.argv.slice(2)).then((exitCode) => {
  process.exitCode = exitCode;
});
