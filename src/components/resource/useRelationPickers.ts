import type { RelationOptions, RelationSource } from '../../resources/relations';

export interface RelationPickers {
  /** Each reference field's options so far, by field name. */
  byName: Record<string, RelationOptions>;
  loading: boolean;
  loadingMore: boolean;
  /** Every source has given its last page: 'Load More' has nothing left to ask for. */
  exhausted: boolean;
  failed: boolean;
  /** What each source holds ('airlines'), and which of them failed to load. */
  plurals: readonly string[];
  failedPlurals: readonly string[];
  /** One more page of every source that has more (one shared 'Load More', decision D-27). */
  loadMore: () => void;
  retry: () => void;
}

/** A sentence listing the sources: 'airlines, destinations and pilots'. */
export const listOf = (words: readonly string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/**
 * The pickers of one form, loaded together. `sources` comes from the form's definition and never changes while the
 * form is mounted, so the hooks below are called in the same order on every render.
 */
export function useRelationPickers(sources: readonly (readonly [string, RelationSource])[], enabled: boolean) {
  const states = sources.map(([, source]) => source.useOptions(enabled));
  const pickers: RelationPickers = {
    byName: Object.fromEntries(sources.map(([name], index) => [name, states[index]])),
    loading: states.some((state) => state.loading),
    loadingMore: states.some((state) => state.loadingMore),
    exhausted: states.every((state) => state.exhausted),
    failed: states.some((state) => state.failed),
    plurals: sources.map(([, source]) => source.plural),
    failedPlurals: sources.flatMap(([, source], index) => (states[index].failed ? [source.plural] : [])),
    loadMore: () => {
      for (const state of states) if (!state.exhausted && !state.failed && !state.loadingMore) state.loadMore();
    },
    retry: () => {
      for (const state of states) if (state.failed) state.retry();
    },
  };
  return pickers;
}
