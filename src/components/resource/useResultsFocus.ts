import { useEffect, useRef } from 'react';

/**
 * Where the focus goes once a list's next page of results is on screen (D-72): after a search or a move to another
 * page, the first row (or the element marked `data-results-empty`); after a delete, the row that took the deleted
 * one's place. The button pressed is disabled while the page loads, or gone with its row, and the focus would otherwise
 * fall back to the top of the page. `loaded`: the page asked for is the one shown; `shown`: that page; `items`: what a
 * result is, where they are not a table's rows or a phone's cards (the audit trail's entries).
 */
export function useResultsFocus(loaded: boolean, shown: unknown, items = 'tbody tr, [data-result]') {
  const results = useRef<HTMLDivElement>(null);
  const target = useRef<number | null>(null);
  useEffect(() => {
    const row = target.current;
    if (!loaded || row === null) return;
    target.current = null;
    const rows = results.current?.querySelectorAll<HTMLElement>(items) ?? [];
    (
      rows[Math.min(row, rows.length - 1)] ?? results.current?.querySelector<HTMLElement>('[data-results-empty]')
    )?.focus();
  }, [loaded, shown, items]);
  return {
    /** The element around the results: the rows, or the message that there are none. */
    results,
    /** Focuses row `index` (clamped to the last) of the next page that comes. */
    focusRowOnLoad: (index: number) => {
      target.current = index;
    },
    /** `action`, after which the first row of what comes gets the focus. */
    thenFocusResults:
      <A extends unknown[]>(action: (...args: A) => void) =>
      (...args: A) => {
        target.current = 0;
        action(...args);
      },
  };
}
