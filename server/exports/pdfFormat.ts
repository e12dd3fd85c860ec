import path from 'node:path';
import zlib from 'node:zlib';
import PDFDocument from 'pdfkit';
import type { ExportCell, ExportColumn } from './exportColumns';
import { eventLoopShare, streamEvent, type ExportDocument, type ExportFormat } from './exportDocument';

// A PDF export: an A4 table (landscape when it has more than five columns) with the title, what the rows are and when
// they were exported at the top, the header row repeated on every page, and the page number at the foot. Written
// page by page as the rows come (pdfkit); every page is final once written, so the total of pages is not known.

const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
/** DejaVu Sans: the names of passengers from anywhere (Đorđe, Øystein, Żaneta) in one embedded font. */
const REGULAR = path.join(FONT_DIR, 'DejaVuSans.ttf');
const BOLD = path.join(FONT_DIR, 'DejaVuSans-Bold.ttf');

const MARGIN = 36;
const FONT_SIZE = 8.5;
const ROW_HEIGHT = 15;
const CELL_PADDING = 4;
const FOOTER_GAP = 14;
const COLOURS = { text: '#1a1a1a', muted: '#555555', rule: '#d5d9de', headerFill: '#e8eef5' };
/** Bytes the document may hold unread before writing waits for its reader. */
const UNREAD_LIMIT = 1 << 20;

type Pdf = InstanceType<typeof PDFDocument>;

interface Layout {
  /** Each column's left edge and width. */
  columns: { x: number; width: number }[];
  bottom: number;
}

/** Text cut to the width with an ellipsis (measuring is cheap: each character's width is remembered, setFromGlyphs). */
function fitter(doc: Pdf) {
  return (text: string, width: number): string => {
    if (doc.widthOfString(text) <= width) return text;
    let low = 0;
    let high = text.length;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (doc.widthOfString(`${text.slice(0, middle)}…`) <= width) low = middle;
      else high = middle - 1;
    }
    return `${text.slice(0, low)}…`;
  };
}

function layoutOf(doc: Pdf, columns: readonly ExportColumn[]): Layout {
  const inner = doc.page.width - 2 * MARGIN;
  const shares = columns.map(({ width }) => width ?? 1);
  const total = shares.reduce((sum, share) => sum + share, 0);
  let x = MARGIN;
  const placed = shares.map((share) => {
    const width = (inner * share) / total;
    x += width;
    return { x: x - width, width };
  });
  return { columns: placed, bottom: doc.page.height - MARGIN - FOOTER_GAP };
}

/** Printable ASCII: no such glyph of DejaVu Sans is wider than the font's size ('W' and '@' are the widest). */
const ASCII = /^[\x20-\x7e]*$/;

/** Whether a text surely fits without measuring it: n ASCII characters are at most n times the font's size wide. */
const surelyFits = (text: string, width: number, fontSize: number) =>
  text.length * fontSize <= width && ASCII.test(text);

function drawCells(doc: Pdf, layout: Layout, cells: readonly ExportCell[], y: number, fit: ReturnType<typeof fitter>) {
  layout.columns.forEach(({ x, width }, index) => {
    const cell = cells[index];
    if (cell === null || cell === undefined) return;
    const text = String(cell);
    const inner = width - 2 * CELL_PADDING;
    // Ids, dates and prices are never cut, so most cells need no measuring.
    doc.text(surelyFits(text, inner, FONT_SIZE) ? text : fit(text, inner), x + CELL_PADDING, y + 4, {
      lineBreak: false,
    });
  });
}

function drawHeader(
  doc: Pdf,
  layout: Layout,
  columns: readonly ExportColumn[],
  y: number,
  fit: ReturnType<typeof fitter>,
) {
  const width = doc.page.width - 2 * MARGIN;
  doc.rect(MARGIN, y, width, ROW_HEIGHT).fill(COLOURS.headerFill);
  doc.font('bold').fontSize(FONT_SIZE).fillColor(COLOURS.text);
  drawCells(
    doc,
    layout,
    columns.map(({ header }) => header),
    y,
    fit,
  );
  doc.font('regular');
  return y + ROW_HEIGHT;
}

/** The rule under each row of a page, as one path: drawn row by row, their colour and width took a tenth of the time. */
function drawRules(doc: Pdf, ys: readonly number[]) {
  if (ys.length === 0) return;
  for (const y of ys) doc.moveTo(MARGIN, y).lineTo(doc.page.width - MARGIN, y);
  doc.lineWidth(0.5).stroke(COLOURS.rule);
}

