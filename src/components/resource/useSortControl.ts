import { useState } from 'react';
import type { Column } from '../../resources/definition';
import { nextSort, sortAnnouncement, sortDirection, type DefaultOrder } from '../../resources/sorting';

/**
 * How a list's columns sort: each sortable column's direction in the order shown (the address's, else the list's
 * default) and what a click on its header asks for (nextSort's cycle), with the sentence a screen reader then hears.
 */
export function useSortControl<T>(sort: string | undefined, defaultOrder?: DefaultOrder, onSort?: (s: string) => void) {
  const [announcement, setAnnouncement] = useState('');
  const shown = sort ?? defaultOrder?.sort;
  /** Asks for `next` by `column` ('' is the default order, by no column), saying so to screen readers. */
  const choose = (next: string, column?: Column<T>) => {
    if (!onSort) return;
    setAnnouncement(sortAnnouncement(column?.header ?? '', column?.sort ?? [], next, defaultOrder));
    onSort(next);
  };
  return {
    announcement,
    /** The address's order; undefined at the default order. */
    sort,
    choose,
    /** What a sortable header needs (its direction, its click), undefined for a column that does not sort. */
    header: (column: Column<T>) => {
      const fields = column.sort;
      if (!fields || !onSort) return undefined;
      return {
        direction: sortDirection(fields, shown),
        onSort: () => choose(nextSort(fields, sort, defaultOrder?.sort), column),
      };
    },
  };
}

export type SortControl<T> = ReturnType<typeof useSortControl<T>>;
