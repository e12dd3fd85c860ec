import { LRUCache } from 'lru-cache';

/**
 * What the database said about a key, kept for `ttlMs` so that a burst of requests with one token costs one query.
 * A forget bumps a generation: a lookup that started before it is answered but not kept, as it may have read the
 * database before the change it was forgotten for. A `ttlMs` of 0 keeps nothing.
 */
export class LookupCache<K extends string | number, V> {
  private readonly entries: LRUCache<K, { value: V; expiresAt: number }>;
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    max: number,
  ) {
    this.entries = new LRUCache({ max });
  }

  /** The kept value while it is fresh and `outdated` does not refuse it; otherwise `load`'s, kept from now. */
  async get(key: K, load: () => Promise<V>, outdated: (value: V) => boolean = () => false): Promise<V> {
    const kept = this.entries.get(key);
    if (kept !== undefined && kept.expiresAt > Date.now() && !outdated(kept.value)) return kept.value;
    const generation = this.generation;
    const value = await load();
    if (this.ttlMs > 0 && generation === this.generation) {
      this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
    }
    return value;
  }

  forget(key: K): void {
    this.generation += 1;
    this.entries.delete(key);
  }

  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
