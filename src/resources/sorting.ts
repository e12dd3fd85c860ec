/** What a column sorts by: one of the API's sort fields, or several in order ('passenger.lastName', then the first). */
export type SortFields = string | readonly string[];

export type SortDirection = 'ascending' | 'descending';

const fieldsOf = (fields: SortFields): readonly string[] => (typeof fields === 'string' ? [fields] : fields);

/** The API's `sort` that orders by these fields one way: 'lastName,firstName', or '-lastName,-firstName'. */
export const sortParam = (fields: SortFields, direction: SortDirection): string =>
  fieldsOf(fields)
    .map((field) => (direction === 'descending' ? `-${field}` : field))
    .join(',');

/**
 * Which way the list's `sort` orders by these fields; undefined when it orders by anything else. Names are compared
 * without regard to case, as the API reads them, so a hand-written `?sort=LastName` still marks its column.
 */
export function sortDirection(fields: SortFields, current: string | undefined): SortDirection | undefined {
  const sorted = current?.toLowerCase();
  if (sorted === undefined) return undefined;
  if (sorted === sortParam(fields, 'ascending').toLowerCase()) return 'ascending';
  if (sorted === sortParam(fields, 'descending').toLowerCase()) return 'descending';
  return undefined;
}

/** A list's order when its address names none: the API's `sort` and how people hear it ('latest departure first'). */
export interface DefaultOrder {
  sort: string;
  description: string;
}

/**
 * The sort a click on a column's header asks for, `current` being the address's (undefined at the list's default
 * order): ascending, then descending, then back to the default order (''), so a sort is never a one-way street. A
 * column the default order already sorts starts the other way round, and its cycle skips the direction that is the
 * default itself.
 */
export function nextSort(fields: SortFields, current: string | undefined, defaultSort?: string): string {
  const direction = sortDirection(fields, current ?? defaultSort);
  if (current === undefined) return sortParam(fields, direction === 'ascending' ? 'descending' : 'ascending');
  if (direction === undefined) return sortParam(fields, 'ascending');
  if (direction === 'descending') return '';
  const descending = sortParam(fields, 'descending');
  return descending.toLowerCase() === defaultSort?.toLowerCase() ? '' : descending;
}

/** What a screen reader hears once a header asked for `next` (nextSort's answer). */
export function sortAnnouncement(header: string, fields: SortFields, next: string, defaultOrder?: DefaultOrder) {
  if (next === '') return defaultOrder ? `Default order: ${defaultOrder.description}.` : 'Default order.';
  return `Sorted by ${header}, ${sortDirection(fields, next) ?? 'ascending'}.`;
}
