import { sql, type Expression } from 'kysely';

// What a list may be sorted by (`sort=-departureDate,airline.name`): the fields of the rows as the API returns them,
// each with the column of the resource's select that orders it. Text sorts case-insensitively, as people read a list
// ('de Vries' beside 'Doe', not after 'Zhang'); the migrations index `lower(column)` where a million rows are sorted.

export interface SortField {
  /** The column in the resource's select, by alias: 't.lastName', 'a.name' (camelCase, as Kysely writes it). */
  column: string;
  text: boolean;
}

/** Sortable field name as the rows show it ('airline.name') → how it sorts. */
export type SortFields = ReadonlyMap<string, SortField>;

/** A nested object of the rows whose fields sort too: a flight's `airline`, joined in the select as `a`. */
export interface NestedSortFields {
  name: string;
  alias: string;
  fields: Kinds;
  columns: readonly string[];
}

/** Fields by name with their kind: a resource's FieldSet, or the columns of a read-only one ({ type: { kind: 'text' } }). */
type Kinds = Readonly<Record<string, { kind: string }>>;

const isText = (fields: Kinds, name: string) => ['text', 'choice'].includes(fields[name]?.kind ?? '');

/**
 * The resource's own key and fields (all but `except`, e.g. a password), then each nested object's `columns` under
 * their dotted names.
 */
export function sortFields(
  own: { idProperty: string; fields: Kinds; except?: readonly string[] },
  nested: readonly NestedSortFields[] = [],
): SortFields {
  const sortable = new Map<string, SortField>([[own.idProperty, { column: `t.${own.idProperty}`, text: false }]]);
  for (const name of Object.keys(own.fields)) {
    if (own.except?.includes(name)) continue;
    sortable.set(name, { column: `t.${name}`, text: isText(own.fields, name) });
  }
  for (const { name, alias, fields, columns } of nested) {
    for (const column of columns) {
      sortable.set(`${name}.${column}`, { column: `${alias}.${column}`, text: isText(fields, column) });
    }
  }
  return sortable;
}

/** The expression a field orders by: text by its lower case. */
export function sortExpression(field: SortField): Expression<unknown> {
  const column = sql.ref<string>(field.column);
  return field.text ? sql<string>`lower(${column})` : column;
}
