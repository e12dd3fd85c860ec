import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { connectDatabase, type DatabaseConnection } from './db/connect';
import { lockDataDir } from './db/dataDirLock';
import { migrate } from './db/migrate';
import { isDemoDataSeeded, seedDemoData } from './db/seed/seedDemoData';
import { loadExportFormats } from './exports/exportRoutes';
import { SHUTDOWN_DEADLINE_MS, stopGracefullyOnSignals } from './gracefulStop';
import { describeStartFailure } from './startFailure';

// Start and graceful stop only; everything the server does is built in app.ts.

/**
 * The heap may grow by half its live size between full collections, not V8's up to fourfold: a long export makes
 * garbage fast while the collector keeps up easily, so V8 let the heap reach 250 to 370 MB over a live 60 to 90 MB, and
 * the server's memory grew by 180 MB for a CSV and 280 MB for a PDF of a million tickets. Bounded so, it grows by 36
 * and 98 MB at the same speed (2026-11-27); the full collections it adds take about 1% of a core.
 */
const HEAP_GROWING_PERCENT = 50;
setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);

/** Steps to undo if start fails half-way, latest first. */
const undo: (() => Promise<void>)[] = [];

async function start(config: Config): Promise<void> {
  const embedded = config.databaseUrl === undefined;
  if (embedded) {
    const release = await lockDataDir(config.dataDir, (error) =>
      console.error(`Warning: lost the lock on ${config.dataDir} (${error.message}).`),
    );
    undo.unshift(release);
  }
  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: embedded ? config.dataDir : undefined,
    onPoolError: (error) => console.error(`Warning: a database connection failed: ${error.message}`),
    postgres: {
      poolSize: config.databasePoolSize,
      exportConnections: config.exportDatabaseConnections,
      queryTimeoutMs: config.databaseQueryTimeoutMs,
      preparedStatements: config.preparedStatements,
      onNamedStatementsOff: (reason) => console.error(`Note: statements are sent unprepared from now on: ${reason}.`),
    },
  });
  undo.unshift(() => database.close());

  await migrate(database.db);
  if (config.seedDemo) await seedDemoData(database.db);
  const demoData = await isDemoDataSeeded(database.db);
  // Migrations and seeding may take long on a big database; requests may not.
  database.limitQueryTime();

  const app = await buildApp({ config, database });
  undo.unshift(async () => {
    // Requests in flight are answered and new ones refused properly before any socket closes (D-97).
    await app.drainRequests();
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });

  stopGracefullyOnSignals({
    deadlineMs: SHUTDOWN_DEADLINE_MS,
    log: app.log,
    // The drain answers or refuses every request; app.close() then stops listening; then the database, then the lock.
    stop: async () => {
      for (const step of undo.splice(0)) await step();
    },
  });

  printBanner(config, database, (app.server.address() as AddressInfo).port, demoData);
  // The workbook and PDF writers take seconds to load: loaded now, in the background, the first export of the day
  // does not wait for them (the tests build the app alone and load them only when they export).
  loadExportFormats().catch((error: unknown) => app.log.warn({ err: error }, 'The export formats did not load.'));
}

function printBanner(config: Config, database: DatabaseConnection, port: number, demoData: boolean): void {
  const anyAddress = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host);
  const host = anyAddress ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  const lines = [
    '',
    `  Airport Back Office is running at http://${host}:${port}`,
    `  Database: ${database.description}`,
    ...(demoData ? ['  Demo accounts (user / password): og / og (SuperAdmin), aa / aa (Admin), uu / uu (User)'] : []),
    '  Stop with Ctrl+C.',
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : String(error));
    process.exit(1);
  }
  try {
    await start(config);
  } catch (error) {
    console.error(describeStartFailure(error, config));
    if (config.logLevel === 'debug' || config.logLevel === 'trace') console.error(error);
    for (const step of undo.splice(0)) await step().catch(() => undefined);
    process.exit(1);
  }
}

void main();
