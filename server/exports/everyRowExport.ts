import type { FastifyBaseLogger } from 'fastify';
import type { CompiledQuery, Kysely } from 'kysely';
import type { ExportSettings } from '../config';
import type { Database } from '../db/schema';
import { nestJoined, type DtoRow } from '../resources/dtoRows';
import { ExportQueue } from './exportQueue';
import { rowsInBatches } from './exportRows';
import { ExportSpool } from './exportSpool';

// An export of every row (D-101, D-102): it waits its turn in the queue, then its rows are read at the database's
// speed into a spool on disk, in one snapshot, and the file is written from the spool at the reader's speed. The
// database's part is bounded by the rows, never by the client: a reader who stops holds a file handle, not a
// connection or a transaction.

export interface EveryRowExports {
  settings: ExportSettings;
  queue: ExportQueue;
  /** What the rows are read through: the exports' own pool on PostgreSQL (exportPool.ts). */
  db: Kysely<Database>;
}

export function everyRowExports(settings: ExportSettings, db: Kysely<Database>): EveryRowExports {
  const queue = new ExportQueue({
    running: settings.runningMax,
    perUser: settings.perUserMax,
    waiting: settings.waitingMax,
  });
  return { settings, queue, db };
}

/** Rows fetched per round trip and per spooled batch. */
const BATCH_ROWS = 1_000;

interface ExportRequest {
  ticket: string;
  /** Whose export it is (the signed-in user's name), for the per-user limit. */
  owner: string;
  statement: CompiledQuery<DtoRow>;
  /** The rows are joined flat columns (`exportRows`), to be nested as the DTOs the columns read. */
  nested: boolean;
  /** Aborted when the client goes away. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

export interface RunningExport {
  batches: AsyncIterable<DtoRow[]>;
  /** Ends the export however it went: stops the read, removes the spool, gives the turn to the next. Idempotent. */
  end(): Promise<void>;
}

/** Waits for the export's turn (ExportQueueFull when it may not wait), then starts spooling its rows. */
export async function startEveryRowExport(exports: EveryRowExports, request: ExportRequest): Promise<RunningExport> {
  const release = await exports.queue.enter(request.ticket, request.owner, request.signal);
  let spool: ExportSpool;
  try {
    request.signal.throwIfAborted();
    spool = await ExportSpool.open(exports.settings.spoolDir, exports.settings.spoolMaxBytes);
  } catch (error) {
    release();
    throw error;
  }
  let stopped = false;
  const filling = fill(exports, request, spool, () => stopped);
  let ending: Promise<void> | undefined;
  return {
    batches: spool.batches(),
    end: () =>
      (ending ??= (async () => {
        stopped = true;
        await spool.close();
        await filling;
        release();
      })()),
  };
}

async function fill(exports: EveryRowExports, request: ExportRequest, spool: ExportSpool, stopped: () => boolean) {
  const { db, settings } = exports;
  try {
    for await (const rows of rowsInBatches(db, request.statement, BATCH_ROWS, settings.statementTimeoutMs)) {
      if (stopped()) break;
      await spool.append(request.nested ? rows.map(nestJoined) : rows);
    }
    spool.finish();
  } catch (error) {
    if (stopped()) return;
    request.log.warn({ err: error }, 'An export stopped while reading its rows.');
    spool.fail(error instanceof Error ? error : new Error(String(error)));
  }
}
