import { createInterface } from 'node:readline';
import { read } from 'read';
import { CliFailure, EXIT } from './cliErrors';
import { printable } from './output';

// Passwords reach the tool only through a hidden prompt or stdin, never the command line, where the shell history and
// the process list would keep them. Prompts go to stderr so stdout carries results only.

const ATTEMPTS = 3;

export const isInteractive = (): boolean => process.stdin.isTTY === true;

/**
 * The new password: on a terminal, typed twice at a hidden prompt (up to three tries until the two match and the
 * `check` passes); otherwise the first line of stdin, as in `printf '%s\n' "$PASSWORD" | npm run users -- add bob`.
 * `check` returns the message to show for an unacceptable password, or undefined.
 */
export async function readNewPassword(label: string, check: (password: string) => string | undefined): Promise<string> {
  if (!isInteractive()) return readFirstLine();
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const password = await ask(`${label}:`, { hidden: true });
    const problem = check(password);
    if (problem !== undefined) {
      process.stderr.write(`${problem}\n`);
      continue;
    }
    if ((await ask('Type it again:', { hidden: true })) === password) return password;
    process.stderr.write('The two passwords differ.\n');
  }
  throw new CliFailure(`No password after ${ATTEMPTS} tries: nothing changed.`);
}

/** Asks a yes/no question on the terminal; only "y" or "yes" counts as yes. */
export async function confirm(question: string): Promise<boolean> {
  const answer = await ask(`${question} [y/N]`, { hidden: false });
  return /^\s*y(es)?\s*$/i.test(answer);
}

async function ask(prompt: string, { hidden }: { hidden: boolean }): Promise<string> {
  const ended = inputEnded();
  try {
    // terminal: true even when stderr is redirected, so readline takes over the keyboard and the terminal does not
    // echo what is typed by itself.
    const answer = await Promise.race([
      read({
        prompt: printable(prompt),
        silent: hidden,
        replace: '',
        input: process.stdin,
        output: process.stderr,
        terminal: true,
      }),
      ended.promise,
    ]);
    // A hidden prompt swallows the Enter key's line break as well.
    if (hidden) process.stderr.write('\n');
    return answer;
  } catch (error) {
    if (error instanceof Error && error.message === 'canceled') {
      process.stderr.write('\n');
      throw new CliFailure('Cancelled: nothing changed.', EXIT.cancelled);
    }
    throw error;
  } finally {
    ended.stop();
  }
}

/**
 * Rejects when the input ends at a prompt (Ctrl+D on an empty line): `read` would then wait forever, and the process
 * would end silently without closing the database. Readline pauses stdin when it closes, after an ordinary answer too,
 * but just before `read` resolves: hence the check one turn later, when an answer has already won the race.
 */
function inputEnded(): { promise: Promise<never>; stop(): void } {
  let stopped = false;
  let onPause = (): void => undefined;
  const promise = new Promise<never>((_, reject) => {
    onPause = () =>
      setImmediate(() => {
        if (stopped) return;
        process.stderr.write('\n');
        reject(new CliFailure('No answer (the input ended): nothing changed.'));
      });
    process.stdin.once('pause', onPause);
  });
  // The race is usually won by the answer; the rejection that loses it must not count as unhandled.
  promise.catch(() => undefined);
  return {
    promise,
    stop() {
      stopped = true;
      process.stdin.off('pause', onPause);
    },
  };
}

/** The first line of stdin without its line break ('' when stdin is empty); the rest is not read. */
async function readFirstLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  try {
    for await (const line of lines) return line;
    return '';
  } finally {
    lines.close();
    // A pipe that stays open after the first line must not keep the tool running.
    process.stdin.destroy();
  }
}
