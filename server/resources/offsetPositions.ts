import { LRUCache } from 'lru-cache';

// Remembered rows at offsets of a list, each list's at one version of what it reads: the one mechanism behind the
// deep pages of plain lists (pagePositions.ts) and of sorted lists and searches (sortedPositions.ts). A position found
// at another version than the list's remembered ones replaces them all, since the offsets of a changed list moved.

/** The remembered positions nearest before (or at) and after an offset, and the version they hold at. */
export interface Near<P, V> {
  version: V;
  before: P | undefined;
  after: P | undefined;
}

export class OffsetPositions<P extends { offset: bigint }, V extends string | number> {
  private readonly lists: LRUCache<string, { version: V; positions: P[] }>;

  constructor(
    private readonly perList: number,
    lists: number,
  ) {
    this.lists = new LRUCache({ max: lists });
  }

  nearest(list: string, offset: bigint): Near<P, V> | undefined {
    const known = this.lists.get(list);
    if (known === undefined) return undefined;
    let before: P | undefined;
    let after: P | undefined;
    for (const position of known.positions) {
      if (position.offset <= offset && (before === undefined || position.offset > before.offset)) before = position;
      if (position.offset > offset && (after === undefined || position.offset < after.offset)) after = position;
    }
    return { version: known.version, before, after };
  }

  /** The row at `position.offset` of the list at `version`; positions of any other version are forgotten. */
  remember(list: string, version: V, position: P): void {
    let known = this.lists.get(list);
    if (known === undefined || known.version !== version) {
      known = { version, positions: [] };
      this.lists.set(list, known);
    }
    if (known.positions.some(({ offset }) => offset === position.offset)) return;
    if (known.positions.length >= this.perList) known.positions.shift();
    known.positions.push(position);
  }

  forget(list: string): void {
    this.lists.delete(list);
  }
}
