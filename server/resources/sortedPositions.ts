import { LRUCache } from 'lru-cache';

// Where deep pages of a sorted list or search start (D-105): the order values and key of the row at an offset, at the
// versions of the tables the order and the filter read (migration 0003). As for the plain list (pagePositions.ts), a
// page far down is then a range of the order's index from the nearest position, before or after it, and staff who go
// on to the next page or come back walk only the distance between the two. A position is used only when the page's
// own statement reads the same versions, so a page stays exactly what an offset over the order gives.

export interface SortedPosition {
  offset: bigint;
  /** The order's values at the row, as text (the statement's parameters take their types from the comparison). */
  values: readonly string[];
}

/** The remembered positions nearest before and after an offset, and the versions they hold at. */
export interface NearPositions {
  versions: string;
  before: SortedPosition | undefined;
  after: SortedPosition | undefined;
}

/** Lists (a sort with its filter) remembered, and positions per list: a few kilobytes a list. */
const LISTS_MAX = 1_000;
const POSITIONS_PER_LIST = 100;

export class SortedPositions {
  private readonly lists = new LRUCache<string, { versions: string; positions: SortedPosition[] }>({ max: LISTS_MAX });

  nearest(list: string, offset: bigint): NearPositions | undefined {
    const known = this.lists.get(list);
    if (known === undefined) return undefined;
    let before: SortedPosition | undefined;
    let after: SortedPosition | undefined;
    for (const position of known.positions) {
      if (position.offset <= offset && (before === undefined || position.offset > before.offset)) before = position;
      if (position.offset > offset && (after === undefined || position.offset < after.offset)) after = position;
    }
    return { versions: known.versions, before, after };
  }

  /** The row at `position.offset` of the list at `versions`; positions of other versions are forgotten. */
  remember(list: string, versions: string, position: SortedPosition): void {
    let known = this.lists.get(list);
    if (known === undefined || known.versions !== versions) {
      known = { versions, positions: [] };
      this.lists.set(list, known);
    }
    if (known.positions.some(({ offset }) => offset === position.offset)) return;
    if (known.positions.length >= POSITIONS_PER_LIST) known.positions.shift();
    known.positions.push(position);
  }

  forget(list: string): void {
    this.lists.delete(list);
  }
}
