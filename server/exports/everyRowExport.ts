import type { FastifyBaseLogger } from 'fastify';
import type { CompiledQuery, Kysely } from 'kysely';
import type { CopyCsv } from '../db/exportPool';
import type { ExportSettings } from '../config';
import type { Database } from '../db/schema';
import { nestJoined, type DtoRow } from '../resources/dtoRows';
import { ExportQueue } from './exportQueue';
import { rowsInBatches } from './exportRows';
import { ExportSpool } from './exportSpool';
import { deserialize, serialize } from 'node:v8';

// An export of every row (D-101, D-102): it waits its turn in the queue, then its rows are read at the database's
// speed into a spool on disk, in one snapshot, and the file is written from the spool at the reader's speed. The
// database's part is bounded by the rows, never by the client: a reader who stops holds a file handle, not a
// connection or a transaction.

export interface EveryRowExports {
  settings: ExportSettings;
  queue: ExportQueue;
  /** What the rows are read through: the exports' own pool on PostgreSQL (exportPool.ts). */
  db: Kysely<Database>;
  /** PostgreSQL only: CSV that PostgreSQL writes itself (D-108). */
  copyCsv: CopyCsv | undefined;
}

export function everyRowExports(settings: ExportSettings, db: Kysely<Database>, copyCsv?: CopyCsv): EveryRowExports {
  const queue = new ExportQueue({
    running: settings.runningMax,
    perUser: settings.perUserMax,
    waiting: settings.waitingMax,
  });
  return { settings, queue, db, copyCsv };
}

/** Rows fetched per round trip and per spooled batch. */
const BATCH_ROWS = 1_000;

/** What an export's spool is filled with, as pieces of bytes: batches of rows, or the pieces of a CSV. */
export type ExportSource = (exports: EveryRowExports) => AsyncIterable<Buffer>;

/**
 * The rows of `statement` in batches, each in V8's serialisation, which keeps every value as the database driver gave
 * it; `nested` rows are joined flat columns (`exportRows`), nested again as the DTOs the columns read.
 */
export const rowBatches = (statement: CompiledQuery<DtoRow>, nested: boolean): ExportSource =>
  async function* ({ db, settings }) {
    for await (const rows of rowsInBatches(db, statement, BATCH_ROWS, settings.statementTimeoutMs)) {
      yield serialize(nested ? rows.map(nestJoined) : rows);
    }
  };

/** The batches of rows that `rowBatches` spooled. */
export async function* spooledRows(pieces: AsyncIterable<Buffer>): AsyncGenerator<DtoRow[]> {
  for await (const piece of pieces) yield deserialize(piece) as DtoRow[];
}

interface ExportRequest {
  ticket: string;
  /** Whose export it is (the signed-in user's name), for the per-user limit. */
  owner: string;
  source: ExportSource;
  /** Aborted when the client goes away. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

export interface RunningExport {
  /** What the source gave, as it comes. */
  pieces: AsyncIterable<Buffer>;
  /** Ends the export however it went: stops the read, removes the spool, gives the turn to the next. Idempotent. */
  end(): Promise<void>;
}

/** Waits for the export's turn (ExportQueueFull when it may not wait), then starts spooling what its source gives. */
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
    pieces: spool.pieces(),
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
  try {
    for await (const piece of request.source(exports)) {
      if (stopped()) break;
      await spool.append(piece);
    }
    spool.finish();
  } catch (error) {
    if (stopped()) return;
    request.log.warn({ err: error }, 'An export stopped while reading its rows.');
    spool.fail(error instanceof Error ? error : new Error(String(error)));
  }
}
