/** More columns than a portrait A4 page holds readably (9 pt): the list prints on landscape pages (D-83). */
const PORTRAIT_COLUMNS = 5;

/** Whether a list with these columns, less those hidden, prints on landscape pages. */
export const printsWide = (columns: readonly { header: string }[], hidden: readonly string[]) =>
  columns.filter((column, index) => index === 0 || !hidden.includes(column.header)).length > PORTRAIT_COLUMNS;
