import { Readable } from 'node:stream';
import type { ExportCell, ExportColumn } from './exportColumns';
import { eventLoopShare, type ExportDocument, type ExportFormat } from './exportDocument';
import { neutralise } from './neutralise';

// CSV as RFC 4180 writes it (CRLF after each record; a field with a comma, quote or line break quoted, its quotes
// doubled), in UTF-8 with a byte-order mark, without which Excel reads the file in the machine's legacy code page.

const BOM = '\uFEFF';
const NEEDS_QUOTES = /[",\r\n]/;

function field(cell: ExportCell): string {
  const text = cell === null ? '' : String(neutralise(cell));
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const record = (cells: readonly ExportCell[]) => `${cells.map(field).join(',')}\r\n`;

async function* csvText({ columns, batches }: ExportDocument): AsyncGenerator<string> {
  yield BOM + record(columns.map(({ header }) => header));
  const share = eventLoopShare();
  for await (const batch of batches) {
    let text = '';
    for (const row of batch) {
      text += record(columns.map(({ value }) => value(row)));
      if (share.due()) {
        yield text;
        text = '';
        await share.turn();
      }
    }
    if (text !== '') yield text;
    await share.turn();
  }
}

/** A CSV whose records PostgreSQL wrote (copiedCsv.ts), under the same byte-order mark and header as `csvFormat`'s. */
export function copiedCsvFile(columns: readonly ExportColumn[], records: AsyncIterable<Buffer>): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.from(BOM + record(columns.map(({ header }) => header)));
      yield* records;
    })(),
    { objectMode: false },
  );
}

export const csvFormat: ExportFormat = {
  extension: 'csv',
  mediaType: 'text/csv; charset=utf-8',
  write: (document) => Readable.from(csvText(document), { objectMode: false }),
};
