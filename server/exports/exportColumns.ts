import type { DtoRow } from '../resources/dtoRows';

/** What a cell of an export holds: numbers stay numbers (a spreadsheet sums prices), the rest is text. */
export type ExportCell = string | number | null;

/** A column of an export: the header and value the list screen shows for it (docs/exports.md). */
export interface ExportColumn {
  header: string;
  value: (row: DtoRow) => ExportCell;
  /** Its share of a PDF page's width, against the others' (1 unless said). */
  width?: number;
}

/**
 * A part of a resource's export cell: text as it is, or a value of the record at a dotted path into its DTO
 * ('passenger.firstName'), as it is, as a time without zero seconds, or as the label of a code.
 */
export type CellPart =
  | string
  | { path: string }
  | { path: string; time: 'short' }
  | { path: string; labels: Readonly<Record<string, string>> };

/**
 * A resource's export column, said as data rather than code, so that one definition is both the value Node writes
 * for a row and the expression PostgreSQL writes for it when it makes a CSV itself (cellSql.ts, D-108): the one value
 * at `parts[0]` when it is alone, else the parts' text joined, empty when a value it needs is missing.
 */
export interface CellColumn extends ExportColumn {
  parts: readonly CellPart[];
}

/** Dotted paths into T's properties, nested records included ('flight.destination.city'). */
type Path<T> = {
  [K in keyof T & string]: NonNullable<T[K]> extends readonly unknown[]
    ? K
    : NonNullable<T[K]> extends object
      ? K | `${K}.${Path<NonNullable<T[K]>>}`
      : K;
}[keyof T & string];

/** A row's value at a dotted path, undefined where a record on the way is missing. */
function valueAt(row: DtoRow, path: readonly string[]): unknown {
  let value: unknown = row;
  for (const name of path) {
    if (value === null || value === undefined) return undefined;
    value = (value as DtoRow)[name];
  }
  return value;
}

/** HH:mm:ss as HH:mm when its seconds are 0, as the list screens write a departure. */
const shortTime = (time: string) => (time.endsWith(':00') ? time.slice(0, 5) : time);

function partText(part: Exclude<CellPart, string>, value: unknown): string {
  const text = String(value);
  if ('time' in part) return shortTime(text);
  if ('labels' in part) return Object.hasOwn(part.labels, text) ? (part.labels[text] as string) : text;
  return text;
}

/** The path of a cell that is one value as it is (a number stays a number), or undefined for a cell of text. */
export function valuePath(parts: readonly CellPart[]): string | undefined {
  const [only] = parts;
  return parts.length === 1 && typeof only === 'object' && !('time' in only) && !('labels' in only)
    ? only.path
    : undefined;
}

function cellValue(parts: readonly CellPart[]): (row: DtoRow) => ExportCell {
  const paths = parts.map((part) => (typeof part === 'string' ? undefined : part.path.split('.')));
  const single = valuePath(parts);
  if (single !== undefined) {
    const path = single.split('.');
    return (row) => (valueAt(row, path) ?? null) as ExportCell;
  }
  return (row) => {
    let text = '';
    for (let index = 0; index < parts.length; index++) {
      const part = parts[index] as CellPart;
      if (typeof part === 'string') {
        text += part;
        continue;
      }
      const value = valueAt(row, paths[index] as string[]);
      if (value === null || value === undefined) return null;
      text += partText(part, value);
    }
    return text;
  };
}

/** The export columns of a resource whose DTO is T, each said as its parts. */
export function cellColumns<T>() {
  const column = (header: string, parts: readonly CellPart[], width?: number): CellColumn => ({
    header,
    parts,
    value: cellValue(parts),
    ...(width === undefined ? {} : { width }),
  });
  return {
    /** One value of the record, as the API returns it. */
    value: (header: string, path: Path<T>, width?: number) => column(header, [{ path }], width),
    /** Text joined from parts: literals and values (`at`, `time`, `label`). */
    text: (header: string, parts: readonly CellPart[], width?: number) => column(header, parts, width),
    at: (path: Path<T>): CellPart => ({ path }),
    time: (path: Path<T>): CellPart => ({ path, time: 'short' }),
    label: (path: Path<T>, labels: Readonly<Record<string, string>>): CellPart => ({ path, labels }),
  };
}

interface TypedColumn<T> {
  header: string;
  value: (record: T) => ExportCell;
  width?: number;
}

/**
 * Export columns whose values are code, for documents that are not a resource's list (a flight's manifest): typed
 * against their rows, kept as columns of any row.
 */
export const exportColumns = <T>(columns: readonly TypedColumn<T>[]): readonly ExportColumn[] =>
  columns.map(({ header, value, width }) => ({ header, value: (row) => value(row as T), width }));

/** A column showing one property as the API returns it. */
export const property = <T>(header: string, key: keyof T & string, width?: number): TypedColumn<T> => ({
  header,
  value: (record) => (record[key] ?? null) as ExportCell,
  width,
});
