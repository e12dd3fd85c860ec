// What the users tool prints. User names come from the database, where the API can also write them: control characters
// and bidirectional overrides in a name must not move the cursor, recolour the terminal or reorder a line, so they are
// shown as escapes (\u001b) instead.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNPRINTABLE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export const printable = (text: string): string =>
  text.replace(UNPRINTABLE, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A line on stdout: results, which scripts may read. */
export const printResult = (text: string): void => {
  process.stdout.write(`${printable(text)}\n`);
};

/** A line on stderr: errors, warnings and prompts, kept apart from the results. */
export const printNotice = (text: string): void => {
  process.stderr.write(`${printable(text)}\n`);
};

const width = (text: string) => [...text].length;

/** Rows under a header, columns padded to their widest cell; `numeric` columns are aligned right. */
export function formatTable(header: string[], rows: string[][], numeric: ReadonlySet<number> = new Set()): string {
  const cells = [header, ...rows.map((row) => row.map(printable))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => width(row[column] ?? ''))));
  return cells
    .map((row) =>
      row
        .map((cell, column) => {
          const padding = ' '.repeat((widths[column] ?? 0) - width(cell));
          return numeric.has(column) ? padding + cell : cell + padding;
        })
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
