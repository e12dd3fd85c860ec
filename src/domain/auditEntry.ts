import type { Page } from './page';

// The audit trail's entries as the API answers them (GET /AuditLog): who changed which record, when, and how.
// Framework-free, so the server can describe its answers with the same types.

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'restore'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** 'users tool': a change made with the command-line users tool, by the operating-system user it names. */
type AuditSource = 'api' | 'users tool';

/**
 * One field's change, under its wire property name (camelCase, as in the entity's answers), with the values as the
 * wire carries them: a create or restore has `after` only, a delete `before` only. A password is never recorded: its
 * change is a `summary` ('password changed').
 */
export type AuditChange =
  | {
      field: string;
      before?: unknown;
      after?: unknown;
      /** A reference field's resource ('Airlines'), whose record of that id the page's `related` holds while it exists. */
      refersTo?: string;
    }
  | { field: string; summary: string };

export interface AuditEntry {
  id: number;
  /** When, in UTC (ISO 8601). */
  at: string;
  /** Null for the users tool, whose userName is the operating-system user. */
  userId: number | null;
  userName: string;
  source: AuditSource;
  action: AuditAction;
  /** The resource's API route name ('PlaneTickets'). */
  entity: string;
  recordId: number;
  changes: AuditChange[];
  /** Whether the record exists now. */
  recordExists: boolean;
}

/** The records an audit page's reference fields name, as GET /{Entity}/{id} answers them: by resource, then by id. */
export type RelatedRecords = Record<string, Record<string, Record<string, unknown>>>;

/** A page of the audit trail, with the records its changes refer to (none for a deleted record). */
export interface AuditLogPage extends Page<AuditEntry> {
  related: RelatedRecords;
}
