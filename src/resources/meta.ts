import type { ComponentType } from 'react';
import type { AppDispatch, RootState } from '../app/store';
import type { Role } from '../domain/roles';
import type { IconName } from '../ui/icons';
import type { AuditedResource } from './audited';

/** What a screen may use to ask for its data before it renders: the store, and the address's query string. */
export interface ScreenContext {
  dispatch: AppDispatch;
  getState: () => RootState;
  search: string;
}

/** The screens a resource module provides; the router mounts the ones its meta promises. */
export interface ResourceScreens {
  List: ComponentType;
  Details?: ComponentType;
  Create?: ComponentType;
  Edit?: ComponentType;
  /**
   * Asks for what a screen shows first, as soon as the resource's code is in; settles (never rejects) when that is in
   * or has failed. The router shows the screen after it, so its first render has its data: one pass over the page
   * instead of two, and no reply landing in the middle of a render (docs/performance.md).
   */
  prepare?: Partial<Record<ScreenName, (context: ScreenContext) => PromiseLike<unknown>>>;
  /** How the audit trail's Activity screen names the resource's fields and restores its records. */
  audited?: AuditedResource;
}

export type ScreenName = Exclude<keyof ResourceScreens, 'prepare' | 'audited'>;

/**
 * What the shell needs to know about a resource before its code is loaded: names, paths, who sees it, which screens
 * exist. Menus and routes are generated from these; the screens themselves load on demand.
 */
export interface ResourceMeta {
  key: string;
  /** Singular, as in menus and titles ('Passenger', 'Api User'). */
  label: string;
  /** Plural, as in 'All Passengers' and the list heading. */
  pluralLabel: string;
  /** Its mark in the navigation, which is all the collapsed side navigation shows of it. */
  icon: IconName;
  /** The list route as the app links to it (matched case-insensitively). */
  path: string;
  /** Admin and SuperAdmin may add records: 'Add X' menu item, Create button, create route. */
  creatable: boolean;
  /** Only a list, no details, create or edit screens (travel classes). */
  readOnly?: boolean;
  /** Roles that see the resource at all; undefined means every signed-in role. */
  roles?: readonly Role[];
  /** A plain link instead of a dropdown (Api User, decision D-08). */
  plainLink?: boolean;
}

/** Loads a resource's screens module (its features/<entity>/screens.tsx), on the first visit to one of them. */
export type LoadScreens = () => Promise<{ default: ResourceScreens }>;

// The titles and sentences of the list, details and form screens and of their errors, derived from the names once.
export const wording = (meta: Pick<ResourceMeta, 'label' | 'pluralLabel'>) => {
  const one = meta.label.toLowerCase();
  const many = meta.pluralLabel.toLowerCase();
  return {
    listTitle: meta.pluralLabel,
    detailsTitle: `${meta.label} Details`,
    createTitle: `Create ${meta.label}`,
    editTitle: `Edit ${meta.label}`,
    emptyMessage: `No ${many} available`,
    /** A search or a quick search that found nothing (decision D-15). */
    noResultsMessage: 'No results found for your search.',
    listAction: `fetch ${many}`,
    recordAction: (verb: 'fetch' | 'create' | 'update' | 'delete' | 'restore') => `${verb} ${one}`,
    failedTo: (verb: 'create' | 'update' | 'delete' | 'restore') => `Failed to ${verb} ${one}. Please try again.`,
    /** How row actions name their record for screen readers ('airline 5'). */
    record: (id: number) => `${one} ${id}`,
  };
};
