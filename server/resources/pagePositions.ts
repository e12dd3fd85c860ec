// Where deep pages of a plain list start: the key at an offset of a table, at the table's version (migration 0003).
// Page 50,000 of the passengers starts at the 500,000th key, which costs a walk of half a million index entries to find
// (about 20 ms on an idle machine, a hundred with ten such requests on two cores). Staff who reach such a page go on to
// the next one or come back to it: from a remembered position, the walk is only the distance between the two. A
// position is used only while its table's version is the one it was found at, which the page's statement checks itself,
// so a list stays exact whatever changed the table; the versions live in the database, so every instance stays exact.

import { SortedPositions } from './sortedPositions';

interface Position {
  offset: bigint;
  key: number;
}

/** Positions remembered per table, at most this many (a few kilobytes each). */
const POSITIONS_PER_TABLE = 1_000;

export class PagePositions {
  /** Where deep pages of sorted lists and searches start (sortedPositions.ts). */
  readonly sorted = new SortedPositions();

  private readonly tables = new Map<string, { version: number; positions: Position[] }>();

  /** The remembered position nearest before `offset`, with the version it holds at. */
  nearest(table: string, offset: bigint): (Position & { version: number }) | undefined {
    const known = this.tables.get(table);
    if (known === undefined) return undefined;
    let best: Position | undefined;
    for (const position of known.positions) {
      if (position.offset <= offset && (best === undefined || position.offset > best.offset)) best = position;
    }
    return best === undefined ? undefined : { ...best, version: known.version };
  }

  /** The key at `offset` of the table at `version`; positions of any other version are forgotten. */
  remember(table: string, version: number, offset: bigint, key: number): void {
    let known = this.tables.get(table);
    if (known === undefined || known.version !== version) {
      known = { version, positions: [] };
      this.tables.set(table, known);
    }
    if (known.positions.some((position) => position.offset === offset)) return;
    if (known.positions.length >= POSITIONS_PER_TABLE) known.positions.shift();
    known.positions.push({ offset, key });
  }
}
