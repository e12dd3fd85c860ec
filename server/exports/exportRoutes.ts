import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { problem } from '../http/problem';
import { problemResponses } from '../schemas/problem';
import { criteriaSchema, type Criterion } from '../resources/criteria';
import type { ResourceDefinition } from '../resources/definition';
import { listOptionsSchema, parseListOptions, type ListOptions, type ListQuery } from '../resources/listOptions';
import { pageRequest, PagingQuerySchema } from '../resources/paging';
import { searchFilter } from '../resources/readRoutes';
import { EVERY_ROW, everyRowStatement, findPage } from '../resources/repository';
import type { SearchFilter } from '../resources/searchCondition';
import { records } from '../resources/wording';
import { copiedCsv } from './copiedCsv';
import { copiedCsvFile, csvFormat } from './csvFormat';
import { rowBatches, spooledRows } from './everyRowExport';
import type { ExportDocument, ExportFormat } from './exportDocument';
import { queuedExport } from './queuedExport';

// GET /{Entity}/export/{csv|excel|pdf}: the reference API's newer export routes (page, pageSize, getAll and the
// entity's search criteria), which export what the list shows: its criteria, free text, sort and columns, and with
// getAll every matching row, streamed (docs/exports.md).

/**
 * The formats by the name their path gives. The workbook and PDF writers load when first asked for (exceljs and pdfkit
 * take 3 s): the server asks once it listens, in the background (main.ts), so that no export waits for them; the tests
 * build the app alone, and a test worker loads them only if it exports.
 */
const EXPORT_FORMATS: Readonly<Record<string, () => Promise<ExportFormat>>> = {
  csv: () => Promise.resolve(csvFormat),
  excel: async () => (await import('./xlsxFormat')).xlsxFormat,
  pdf: async () => (await import('./pdfFormat')).pdfFormat,
};

const NoContent = Type.Null({ description: 'Nothing matches, or the page is past the end.' });

/** The rows an Excel sheet holds below its header row (1,048,576 in all). */
const EXCEL_ROWS = 1_048_575;

/**
 * How an export is compressed, when its type is (CSV; a workbook and a PDF are compressed already): gzip at its fastest
 * level, each piece flushed as it is written. The API's usual brotli held back the whole of a 100,000-row CSV until it
 * ended (first byte after 4.1 s of 4.3, where the list shows the rows as they come) and took a core from the export.
 */
export const EXPORT_COMPRESSION = {
  encodings: ['gzip' as const],
  zlibOptions: { level: zlib.constants.Z_BEST_SPEED, flush: zlib.constants.Z_SYNC_FLUSH },
};

/** Loads every format's writer, so that no export waits for one. */
export async function loadExportFormats(): Promise<void> {
  await Promise.all(Object.values(EXPORT_FORMATS).map((load) => load()));
}

/** The format a path names, or the 400 that lists the formats. */
export function exportFormat(name: string): Promise<ExportFormat> {
  const key = name.toLowerCase();
  // Own names only: the formats are a plain object, whose inherited names ('__proto__', 'constructor') are no format.
  const load = Object.hasOwn(EXPORT_FORMATS, key) ? EXPORT_FORMATS[key] : undefined;
  if (load === undefined) {
    const detail = `'${name}' is not an export format. Formats: csv, excel, pdf.`;
    throw problem.validation({ format: [detail] }, detail);
  }
  return load();
}

/** yyyyMMdd_HHmmss in UTC, as the reference names its files. */
export const fileStamp = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace('T', '_').slice(0, 15);

/** When and by whom, as the top of a PDF says it. */
export const exportedBy = (at: Date, userName: string) =>
  `Exported ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC by ${userName}.`;

/** Streams the file as an attachment named `{baseName}.{extension}`, saying how many rows it holds. */
function sendFile(reply: FastifyReply, format: ExportFormat, baseName: string, rowCount: number, file: Readable) {
  return reply
    .header('content-type', format.mediaType)
    .header('content-disposition', `attachment; filename="${baseName}.${format.extension}"`)
    .header('x-export-rows', String(rowCount))
    .header('cache-control', 'no-store')
    .send(file);
}

/** Streams the document in the format as an attachment named `{baseName}.{extension}`, saying how many rows it holds. */
export const sendExport = (
  reply: FastifyReply,
  format: ExportFormat,
  baseName: string,
  rowCount: number,
  document: ExportDocument,
) => sendFile(reply, format, baseName, rowCount, format.write(document));

/** Every criterion of the resource's searches, once by name: an export filters as any of its searches does. */
function criteriaOf(definition: ResourceDefinition): Criterion[] {
  const byParam = new Map<string, Criterion>();
  for (const { criteria } of definition.searches) {
    for (const criterion of criteria) if (!byParam.has(criterion.param)) byParam.set(criterion.param, criterion);
  }
  return [...byParam.values()];
}

/** The searches' checks of criteria that must be in order (a date range), all of them. */
function checksOf(definition: ResourceDefinition) {
  return (values: Record<string, unknown>) => {
    for (const { check } of definition.searches) {
      const errors = check?.(values);
      if (errors !== undefined) return errors;
    }
    return undefined;
  };
}

