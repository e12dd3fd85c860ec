import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { TypedUseMutation, TypedUseQuery } from '@reduxjs/toolkit/query/react';
import type { ComponentType, ReactNode } from 'react';
import type { AppBaseQuery } from '../api/baseQuery';
import type { RootState } from '../app/store';
import type { FieldSet, FieldValues } from '../domain/fields';
import type { Page } from '../domain/page';
import type { ListArgs, UpdateArgs } from './endpoints';
import type { ResourceMeta } from './meta';
import type { RelationSource } from './relations';
import type { SearchOption, SearchSpec } from './search';

/** A column of the list, and by default a line of the details page: a header and how a record shows in it. */
export interface Column<T> {
  header: string;
  value: (record: T) => ReactNode;
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
   * For a reference field: where its choices come from. Create forms show a picker with 'Load More'; edit forms show
   * the id read-only under `editLabel` (decisions D-26, D-27).
   */
  relation?: RelationSource;
  editLabel?: string;
}

export interface FormSpec<S extends FieldSet> {
  /** The domain fields: their order, rules and exact messages (decision D-23). */
  fields: S;
  inputs: { [K in keyof S]: InputSpec };
  /** The edit form starts with the record's Id, read-only (D-26). */
  showIdOnEdit?: boolean;
}

/** The RTK Query hooks of a resource (features/<entity>/<entity>Api.ts), typed once from the endpoint builders. */
export interface ResourceHooks<T, S extends FieldSet> {
  /**
   * The list endpoint itself: its hook, for the screen, and its `initiate`, by which the screen's first visit asks for
   * a page without holding it (`subscribe: false`) before the screen renders and subscribes.
   */
  list: {
    useQuery: TypedUseQuery<Page<T>, ListArgs, AppBaseQuery>;
    initiate: (
      args: ListArgs,
      options: { subscribe: false },
    ) => ThunkAction<PromiseLike<unknown>, RootState, unknown, UnknownAction>;
  };
  useGet: TypedUseQuery<T, number, AppBaseQuery>;
  useCreate?: TypedUseMutation<T, FieldValues<S>, AppBaseQuery>;
  useUpdate: TypedUseMutation<void, UpdateArgs<S>, AppBaseQuery>;
  useDelete: TypedUseMutation<void, number, AppBaseQuery>;
}

/** Everything the generic list, details and form pages need to show one entity (docs/architecture.md). */
export interface ResourceDefinition<T, S extends FieldSet = FieldSet> {
  meta: ResourceMeta;
  idOf: (record: T) => number;
  /** How people recognise a record ('Delta Air Lines', 'John Doe'), e.g. in the delete question. */
  describe: (record: T) => string;
  columns: readonly Column<T>[];
  /** The details page's blocks; one block of the list's columns when left out. */
  details?: readonly DetailsSection<T>[];
  /** Shown beside the details (a map). */
  DetailsAside?: ComponentType<{ record: T }>;
  search?: SearchSpec;
  form: FormSpec<S>;
  /**
   * What the edit form says under read-only reference fields, so an id is recognisable ('Delta Air Lines' under
   * Airline Id); taken from the record's nested objects.
   */
  relatedNames?: (record: T) => Partial<Record<keyof S & string, string>>;
  hooks: ResourceHooks<T, S>;
  /** Whether list rows offer Delete; API users' rows do not, their details page does (decision D-33). */
  deleteFromList: boolean;
}
