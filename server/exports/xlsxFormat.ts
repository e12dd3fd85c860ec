import ExcelJS from 'exceljs';
import { PassThrough, type Writable } from 'node:stream';
import { eventLoopShare, streamEvent, type ExportDocument, type ExportFormat } from './exportDocument';
import { neutralise } from './neutralise';

/** Excel's limit on a sheet's name, and the characters it refuses in one. */
const SHEET_NAME_LENGTH = 31;
const SHEET_NAME_REFUSED = /[[\]:*?/\\]/g;

/**
 * The style of every cell below the header, one object for all: exceljs finds a style it has seen by the object, and
 * otherwise writes out each cell's (a new empty one per cell) to look it up, which took a third of an export's time.
 */
const PLAIN: Partial<ExcelJS.Style> = {};

/** What the zip reads a sheet's XML through (archiver's PassThrough of readable-stream 2). */
type ZipEntryInput = Writable & { _writableState: { length: number } };

/** Bytes of a sheet's XML that may wait for the zip's deflate before the rows wait for it. */
const UNZIPPED_LIMIT = 4 << 20;

/**
 * Waits while the zip is behind with the sheet's XML. exceljs writes the XML into the zip's deflate without waiting
 * (its StreamBuf never says a write should wait), so rows made faster than they are deflated pile up there: a million
 * tickets grew the server by 340 MB, and kept it (2026-11-27). The workbook's own output is waited for apart.
 */
async function keepUpWithZip(sheet: ExcelJS.Worksheet) {
  // The streaming writer's sheet (a WorksheetWriter, untyped): `stream` is its XML, piped into the zip's entry
  // through streams of readable-stream 2, which know their buffered length only as `_writableState.length`.
  const consumers = (sheet as unknown as { stream: { pipes?: ZipEntryInput[] } }).stream.pipes ?? [];
  for (const consumer of consumers) {
    while (consumer._writableState.length > UNZIPPED_LIMIT && !consumer.destroyed) {
      await streamEvent(consumer, 'drain');
    }
  }
}

/** A column's width in characters: its header's, within bounds, scaled by its share of a page's width. */
const widthOf = (header: string, share = 1) => Math.min(60, Math.max(10, header.length + 4) * share);

/**
 * An .xlsx workbook written as the rows come (exceljs's streaming writer): one sheet, the header row bold and frozen,
 * numbers as numbers, every text cell a string cell, never a formula. A text that begins like a formula is neutralised
 * too: a string cell is only text until someone edits it, and Excel then reads what was typed (neutralise.ts).
 */
function writeXlsx({ title, columns, batches }: ExportDocument) {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(title.replace(SHEET_NAME_REFUSED, ' ').slice(0, SHEET_NAME_LENGTH), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map(({ header, width }) => ({ header, width: widthOf(header, width) }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    try {
      const share = eventLoopShare();
      for await (const batch of batches) {
        for (const row of batch) {
          const added = sheet.addRow(columns.map(({ value }) => neutralise(value(row))));
          added.eachCell((cell) => (cell.style = PLAIN));
          added.commit();
          if (share.due()) await share.turn();
        }
        if (out.destroyed) break;
        await keepUpWithZip(sheet);
        if (out.writableNeedDrain) await streamEvent(out, 'drain');
      }
      if (out.destroyed) return;
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return out;
}

export const xlsxFormat: ExportFormat = {
  extension: 'xlsx',
  mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  write: writeXlsx,
};
