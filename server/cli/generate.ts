import { parseArgs } from 'node:util';
import { MultiBar, Presets } from 'cli-progress';
import { generateData, TablesNotEmptyError, type Progress } from '../db/generate/generateData';
import { MAX_SCALE } from '../db/generate/scale';
import { CliFailure, describeFailure, EXIT, UsageError } from './cliErrors';
import { printNotice, printResult } from './output';
import { openServerDatabase, readDatabaseLocation } from './serverDatabase';

// `npm run db:generate -- --scale N [--replace] [--seed N]`: fills the configured database (DATABASE_URL, or the
// embedded one in DATA_DIR) with realistic data for benchmarks and trials. Scale 1 is about a million passengers.

const USAGE = `Usage: npm run db:generate -- --scale N [--replace] [--seed N]

  --scale N    how much data: 1 is about 1,000,000 passengers and plane tickets, 100,000 flights, 10,000 pilots,
               5,000 destinations and 1,000 airlines; 0.01 is a hundredth of that (at most ${MAX_SCALE})
  --replace    delete every airline, destination, pilot, passenger, flight and plane ticket first
  --seed N     another data set (the same seed always makes the same rows)

The database is the server's: DATABASE_URL when set, else the embedded one in DATA_DIR (./data).
API users and travel classes are kept. Stop the server first when it uses the embedded database.`;

const PLURALS = {
  airline: 'airlines',
  destination: 'destinations',
  pilot: 'pilots',
  passenger: 'passengers',
  flight: 'flights',
  planeTicket: 'plane tickets',
} as const;

interface GenerateArguments {
  scale: number;
  replace: boolean;
  seed?: number;
}

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

/** One bar per table while its rows load, then one for the indexes; plain lines when stderr is not a terminal. */
function progressBars() {
  // Made with the first report, so a run refused before loading anything prints nothing but its reason.
  let bars: MultiBar | undefined;
  const started = new Map<string, ReturnType<MultiBar['create']>>();
  return {
    update({ phase, subject, done, total }: Progress) {
      bars ??= new MultiBar(
        {
          format: '{subject} |{bar}| {percentage}% {value}/{total} {unit} {eta_formatted}',
          hideCursor: true,
          noTTYOutput: true,
          notTTYSchedule: 5_000,
          formatValue: (value, _options, type) =>
            type === 'value' || type === 'total' ? value.toLocaleString('en-US') : String(value),
        },
        Presets.shades_classic,
      );
      const key = phase === 'load' ? subject : 'indexes';
      const label = (phase === 'load' ? subject.replace('_', ' ') : 'indexes').padEnd(12);
      const unit = phase === 'load' ? 'rows' : 'built';
      const bar = started.get(key) ?? bars.create(total, done, { subject: label, unit });
      started.set(key, bar);
      bar.update(done, { subject: label, unit });
    },
    stop: () => bars?.stop(),
  };
}

async function main(argv: readonly string[]): Promise<number> {
  try {
    const args = parseGenerateArguments(argv);
    if (args === 'help') {
      printResult(USAGE);
      return EXIT.ok;
    }
    const database = await openServerDatabase(readDatabaseLocation());
    const bars = progressBars();
    const started = performance.now();
    try {
      const counts = await generateData(database.db, { ...args, onProgress: (progress) => bars.update(progress) });
      bars.stop();
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const summary = (Object.keys(counts) as (keyof typeof counts)[])
        .map((table) => `${counts[table].toLocaleString('en-US')} ${PLURALS[table]}`)
        .join(', ');
      printResult(`Generated ${summary} in ${seconds} s.`);
      const users = await database.db.selectFrom('apiUser').select('apiUserId').limit(1).execute();
      if (users.length === 0) {
        printNotice(
          'No API user can sign in to this database yet: add one with npm run users -- add NAME --role Admin',
        );
      }
    } catch (error) {
      bars.stop();
      if (error instanceof TablesNotEmptyError) throw new CliFailure(error.message);
      throw error;
    } finally {
      await database.close();
    }
    return EXIT.ok;
  } catch (error) {
    const { message, exitCode } = describeFailure(error);
    printNotice(`Error: ${message}`);
    if (error instanceof UsageError && error.usage !== undefined) printNotice(error.usage);
    return exitCode;
  }
}

void main(process.argv.slice(2)).then((exitCode) => {
  process.exitCode = exitCode;
});
