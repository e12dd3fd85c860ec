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

it('sets names from anywhere in a PDF, an accent typed as a separate mark on its letter, and cuts what does not fit', async () => {
  const names = exportColumns<{ id: number; name: string }>([property('Id', 'id', 0.2), property('Name', 'name', 0.8)]);
  async function* batches() {
    yield [
      { id: 1, name: 'Đorđe Øystein-Żaneta' },
      { id: 2, name: 'Jose\u0301 Mu\u0308ller' },
      { id: 3, name: `Wawrzyniakowska-${'Szczepańska'.repeat(12)}` },
    ];
  }
  const chunks: Buffer[] = [];
  const out = pdfFormat.write({ title: 'Passengers', details: [], columns: names, batches: batches() });
  for await (const chunk of out) chunks.push(chunk as Buffer);
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(Buffer.concat(chunks)) }).promise;
  const content = await (await document.getPage(1)).getTextContent();
  const texts = content.items.map((item) => ('str' in item ? item.str : ''));
  expect(texts).toEqual(expect.arrayContaining(['Đorđe Øystein-Żaneta', 'José Müller']));
  const cut = texts.find((text) => text.startsWith('Wawrzyniakowska-'));
  expect(cut).toMatch(/…$/);
  expect(cut?.length).toBeLessThan(150);
});
