import { OffsetPositions, type Near } from './offsetPositions';

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

/** The remembered positions nearest an offset, at the tables' versions (one string for them all). */
export type NearPositions = Near<SortedPosition, string>;

/** Lists (a sort with its filter) remembered, and positions per list: a few kilobytes a list. */
const LISTS_MAX = 1_000;
const POSITIONS_PER_LIST = 100;

export class SortedPositions extends OffsetPositions<SortedPosition, string> {
  constructor() {
    super(POSITIONS_PER_LIST, LISTS_MAX);
  }
}
