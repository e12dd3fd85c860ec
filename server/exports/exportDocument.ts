import type { Readable } from 'node:stream';
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
