import { isBoundedPage, isCountedPage, type ListResult } from '../../domain/page';
import type { PagerTotal } from './Pager';

/**
 * What the pager shows of a page's whole: its own count; or, for a page that came without one (D-110), its search's
 * count as far as it is known: on its way, counted up to the bound, exact, or failed (then 'Count all results' asks
 * again, for the exact figure).
 */
export function pagerTotal<T>(
  shown: ListResult<T>,
  count: ListResult<T> | 'failed' | undefined,
  rowsPerPage: number,
  onCountAll: () => void,
): PagerTotal {
  if (isCountedPage(shown)) return shown;
  if (isBoundedPage(shown)) return { moreThan: shown.moreThan, hasMore: shown.hasMore, onCountAll };
  if (count === undefined) return { hasMore: shown.hasMore };
  if (count === 'failed') return { hasMore: shown.hasMore, onCountAll };
  if (isBoundedPage(count)) return { moreThan: count.moreThan, hasMore: shown.hasMore, onCountAll };
  if (isCountedPage(count)) {
    return { totalCount: count.totalCount, totalPages: Math.ceil(count.totalCount / rowsPerPage) };
  }
  return { hasMore: shown.hasMore, onCountAll };
}

/** What a screen reader hears of a page that is in: how many results, where in them the user is. */
export function announced(total: PagerTotal, page: number): string {
  if (!('hasMore' in total)) {
    const results = `${total.totalCount} ${total.totalCount === 1 ? 'result' : 'results'}`;
    return `${results}. Page ${page} of ${total.totalPages}.`;
  }
  return total.moreThan === undefined
    ? `Page ${page}.`
    : `More than ${total.moreThan.toLocaleString('en-US')} results. Page ${page}.`;
}
