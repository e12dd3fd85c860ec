import type { ReactNode } from 'react';
import type { Column } from './definition';

/**
 * A column showing one property as it is, sorted by that property: the API sorts by the names its rows carry, and
 * every property a list shows this way is one of its resource's sortable fields.
 */
export const column = <T>(header: string, key: keyof T & string): Column<T> => ({
  header,
  value: (record) => record[key] as ReactNode,
  sort: key,
});

/** What a details line shows when a related record is not there to read from. */
const NOT_AVAILABLE = '—';

/** A column showing a value of a related record (a flight's airline name), or NOT_AVAILABLE when it is missing. */
export const nested = <T, R>(
  header: string,
  related: (record: T) => R | null | undefined,
  value: (related: R) => ReactNode,
): Column<T> => ({
  header,
  value: (record) => {
    const found = related(record);
    return found === null || found === undefined ? NOT_AVAILABLE : value(found);
  },
});
