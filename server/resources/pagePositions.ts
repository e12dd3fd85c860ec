// Where deep pages of a plain list start: the key at an offset of a table, at the table's version (migration 0003).
// Page 50,000 of the passengers starts at the 500,000th key, which costs a walk of half a million index entries to find
// (about 20 ms on an idle machine, a hundred with ten such requests on two cores). Staff who reach such a page go on to
// the next one or come back to it: from a remembered position, the walk is only the distance between the two. A
// position is used only while its table's version is the one it was found at, which the page's statement checks itself,
// so a list stays exact whatever changed the table; the versions live in the database, so every instance stays exact.

import { OffsetPositions } from './offsetPositions';
import { SortedPositions } from './sortedPositions';

interface Position {
  offset: bigint;
  key: number;
}

/** Positions remembered per table, at most this many (a few kilobytes each). */
const POSITIONS_PER_TABLE = 1_000;
/** More tables than the resources have: none is ever pushed out. */
const TABLES_MAX = 100;

export class PagePositions {
  /** Where deep pages of sorted lists and searches start (sortedPositions.ts). */
  readonly sorted = new SortedPositions();

  private readonly tables = new OffsetPositions<Position, number>(POSITIONS_PER_TABLE, TABLES_MAX);

  /** The remembered position nearest before `offset`, with the version it holds at. */
  nearest(table: string, offset: bigint): (Position & { version: number }) | undefined {
    const near = this.tables.nearest(table, offset);
    return near?.before === undefined ? undefined : { ...near.before, version: near.version };
  }

  /** The key at `offset` of the table at `version`; positions of any other version are forgotten. */
  remember(table: string, version: number, offset: bigint, key: number): void {
    this.tables.remember(table, version, { offset, key });
  }
}