function drawFooter(doc: Pdf, title: string, page: number) {
  const y = doc.page.height - MARGIN;
  // Below the bottom margin: pdfkit would otherwise start a new page for it.
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.font('regular').fontSize(7.5).fillColor(COLOURS.muted);
  doc.text(title, MARGIN, y, { lineBreak: false });
  const label = `Page ${page}`;
  doc.text(label, doc.page.width - MARGIN - doc.widthOfString(label), y, { lineBreak: false });
  doc.page.margins.bottom = bottom;
  doc.fontSize(FONT_SIZE).fillColor(COLOURS.text);
}

/** 100,000 tickets: 14.2 MB in 7.8 s, against 12.0 MB in 10.8 s at the default level and 15.3 MB at level 1. */
const CONTENT_DEFLATE_LEVEL = 3;

/** What this file uses of a page's content stream (pdfkit's PDFReference, whose type is not exported). */
interface ContentStream {
  compress: boolean;
  data: { Filter?: string; Length?: number };
  buffer: Uint8Array[];
  uncompressedLength: number;
  write(chunk: string | Uint8Array): void;
  finalize(): void;
}

/**
 * Gathers a page's drawing operators as text and writes them once, deflated at one of zlib's fast levels, when the page
 * ends. pdfkit turns each operator into bytes one character at a time, joins them at the page's end and deflates them
 * at the default level (6): together a fifth of a PDF export's time (2026-11-27). What pdfkit wrote before (a new
 * page's coordinate transform) is taken back as text first.
 */
function writeContentAtEnd(page: Pdf['page']) {
  const content = (page as unknown as { content: ContentStream }).content;
  const write = content.write.bind(content);
  const finalize = content.finalize.bind(content);
  let text = content.buffer.map((bytes) => Buffer.from(bytes).toString('latin1')).join('');
  content.buffer = [];
  content.uncompressedLength = 0;
  content.data.Length = 0;
  content.compress = false;
  content.data.Filter = 'FlateDecode';
  content.write = (chunk) => {
    if (typeof chunk !== 'string') throw new Error('A PDF export draws text and lines, never bytes (an image).');
    text += `${chunk}\n`;
  };
  content.finalize = () => {
    write(zlib.deflateSync(Buffer.from(text, 'latin1'), { level: CONTENT_DEFLATE_LEVEL }));
    finalize();
  };
}

/**
 * Lets go of what a written page still holds: pdfkit keeps each page's dictionary in the page tree until the document
 * ends, with its content and resources objects, though the end writes no more than its number. A million rows are some
 * 30,000 pages, and their objects grew the live heap by 30 MB (2026-11-27).
 */
function forgetWrittenPage(page: Pdf['page']) {
  (page as unknown as { dictionary: { data: object } }).dictionary.data = {};
}

/** What this file uses of fontkit's glyphs and of pdfkit's embedded fonts (neither type is exported). */
interface Glyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}
interface GlyphPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
}
interface TextRun {
  glyphs: Glyph[] | null;
  positions: GlyphPosition[] | null;
  advanceWidth: number;
}
interface EmbeddedFont {
  font: { glyphForCodePoint(codePoint: number): Glyph };
  /** Font units to a thousandth of the font size. */
  scale: number;
  subset: { includeGlyph(id: number): number };
  /** By the glyph's number in the subset: its width, and the text it stands for (the PDF's ToUnicode map). */
  widths: number[];
  unicode: number[][];
  layout(text: string, features?: unknown, onlyWidth?: boolean): TextRun;
  encode(text: string, features?: unknown): [string[], GlyphPosition[]];
}

/** A glyph as set: its width and its number in the font's subset, as the text operator writes it (4 hex digits). */
interface SetGlyph {
  glyph: Glyph;
  position: GlyphPosition;
  code: string | undefined;
}

/**
 * Sets text glyph by glyph from the font's widths, without fontkit's OpenType shaping, and remembers each character's
 * glyph, width and code in the subset: shaping a word (kerning, ligatures, marks) took about 170 µs, 3.7 words a row,
 * most of an export's time (1,500 rows/s, 2026-11-27); then pdfkit's word cache, fontkit's glyph lookup and the subset's
 * codes took a quarter of what was left (a cache of every word, forgotten each page, against a cache of the few
 * hundred characters a list uses). A table of names, dates and numbers needs no shaping; text is composed first (NFC)
 * so that an accent typed as a separate mark still lands on its letter.
 */
