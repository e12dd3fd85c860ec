import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { FieldSet } from '../../src/domain/fields';
import type { Database } from '../db/schema';
import type { Criterion } from './criteria';

// One resource of the API (an entity under /api/v1/{path}) as data: the generic machinery (repository.ts for the
// queries; resourceRoutes.ts, readRoutes.ts and writeRoutes.ts for the routes) turns each definition into its routes,
// queries and messages, so the eight resources share one implementation.

/** A search route: its path after the resource's own and the criteria it filters by (decision D-36). */
export interface SearchRoute {
  /** e.g. 'byName/:name' (a criterion named `name` comes from the path) or 'search' (criteria from the query). */
  path: string;
  criteria: Criterion[];
  /** The 400's sentence when no criterion is given. */
  missingCriteria: string;
  /** Criteria that must be in order, e.g. a date range's start not after its end. */
  check?: (values: Record<string, unknown>) => Record<string, string[]> | undefined;
}

/** A table whose rows point at this resource: deleting a referenced row answers 409 (decision D-31). */
interface ReferencedBy {
  table: string;
  column: string;
}

/** What happens around a write, for the resources that need more than validation (API users). */
interface WriteHooks {
  /** Turns validated values into column values, e.g. hashes a new password; `current` is the row's DTO on update. */
  prepare?(
    trx: Transaction<Database>,
    values: Record<string, unknown>,
    current: unknown,
  ): Promise<Record<string, unknown>>;
  /** Runs inside the delete's transaction before the row goes, e.g. to protect the last SuperAdmin. */
  beforeDelete?(trx: Transaction<Database>, current: unknown): Promise<void>;
  /** Runs after a committed update or delete, e.g. to revoke the user's tokens at once. */
  afterChange?(app: FastifyInstance, before: unknown, after: unknown): Promise<void>;
}

export interface ResourceDefinition {
  /** The route segment, e.g. 'Airlines'. */
  path: string;
  /** How sentences name one record and several, e.g. 'Airline' ('Airline 99 was not found.') and 'Airlines'. */
  singular: string;
  plural: string;
  /** The SQL table and its key column (snake_case). */
  table: string;
  idColumn: string;
  /** The key's property name in DTOs and the names a PUT body may carry it under, in order of preference. */
  idProperty: string;
  idWireNames: string[];
  /** The editable fields (property name → rule); undefined for read-only resources. */
  fields?: FieldSet;
  /** Create over HTTP (API users are created with the users tool only, D-33). */
  creatable: boolean;
  /** SQL select list and joins producing one DTO per row of `t` (the resource's table aliased as t). */
  selection: { columns: string; joins?: string };
  /** Turns a selected row into the DTO, e.g. fills the nested objects a ticket's flight leaves null. */
  toDto?: (row: Record<string, unknown>) => unknown;
  searches: SearchRoute[];
  referencedBy: ReferencedBy[];
  /** The 409's sentence when a unique value is already taken (decision D-44). */
  duplicate?: string;
  hooks?: WriteHooks;
  /** Who may read, and who may write (decision D-51). */
  access: { read: 'signedIn' | 'superAdmin'; write: 'write' | 'superAdmin' };
}
