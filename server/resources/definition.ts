import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { FieldSet } from '../../src/domain/fields';
import type { Database } from '../db/schema';
import type { CellColumn } from '../exports/exportColumns';
import type { Criterion } from './criteria';
import type { DtoRows } from './dtoRows';
import type { FreeText } from './freeText';
import type { Naming } from './naming';
import type { SortFields } from './sortFields';

// One resource of the API (an entity under /api/v1/{path}) as data: the generic machinery (repository.ts for the
// queries; resourceRoutes.ts, readRoutes.ts and writeRoutes.ts for the routes) turns each definition into its routes,
// queries and messages, so the eight resources share one implementation.

/** The tables of db/schema.ts that hold a resource (the others are the server's own bookkeeping). */
export type ResourceTable = Exclude<
  keyof Database,
  'schemaMigrations' | 'appState' | 'rowCount' | 'auditEntry' | 'auditKeptSecret'
>;

/** A column of the table, by its camelCase name (of any of the tables, for a union). */
type ColumnOf<T extends ResourceTable> = { [Table in T]: keyof Database[Table] & string }[T];

/** A search route: its path after the resource's own and the criteria it filters by (decision D-36). */
export interface SearchRoute<Column extends string = string> {
  /** e.g. 'byName/:name' (a criterion named `name` comes from the path) or 'search' (criteria from the query). */
  path: string;
  criteria: Criterion<Column>[];
  /** The 400's sentence when no criterion is given. */
  missingCriteria: string;
  /** Criteria that must be in order, e.g. a date range's start not after its end. */
  check?: (values: Record<string, unknown>) => Record<string, string[]> | undefined;
}

/** Joined records by alias: the table and the column of the resource's table that holds the joined record's id. */
export type Joins<Column extends string = string> = Readonly<Record<string, { table: ResourceTable; column: Column }>>;

/** The resource each reference field points at, by the field's name (see parentResources.ts). */
export type References = Partial<Record<string, ResourceDefinition>>;

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

/**
 * A resource whose table is `T`. `Column` stands for T's columns, as a parameter of its own: so a resource's definition
 * is also a ResourceDefinition of any table.
 */
export interface ResourceDefinition<T extends ResourceTable = ResourceTable, Column extends string = ColumnOf<T>> {
  /** The route segment, e.g. 'Airlines'. */
  path: string;
  /** How sentences name one record and several, e.g. 'Airline' ('Airline 99 was not found.') and 'Airlines'. */
  singular: string;
  plural: string;
  /** The table, by its name in db/schema.ts (snake_case in SQL: see sqlNames.ts). */
  table: T;
  /** The key's column, which is also its property name in DTOs. */
  idProperty: Column;
  /** The names a PUT body may carry the key under, in order of preference. */
  idWireNames: string[];
  /** The editable fields (property name → rule); undefined for read-only resources. */
  fields?: FieldSet;
  /**
   * The resource each reference field points at; a row others point at cannot be deleted, it answers 409 (decision
   * D-31).
   */
  references: References;
  /** Create over HTTP (API users are created with the users tool only, D-33). */
  creatable: boolean;
  /** The select of one DTO per row of the table, aliased `t` (see dtoRows.ts). */
  rows: DtoRows;
  /**
   * The records `rows` joins by a key of the table, by their alias there (a flight's airline: `a` by `airlineId`).
   * A sorted or searched page first finds its keys joining only those its sort or free text needs, then reads the
   * rows of those keys (searchPage.ts): planning every join for each search cost more than running it.
   */
  joins?: Joins<Column>;
  searches: SearchRoute<Column>[];
  /** What lists may be sorted by (`sort`), and where the words of `q` are looked for (docs/finding-records.md). */
  sortable: SortFields;
  text: FreeText;
  /**
   * What names a record where staff choose it (a picker's option): free text without a sort is ranked by it, and
   * `match=name` looks only there (naming.ts, D-78). Without it, free text keeps the key's order.
   */
  naming?: Naming;
  /**
   * Nested objects the rows leave null unless asked for with `include` (a ticket's flight's airline, destination and
   * pilot), and the select that fills the named ones.
   */
  include?: { names: readonly string[]; rows: (names: readonly string[]) => DtoRows };
  /**
   * The columns of its exports: those its list screen shows, in their order (docs/exports.md), said as parts that
   * Node and PostgreSQL alike can write (cellSql.ts).
   */
  exportColumns: readonly CellColumn[];
  /** The nested objects (`include` names) its export columns read, e.g. a ticket's flight's destination. */
  exportInclude?: readonly string[];
  /**
   * Where `rows` nests related records: what the export columns read of them, joined as flat columns
   * (`joinedColumns`), which an export of every row reads instead. For every row, PostgreSQL then reads each related
   * table once; the subqueries look each row's records up by key, which costs most of an export's time (a million
   * tickets: 36 s against 7 s, 2026-11-25). Its join aliases start with x, apart from those a sort joins.
   */
  exportRows?: DtoRows;
  /**
   * Fields the audit trail never records the value of (an API user's password hash): a change of one is recorded as
   * '<field> changed', and a create or delete leaves it out.
   */
  secretFields?: readonly string[];
  /** The 409's sentence when a unique value is already taken (decision D-44). */
  duplicate?: string;
  hooks?: WriteHooks;
  /** Who may read, and who may write (decision D-51). */
  access: { read: 'signedIn' | 'superAdmin'; write: 'write' | 'superAdmin' };
}
