import type { AppRequest } from '../api/baseQuery';
import type { RelationSource } from './relations';

/** Committed search values by parameter name; only non-blank, trimmed values are kept. */
export type Filters = Readonly<Record<string, string>>;

export interface SearchOption {
  value: string;
  label: string;
}

interface SearchFieldBase {
  name: string;
  label: string;
  placeholder?: string;
  /** For selects; the first option is the "nothing chosen" one (value ''). */
  options?: readonly SearchOption[];
  /** Digits-only text (UPRN): a number input would drop leading zeros. */
  numeric?: boolean;
  /** For number inputs: the smallest step ('any' for prices); whole numbers by default. */
  step?: number | 'any';
  /**
   * A password: typed into a password input and never written to the address (nor so to the browser's history list);
   * the list keeps it in its history entry's state, so Back and reload in the same tab still search with it.
   */
  secret?: boolean;
}

/**
 * One search input: its query parameter, its visible label (with a colon: 'City:') and input kind. A related record
 * (a flight's airline) is chosen with a picker of its records; the filter's value is the record's id.
 */
export type SearchField = SearchFieldBase &
  ({ type?: 'text' | 'number' | 'date' | 'select' } | { type: 'relation'; relation: RelationSource });

export interface SearchSpec {
  fields: readonly SearchField[];
  /** The search request for a set of filters; every field's parameter is sent, blank ones as '' (D-19). */
  request: (filters: Filters) => AppRequest;
  /** Why these filters cannot be searched (an end date before the start date), or undefined when they can. */
  validate?: (filters: Filters) => string | undefined;
}

/** The non-blank values of `fields`, trimmed: what a search commits and what the URL holds. */
export function filledFilters(
  fields: readonly SearchField[],
  valueOf: (name: string) => string | null | undefined,
): Filters {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const value = valueOf(field.name)?.trim() ?? '';
      return value === '' ? [] : [[field.name, value]];
    }),
  );
}

export const isFiltered = (filters: Filters | undefined): filters is Filters =>
  filters !== undefined && Object.keys(filters).length > 0;

/** A search on a query-string endpoint: `{url}?field1=&field2=...`. */
export function querySearch(
  url: string,
  fields: readonly SearchField[],
  validate?: SearchSpec['validate'],
): SearchSpec {
  return {
    fields,
    validate,
    request: (filters) => ({
      url,
      params: Object.fromEntries(fields.map((field) => [field.name, filters[field.name] ?? ''])),
    }),
  };
}
