import type { Readable } from 'node:stream';
import { interactiveRequestsBusy } from '../http/requestsInFlight';
import type { DtoRow } from '../resources/dtoRows';
import type { ExportColumn } from './exportColumns';

/** What an export holds, whatever its format: a titled table, the rows coming in batches as they are read. */
export interface ExportDocument {
  /** e.g. 'Plane Tickets', or 'Manifest of flight 12'. */
  title: string;
  /** What the rows are, in words: the filters, free text and order used, and when the export was made. */
  details: readonly string[];
  columns: readonly ExportColumn[];
  /** The rows in batches: as a cursor reads them, or all at once (a page, a manifest). */
  batches: AsyncIterable<readonly DtoRow[]> | Iterable<readonly DtoRow[]>;
}

/** An export format: its file name's extension, its media type, and how a document is written in it. */
export interface ExportFormat {
  extension: string;
  mediaType: string;
  write(document: ExportDocument): Readable;
}

/**
 * Resolves once the stream does `event` ('drain': it wants more; 'data': its reader took some), or is gone (close): a
 * writer that waits for a stream whose reader went away must not wait for ever, or the rows' cursor would stay open.
 */
export function streamEvent(
  stream: NodeJS.EventEmitter & { destroyed: boolean },
  event: 'drain' | 'data',
): Promise<void> {
  if (stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off(event, done);
      stream.off('close', done);
      resolve();
    };
    stream.on(event, done);
    stream.on('close', done);
  });
}

/** How long an export works before it lets other requests in. */
const SLICE_MS = 1;
/** While interactive requests are being answered, an export waits this many times as long as it last worked. */
const GIVE_WAY_FACTOR = 2;
/** The longest wait between two slices: an export never stops, however busy the server. */
const GIVE_WAY_MAX_MS = 50;

/**
 * Shares the server with the requests someone is waiting for now. An export formats its rows in slices of about
 * SLICE_MS and, between two slices and after each batch of rows, lets the requests that came in meanwhile be answered.
 * A batch of a thousand rows took 5 to 100 ms at once (CSV to PDF), and list page 1 waited behind it: p50 18 ms against
 * 4 ms alone during a CSV export of a million tickets; in slices of 1 ms, 10 ms against 5 (2026-11-27).
 *
 * Slices alone were not enough: an export's database query, compression and client take a core and a half of their own,
 * which list pages then lacked (p50 2.5 times as long). So while interactive requests are being answered, an export
 * waits GIVE_WAY_FACTOR times as long as it worked since its last turn, and its cursor reads only when asked
 * (exportRows.ts): it goes at about a third of its speed, and at full speed again once they are done. List page 1
 * during a CSV export of a million tickets: p50 1.2 to 1.5 times its time alone, against 2.5 (2026-11-28). `due()` is
 * cheap enough to ask for every row.
 */
export function eventLoopShare() {
  let since = performance.now();
  return {
    due: () => performance.now() - since >= SLICE_MS,
    async turn(): Promise<void> {
      const worked = performance.now() - since;
      await new Promise((resolve) =>
        interactiveRequestsBusy()
          ? setTimeout(resolve, Math.min(GIVE_WAY_MAX_MS, worked * GIVE_WAY_FACTOR))
          : setImmediate(resolve),
      );
      since = performance.now();
    },
  };
}
