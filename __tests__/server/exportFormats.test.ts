import type { Readable } from 'node:stream';
import { csvFormat } from '../../server/exports/csvFormat';
import { exportColumns, property } from '../../server/exports/exportColumns';
import type { ExportFormat } from '../../server/exports/exportDocument';
import { pdfFormat } from '../../server/exports/pdfFormat';
import { xlsxFormat } from '../../server/exports/xlsxFormat';

// Each format stops reading rows once its reader is gone: the rows come from a cursor in an open transaction, which a
// client that went away must not keep reading to the end (docs/exports.md).

const columns = exportColumns<{ id: number; name: string }>([property('Id', 'id'), property('Name', 'name')]);

/** Rows without end, counting how many batches were read and whether the reading was stopped. */
function endlessRows() {
  const state = { batches: 0, stopped: false };
  async function* batches() {
    try {
      for (let id = 1; ; id += 100) {
        state.batches += 1;
        yield Array.from({ length: 100 }, (_, index) => ({ id: id + index, name: `Airline ${id + index}` }));
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      state.stopped = true;
    }
  }
  return { state, batches: batches() };
}

async function until(condition: () => boolean, timeoutMs = 5_000) {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('The condition did not hold in time.');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

it.each<[string, ExportFormat]>([
  ['CSV', csvFormat],
  ['Excel', xlsxFormat],
  ['PDF', pdfFormat],
])('%s stops reading rows when its reader goes away', async (_name, format) => {
  const { state, batches } = endlessRows();
  const out: Readable = format.write({ title: 'Airlines', details: [], columns, batches });
  out.on('error', () => undefined);
  await new Promise<void>((resolve) => out.once('data', () => resolve()));
  out.destroy();
  await until(() => state.stopped);
  const read = state.batches;
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(state.batches).toBe(read);
});
