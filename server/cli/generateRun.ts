import { MultiBar, Presets } from 'cli-progress';
import { generateData, TablesNotEmptyError, type Progress } from '../db/generate/generateData';
import { CliFailure } from './cliErrors';
import { printNotice, printResult } from './output';
import { openServerDatabase, readDatabaseLocation } from './serverDatabase';

// The work of `npm run db:generate` once its command line is read (generate.ts): opens the server's database, makes
// the rows with progress bars on stderr, and says what it made.

/** What the command line asked for. */
export interface GenerateArguments {
  scale: number;
  replace: boolean;
  seed?: number;
}

const PLURALS = {
  airline: 'airlines',
  destination: 'destinations',
  pilot: 'pilots',
  passenger: 'passengers',
  flight: 'flights',
  planeTicket: 'plane tickets',
  auditEntry: 'audit entries',
} as const;

/**
 * One bar per table while its rows load, one for the audit history, then one for the indexes; plain lines when
 * stderr is not a terminal.
 */
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
      const key = phase === 'index' ? 'indexes' : subject;
      const label = (phase === 'index' ? 'indexes' : subject.replace('_', ' ')).padEnd(13);
      const unit = { load: 'rows', history: 'tables', index: 'built' }[phase];
      const bar = started.get(key) ?? bars.create(total, done, { subject: label, unit });
      started.set(key, bar);
      bar.update(done, { subject: label, unit });
    },
    stop: () => bars?.stop(),
  };
}

/** Fills the server's database (DATABASE_URL, or the embedded one in DATA_DIR) as `args` ask. */
export async function generateIntoServerDatabase(args: GenerateArguments): Promise<void> {
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
      printNotice('No API user can sign in to this database yet: add one with npm run users -- add NAME --role Admin');
    }
  } catch (error) {
    bars.stop();
    if (error instanceof TablesNotEmptyError) throw new CliFailure(error.message);
    throw error;
  } finally {
    await database.close();
  }
}
