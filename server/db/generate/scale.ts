// How many rows each table gets at a scale (the data sets of the benchmark, docs/performance.md): scale 1 is about a
// million passengers and tickets. Every table keeps at least one row, so even a tiny scale has something to point at.

const ROWS_AT_SCALE_ONE = {
  airline: 1_000,
  destination: 5_000,
  pilot: 10_000,
  passenger: 1_000_000,
  flight: 100_000,
  planeTicket: 1_000_000,
} as const;

export type GeneratedTable = keyof typeof ROWS_AT_SCALE_ONE;
export type RowCounts = Record<GeneratedTable, number>;

/** The largest scale: ten million passengers and tickets is already far beyond any airport's back office. */
export const MAX_SCALE = 10;

export function rowCounts(scale: number): RowCounts {
  if (!(scale > 0 && scale <= MAX_SCALE)) throw new RangeError(`The scale must be above 0 and at most ${MAX_SCALE}.`);
  const counts = {} as RowCounts;
  for (const [table, atOne] of Object.entries(ROWS_AT_SCALE_ONE) as [GeneratedTable, number][]) {
    counts[table] = Math.max(1, Math.round(atOne * scale));
  }
  return counts;
}
