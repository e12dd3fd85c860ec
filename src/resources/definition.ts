import type { ComponentType, ReactNode } from 'react';
import type { FieldSet } from '../domain/fields';
import type { crudEndpoints } from './endpoints';
import type { InjectedEndpoints } from './injectNamed';
import type { ResourceMeta } from './meta';
import type { RelationSource } from './relations';
import type { SearchOption, SearchSpec } from './search';
import type { DefaultOrder, SortFields } from './sorting';

/** A column of the list, and by default a line of the details page: a header and how a record shows in it. */
export interface Column<T> {
  header: string;
  value: (record: T) => ReactNode;
  /**
   * The API's sort field or fields that order the list by this column ('lastName'; a ticket's passenger by
   * ['passenger.lastName', 'passenger.firstName']), among the resource's sortable ones. A column without it does not
   * sort.
   */
  sort?: SortFields;
}

/** A block of the details page: its heading (when the page has several, e.g. a flight's airline) and its lines. */
export interface DetailsSection<T> {
  title?: string;
  lines: readonly Column<T>[];
}

/** How a form shows one field: the label people read ('First Name'), its placeholder on create, its input kind. */
export interface InputSpec {
  label: string;
  placeholder?: string;
  type?: 'text' | 'number' | 'password' | 'select' | 'date' | 'time';
  options?: readonly SearchOption[];
  /** Digits-only text (UPRN), with the numeric keyboard on phones. */
  numeric?: boolean;
  autoComplete?: string;
  /** A line under the field while it has no message. */
  hint?: string;
  /**
   * For a reference field: where its choices come from. Create forms show a searchable picker; edit forms show the id
   * read-only under `editLabel`, with the related record's name (decision D-26).
   */
  relation?: RelationSource;
  editLabel?: string;
}

export interface FormSpec<S extends FieldSet> {
  /** The domain fields: their order, rules and exact messages (decision D-23). The resource's API's own. */
  fields: S;
  inputs: { [K in keyof S]: InputSpec };
  /** The edit form starts with the record's Id, read-only (D-26). */
  showIdOnEdit?: boolean;
}

type CrudEndpoints<T, S extends FieldSet> = InjectedEndpoints<ReturnType<typeof crudEndpoints<T, S>>>;

/** The RTK Query hooks of a resource, typed from its endpoint builders (resources/endpoints.ts). */
interface ResourceHooks<T, S extends FieldSet> {
  /**
   * The list endpoint itself: its hook, for the screen, and its `initiate`, by which the screen's first visit asks for
   * a page without holding it (`subscribe: false`) before the screen renders and subscribes.
   */
  list: Pick<CrudEndpoints<T, S>['list'], 'useQuery' | 'initiate'>;
  useGet: CrudEndpoints<T, S>['get']['useQuery'];
  useCreate: CrudEndpoints<T, S>['create']['useMutation'];
  useUpdate: CrudEndpoints<T, S>['update']['useMutation'];
  useDelete: CrudEndpoints<T, S>['remove']['useMutation'];
  /** Dispatched rather than a hook's: an Undo outlives the screen that deleted (a details page goes to its list). */
  restore: Pick<CrudEndpoints<T, S>['restore'], 'initiate'>;
}

/** What the generic pages take from a resource's API: its names, how a record is identified, searched and fetched. */
export interface ResourceApi<T, S extends FieldSet> {
  meta: ResourceMeta;
  /** The API's path of the resource ('PlaneTickets'), under which its list, records and exports are. */
  apiPath: string;
  idOf: (record: T) => number;
  /** The editable fields: what the form shows and what the create and update requests send. */
  fields: S;
  search?: SearchSpec;
  hooks: ResourceHooks<T, S>;
}

/** Everything the generic list, details and form pages need to show one entity: the app is a list of these. */
export interface ResourceDefinition<T, S extends FieldSet = FieldSet> extends ResourceApi<T, S> {
  /** How people recognise a record ('Delta Air Lines', 'John Doe'), e.g. in the delete question. */
  describe: (record: T) => string;
  columns: readonly Column<T>[];
  /**
   * The list's order until people sort it (flights: the latest departure first, D-80), asked for by the list rather
   * than made the API's default, which clients that send no `sort` rely on. The key's order when left out.
   */
  defaultOrder?: DefaultOrder;
  /** The details page's blocks; one block of the list's columns when left out. */
  details?: readonly DetailsSection<T>[];
  /** Shown beside the details (a map). */
  DetailsAside?: ComponentType<{ record: T }>;
  /** Shown under the details and their actions (a flight's passenger manifest). */
  DetailsBelow?: ComponentType<{ record: T }>;
  form: FormSpec<S>;
  /**
   * What the edit form says under read-only reference fields, so an id is recognisable ('Delta Air Lines' under
   * Airline Id); taken from the record's nested objects.
   */
  relatedNames?: (record: T) => Partial<Record<keyof S & string, string>>;
  /** Whether list rows offer Delete; API users' rows do not, their details page does (decision D-33). */
  deleteFromList: boolean;
  /** The quick search's placeholder: what its words are looked for in ('Type any part of a name, passport, ...'). */
  quickSearchHint: string;
}

/**
 * A resource's definition: its API (names, identity, search, hooks) with how its screens show it. The record and
 * field types come from the API, so the columns and form below are checked against them.
 */
export function defineResource<T, S extends FieldSet>(
  api: ResourceApi<T, S>,
  {
    form,
    ...screens
  }: Omit<ResourceDefinition<T, NoInfer<S>>, keyof ResourceApi<T, S> | 'form'> & {
    /** How the form shows the API's fields; the fields themselves come from the API. */
    form: Omit<FormSpec<NoInfer<S>>, 'fields'>;
  },
): ResourceDefinition<T, S> {
  const { meta, apiPath, idOf, fields, search, hooks } = api;
  return { meta, apiPath, idOf, fields, search, hooks, ...screens, form: { ...form, fields } };
}