/** The export's rows in words, for the top of a PDF. */
function detailsOf(
  criteria: Record<string, unknown>,
  options: ListOptions,
  scope: string,
  at: Date,
  userName: string,
): string[] {
  const lines: string[] = [];
  const given = Object.entries(criteria).filter(([, value]) => value !== undefined && String(value).trim() !== '');
  if (given.length > 0) lines.push(`Search: ${given.map(([name, value]) => `${name} ${String(value)}`).join(', ')}`);
  if (options.words.length > 0) lines.push(`Quick search: ${options.words.join(' ')}`);
  if (options.sort.length > 0) {
    lines.push(
      `Sorted by: ${options.sort.map(({ name, descending }) => (descending ? `${name} (descending)` : name)).join(', ')}`,
    );
  }
  lines.push(`${scope}. ${exportedBy(at, userName)}`);
  return lines;
}

export function registerExportRoutes(app: FastifyInstance, definition: ResourceDefinition): void {
  const criteria = criteriaOf(definition);
  const params = new Set(criteria.map(({ param }) => param.toLowerCase()));
  app.get(
    `/${definition.path}/export/:format`,
    {
      compress: EXPORT_COMPRESSION,
      config: { auth: definition.access.read === 'superAdmin' ? 'superAdmin' : 'write', background: true },
      schema: {
        tags: [definition.path],
        summary: `Export ${records(definition)} as CSV, Excel (.xlsx) or PDF`,
        description: [
          'The rows the list shows, with its columns: the search criteria, `q` and `sort` as on the list and search',
          'routes; one page (`page`, `pageSize`) or, with `getAll=true`, every matching row. Streamed as an attachment',
          'named {Entity}_{yyyyMMdd_HHmmss}.{csv|xlsx|pdf}; `X-Export-Rows` says how many rows it will hold.',
        ].join(' '),
        params: Type.Object({ format: Type.String({ description: 'csv, excel or pdf.' }) }),
        querystring: Type.Object({
          ...PagingQuerySchema,
          getAll: Type.Optional(Type.Boolean({ description: 'true: every matching row, not only the page.' })),
          ...criteriaSchema(criteria),
          ...listOptionsSchema(definition),
        }),
        response: {
          200: Type.String({ description: 'The file.', contentMediaType: 'application/octet-stream' }),
          204: NoContent,
          ...problemResponses(400, 401, 403, 409, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const { format: formatName } = request.params as { format: string };
      const format = await exportFormat(formatName);
      const query = request.query as ListQuery & { page?: number; pageSize?: number; getAll?: boolean };
      const page = pageRequest(query, app.config.maxPageSize);
      const options = { ...parseListOptions(definition, query), include: definition.exportInclude ?? [] };
      const given = Object.fromEntries(Object.entries(query).filter(([name]) => params.has(name.toLowerCase())));
      const filter: SearchFilter | typeof EVERY_ROW | undefined =
        Object.keys(given).length === 0
          ? EVERY_ROW
          : await searchFilter(
              app,
              definition,
              { path: 'export', criteria, missingCriteria: '', check: checksOf(definition) },
              given,
            );
      if (filter === undefined) return reply.code(204).send();

      let rowCount: number;
      let batches: ExportDocument['batches'];
      let scope: string;
      if (query.getAll === true) {
        const first = await findPage(
          app.db,
          definition,
          filter,
          { page: 1, pageSize: 1, offset: 0n },
          app.searchCounts,
          options,
        );
        rowCount = 'totalCount' in first ? first.totalCount : first.rows.length;
        if (first.rows.length === 0) return reply.code(204).send();
        if (format.extension === 'xlsx' && rowCount > EXCEL_ROWS) {
          const detail = `An Excel sheet holds ${EXCEL_ROWS.toLocaleString('en-US')} rows under its header; these are ${rowCount.toLocaleString('en-US')}. Narrow the search, or export as CSV.`;
          throw problem.validation({ format: [detail] }, detail);
        }
        const statement = everyRowStatement(definition, filter, options);
        const copied = format === csvFormat ? copiedCsv(definition, statement, app.everyRowExports.copyCsv) : undefined;
        if (copied !== undefined) {
          const records = await queuedExport(request, reply, copied);
          const file = copiedCsvFile(definition.exportColumns, records);
          return sendFile(reply, format, `${definition.path}_${fileStamp(new Date())}`, rowCount, file);
        }
        const nested = definition.exportRows !== undefined;
        batches = spooledRows(await queuedExport(request, reply, rowBatches(statement, nested)));
        scope = `Every matching row (${rowCount.toLocaleString('en-US')})`;
      } else {
        if (page === 'pastEnd') return reply.code(204).send();
        const found = await findPage(app.db, definition, filter, page, app.searchCounts, options);
        if (found.rows.length === 0) return reply.code(204).send();
        rowCount = found.rows.length;
        batches = [found.rows];
        scope = `Page ${page.page} at ${page.pageSize} rows a page`;
      }
      const at = new Date();
      const document = {
        title: definition.plural,
        details: detailsOf(given, options, scope, at, request.user.userName),
        columns: definition.exportColumns,
        batches,
      };
      return sendExport(reply, format, `${definition.path}_${fileStamp(at)}`, rowCount, document);
    },
  );
}
