import { useEffect } from 'react';

/**
 * Whether the page asked for is past the end of the results (an old link, or the last record of the last page deleted
 * elsewhere); such a page steps back to page 1, replacing the address rather than adding to the history.
 */
export function usePastTheEnd(
  page: number,
  loaded: { data: readonly unknown[] } | undefined,
  goToPage: (next: number, options: { replace: boolean }) => unknown,
): boolean {
  const pastTheEnd = loaded !== undefined && loaded.data.length === 0 && page > 1;
  useEffect(() => {
    if (pastTheEnd) goToPage(1, { replace: true });
  }, [pastTheEnd, goToPage]);
  return pastTheEnd;
}