function setFromGlyphs(doc: Pdf) {
  const fonts = (doc as unknown as { _fontFamilies?: Record<string, EmbeddedFont> })._fontFamilies ?? {};
  for (const embedded of Object.values(fonts)) {
    const byCodePoint = new Map<number, SetGlyph>();
    const setGlyph = (codePoint: number): SetGlyph => {
      let set = byCodePoint.get(codePoint);
      if (set === undefined) {
        const glyph = embedded.font.glyphForCodePoint(codePoint);
        const width = glyph.advanceWidth * embedded.scale;
        const position = { xAdvance: width, yAdvance: 0, xOffset: 0, yOffset: 0, advanceWidth: width };
        byCodePoint.set(codePoint, (set = { glyph, position, code: undefined }));
      }
      return set;
    };
    const codeOf = (set: SetGlyph): string => {
      if (set.code === undefined) {
        const id = embedded.subset.includeGlyph(set.glyph.id);
        embedded.widths[id] ??= set.position.advanceWidth;
        embedded.unicode[id] ??= set.glyph.codePoints;
        set.code = id.toString(16).padStart(4, '0');
      }
      return set.code;
    };
    const glyphsOf = (text: string): SetGlyph[] => {
      const glyphs: SetGlyph[] = [];
      for (const character of text.normalize('NFC')) glyphs.push(setGlyph(character.codePointAt(0) as number));
      return glyphs;
    };
    embedded.layout = (text, _features, onlyWidth) => {
      const glyphs = glyphsOf(text);
      const advanceWidth = glyphs.reduce((sum, { position }) => sum + position.advanceWidth, 0);
      if (onlyWidth === true) return { glyphs: null, positions: null, advanceWidth };
      return {
        glyphs: glyphs.map(({ glyph }) => glyph),
        positions: glyphs.map(({ position }) => position),
        advanceWidth,
      };
    };
    embedded.encode = (text) => {
      const glyphs = glyphsOf(text);
      return [glyphs.map(codeOf), glyphs.map(({ position }) => position)];
    };
  }
}

/** Waits while the reader is more than UNREAD_LIMIT behind (pdfkit itself never waits), or until it is gone. */
async function keepUpWith(doc: Pdf) {
  while (doc.readableLength > UNREAD_LIMIT && !doc.destroyed) await streamEvent(doc, 'data');
}

async function drawDocument(doc: Pdf, { title, details, columns, batches }: ExportDocument) {
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  // pdfkit loads a font when it is first chosen.
  doc.font('bold').font('regular');
  setFromGlyphs(doc);
  writeContentAtEnd(doc.page);
  const fit = fitter(doc);
  const layout = layoutOf(doc, columns);
  let page = 1;
  doc.font('bold').fontSize(14).fillColor(COLOURS.text).text(title, MARGIN, MARGIN);
  doc.font('regular').fontSize(8.5).fillColor(COLOURS.muted);
  for (const line of details) doc.text(line, { width: doc.page.width - 2 * MARGIN });
  let y = drawHeader(doc, layout, columns, doc.y + 8, fit);
  let rows = 0;
  /** The rules under the rows of this page, drawn when it is full. */
  const rules: number[] = [];
  const share = eventLoopShare();
  for await (const batch of batches) {
    for (const row of batch) {
      if (share.due()) await share.turn();
      if (doc.destroyed) break;
      if (y + ROW_HEIGHT > layout.bottom) {
        drawRules(doc, rules.splice(0));
        drawFooter(doc, title, page);
        const written = doc.page;
        doc.addPage();
        writeContentAtEnd(doc.page);
        forgetWrittenPage(written);
        page += 1;
        y = drawHeader(doc, layout, columns, MARGIN, fit);
      }
      drawCells(
        doc,
        layout,
        columns.map(({ value }) => value(row)),
        y,
        fit,
      );
      rules.push(y + ROW_HEIGHT);
      y += ROW_HEIGHT;
      rows += 1;
    }
    if (doc.destroyed) break;
    await keepUpWith(doc);
    if (doc.destroyed) break;
  }
  if (doc.destroyed) return;
  if (rows === 0) doc.fillColor(COLOURS.muted).text('No rows.', MARGIN + CELL_PADDING, y + 4, { lineBreak: false });
  drawRules(doc, rules);
  drawFooter(doc, title, page);
  doc.end();
}

function writePdf(document: ExportDocument) {
  const doc = new PDFDocument({
    size: 'A4',
    layout: document.columns.length > 5 ? 'landscape' : 'portrait',
    margin: MARGIN,
    info: { Title: document.title, Creator: 'Airport Back Office' },
  });
  drawDocument(doc, document).catch((error: unknown) => {
    doc.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return doc;
}

export const pdfFormat: ExportFormat = { extension: 'pdf', mediaType: 'application/pdf', write: writePdf };
