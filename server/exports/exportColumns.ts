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

interface TypedColumn<T> {
  header: string;
  value: (record: T) => ExportCell;
  width?: number;
}

/**
 * The export columns of a resource whose rows are `T` (its DTO): typed against the entity, kept as columns of any row,
 * since an export reads the resource's own DTO rows.
 */
export const exportColumns = <T>(columns: readonly TypedColumn<T>[]): readonly ExportColumn[] =>
  columns.map(({ header, value, width }) => ({ header, value: (row) => value(row as T), width }));

/** A column showing one property as the API returns it. */
export const property = <T>(header: string, key: keyof T & string, width?: number): TypedColumn<T> => ({
  header,
  value: (record) => (record[key] ?? null) as ExportCell,
  width,
});

/** The text of a related record, or an empty cell when the row has none. */
export const relatedText = <T, R>(
  header: string,
  of: (record: T) => R | null | undefined,
  text: (related: R) => string,
  width?: number,
): TypedColumn<T> => ({
  header,
  value: (record) => {
    const found = of(record);
    return found === null || found === undefined ? null : text(found);
  },
  width,
});
