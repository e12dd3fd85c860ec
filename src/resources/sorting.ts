/** What a column sorts by: one of the API's sort fields, or several in order ('passenger.lastName', then the first). */
export type SortFields = string | readonly string[];

export type SortDirection = 'ascending' | 'descending';

const fieldsOf = (fields: SortFields): readonly string[] => (typeof fields === 'string' ? [fields] : fields);

/** The API's `sort` that orders by these fields one way: 'lastName,firstName', or '-lastName,-firstName'. */
const sortParam = (fields: SortFields, direction: SortDirection): string =>
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

/** The sort a click on a column's header asks for: ascending first, then the other way round at each click. */
export const nextSort = (fields: SortFields, current: string | undefined): string =>
  sortParam(fields, sortDirection(fields, current) === 'ascending' ? 'descending' : 'ascending');
