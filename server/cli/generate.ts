import { parseArgs } from 'node:util';
import { MAX_SCALE } from '../db/generate/scale';
import { EXIT, UsageError } from './cliErrors';
import { reportFailure } from './reportFailure';
import type { GenerateArguments } from './generateRun';
import { printResult } from './output';

// `npm run db:generate -- --scale N [--replace] [--seed N]`: fills the configured database (DATABASE_URL, or the
// embedded one in DATA_DIR) with realistic data for benchmarks and trials. Scale 1 is about a million passengers.
// This file parses the command line; generateRun.ts, loaded only when there is something to make, makes it, so that
// --help and a mistake on the command line answer without loading the database layer.

const USAGE = `Usage: npm run db:generate -- --scale N [--replace] [--seed N]

  --scale N    how much data: 1 is about 1,000,000 passengers and plane tickets, 100,000 flights, 10,000 pilots,
               5,000 destinations and 1,000 airlines; 0.01 is a hundredth of that (at most ${MAX_SCALE})
  --replace    delete every airline, destination, pilot, passenger, flight and plane ticket, and the audit
               trail, first
  --seed N     another data set (the same seed always makes the same rows)

The database is the server's: DATABASE_URL when set, else the embedded one in DATA_DIR (./data).
API users and travel classes are kept. Stop the server first when it uses the embedded database.`;

function parseNumber(name: string, raw: string | undefined, check: (value: number) => boolean, rule: string) {
  const value = raw === undefined ? Number.NaN : Number(raw);
  if (raw === undefined || raw.trim() === '' || !check(value)) {
    throw new UsageError(
      `--${name} must be ${rule} (got ${raw === undefined ? 'nothing' : JSON.stringify(raw)}).`,
      USAGE,
    );
  }
  return value;
}

function parseGenerateArguments(argv: readonly string[]): GenerateArguments | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        scale: { type: 'string' },
        replace: { type: 'boolean', default: false },
        seed: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error), USAGE);
  }
  if (parsed.help) return 'help';
  if (parsed.scale === undefined)
    throw new UsageError('Say how much data to make with --scale (1 is a million rows).', USAGE);
  const scale = parseNumber(
    'scale',
    parsed.scale,
    (v) => v > 0 && v <= MAX_SCALE,
    `a number above 0, at most ${MAX_SCALE}`,
  );
  const seed =
    parsed.seed === undefined
      ? undefined
      : parseNumber('seed', parsed.seed, (v) => Number.isSafeInteger(v) && v >= 0, 'a whole number from 0');
  return { scale, replace: parsed.replace, seed };
}

async function main(argv: readonly string[]): Promise<number> {
  try {
    const args = parseGenerateArguments(argv);
    if (args === 'help') {
      printResult(USAGE);
      return EXIT.ok;
    }
    const { generateIntoServerDatabase } = await import('./generateRun');
    await generateIntoServerDatabase(args);
    return EXIT.ok;
  } catch (error) {
    return await reportFailure(error);
  }
}

void main(process.argv.slice(2)).then((exitCode) => {
  process.exitCode = exitCode;
});
