import type { TypedUseMutation, TypedUseQuery } from '@reduxjs/toolkit/query/react';
import type { ComponentType, ReactNode } from 'react';
import type { AppBaseQuery } from '../api/baseQuery';
import type { FieldSet, FieldValues } from '../domain/fields';
import type { Page } from '../domain/page';
import type { ListArgs, UpdateArgs } from './endpoints';
import type { ResourceMeta } from './meta';
import type { SearchOption, SearchSpec } from './search';

/** A column of the list, and by default a line of the details page: a header and how a record shows in it. */
export interface Column<T> {
  header: string;
  value: (record: T) => ReactNode;
}

/** How a form shows one field: the label people read ('First Name'), its placeholder on create, its input kind. */
export interface InputSpec {
  label: string;
  placeholder?: string;
  type?: 'text' | 'number' | 'password' | 'select';
  options?: readonly SearchOption[];
  /** Digits-only text (UPRN), with the numeric keyboard on phones. */
  numeric?: boolean;
  autoComplete?: string;
  /** A line under the field while it has no message. */
  hint?: string;
}

export interface FormSpec<S extends FieldSet> {
  /** The domain fields: their order, rules and exact messages (ui-checklist 1.19). */
  fields: S;
  inputs: { [K in keyof S]: InputSpec };
}

/** The RTK Query hooks of a resource (features/<entity>/<entity>Api.ts), typed once from the endpoint builders. */
export interface ResourceHooks<T, S extends FieldSet> {
  useList: TypedUseQuery<Page<T>, ListArgs, AppBaseQuery>;
  useGet: TypedUseQuery<T, number, AppBaseQuery>;
  useCreate?: TypedUseMutation<T, FieldValues<S>, AppBaseQuery>;
  useUpdate: TypedUseMutation<void, UpdateArgs<S>, AppBaseQuery>;
  useDelete: TypedUseMutation<void, number, AppBaseQuery>;
}

/** Everything the generic list, details and form pages need to show one entity (ARCHITECTURE.md 5.3). */
export interface ResourceDefinition<T, S extends FieldSet = FieldSet> {
  meta: ResourceMeta;
  idOf: (record: T) => number;
  /** How people recognise a record ('Delta Air Lines', 'John Doe'), e.g. in the delete question. */
  describe: (record: T) => string;
  columns: readonly Column<T>[];
  /** The details page's lines; the list's columns when left out. */
  details?: readonly Column<T>[];
  /** Shown beside the details (a map). */
  DetailsAside?: ComponentType<{ record: T }>;
  search?: SearchSpec;
  form: FormSpec<S>;
  hooks: ResourceHooks<T, S>;
  /** Whether list rows offer Delete; API users' rows do not (AU-04), their details page does (AU-05). */
  deleteFromList: boolean;
}
