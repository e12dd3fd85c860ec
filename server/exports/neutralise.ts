import type { ExportCell } from './exportColumns';

/**
 * Characters with which a spreadsheet starts a formula (or, for tab and carriage return, which it strips before one),
 * as the OWASP advice on CSV injection lists them.
 */
export const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'] as const;

/** Each as \uXXXX in a character class, which no character can then break. */
const FORMULA_START = new RegExp(
  `^[${FORMULA_STARTS.map((character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}]`,
);

/**
 * A cell as a spreadsheet can only show it, never run it: text that begins like a formula gets a leading apostrophe,
 * which spreadsheets take as 'this is text'. Numbers are written as numbers and are never formulas.
 */
export function neutralise(cell: ExportCell): ExportCell {
  return typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell;
}
