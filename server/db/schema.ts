import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { AuditAction } from '../../src/domain/auditEntry';
import type { DataRule } from '../../src/domain/dataRules';
import type { Role } from '../../src/domain/roles';

// Kysely's view of the tables of migrations/*.sql. Columns are snake_case in SQL and camelCase here (CamelCasePlugin).
// Dates and times come back as the strings PostgreSQL writes ('2025-08-07', '08:30:00'): see typeParsers.ts.

/** A numeric column: PostgreSQL's exact decimal, read as a JS number, written as a number or a numeric string. */
type Numeric = ColumnType<number, number | string, number | string>;

interface AirlineTable {
  id: Generated<number>;
  name: string;
}

interface DestinationTable {
  id: Generated<number>;
  city: string;
  airport: string;
}

interface TravelClassTable {
  id: Generated<number>;
  type: string;
}

interface PassengerTable {
  id: Generated<number>;
  firstName: string;
  lastName: string;
  uprn: string;
  passport: string;
  address: string;
  phone: string;
  /** The text columns, lower-cased, as free text tests them (migration 0006): written by PostgreSQL only. */
  searchText: GeneratedAlways<string>;
}

interface PilotTable {
  id: Generated<number>;
  firstName: string;
  lastName: string;
  uprn: string;
  flyingHours: number;
}

interface FlightTable {
  id: Generated<number>;
  /** yyyy-MM-dd */
  departureDate: string;
  /** HH:mm:ss */
  departureTime: string;
  airlineId: number;
  destinationId: number;
  pilotId: number;
}

interface PlaneTicketTable {
  id: Generated<number>;
  price: Numeric;
  /** yyyy-MM-dd */
  purchaseDate: string;
  seatNumber: number;
  passengerId: number;
  travelClassId: number;
  flightId: number;
}

interface ApiUserTable {
  apiUserId: Generated<number>;
  userName: string;
  /** The argon2id hash, never the password itself. */
  password: string;
  roles: Role;
  /** Tokens issued before this instant are rejected (D-53); set it whenever the name, role or password changes. */
  credentialsChangedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One sign-in with a password and the tokens refreshed from it (migration 0014, D-93). */
interface ApiSessionTable {
  sessionId: GeneratedAlways<number>;
  apiUserId: number;
  tokenVersion: Generated<number>;
  replacedTokenValidUntil: Date | null;
  signedInAt: Date;
  endsAt: Date;
}

interface SchemaMigrationsTable {
  version: string;
  checksum: string;
  appliedAt: ColumnType<Date, never, never>;
}

/** Every resource table's row count and version, kept by the triggers of migrations 0002 and 0003. */
interface RowCountTable {
  tableName: string;
  n: ColumnType<number, never, never>;
  version: ColumnType<number, never, never>;
}

/** One change of a record (migration 0011): append-only. */
interface AuditEntryTable {
  /** A bigint, read as a number (typeParsers.ts). */
  id: GeneratedAlways<number>;
  at: ColumnType<Date, Date | string | undefined, never>;
  userId: number | null;
  userName: string;
  source: 'api' | 'users tool';
  action: AuditAction;
  entity: string;
  recordId: number;
  /** The changes as JSON text when written; read back parsed. */
  changes: ColumnType<unknown, string, never>;
}

/** A deleted record's secret values (an API user's password hash), for its restore (migration 0011). */
interface AuditKeptSecretTable {
  auditEntryId: number;
  field: string;
  value: string;
}

/** Written by PostgreSQL alone: a column the server reads and never writes. */
type ReadOnly<T> = ColumnType<T, never, never>;

/**
 * A record group that breaks a booking rule (migration 0015), kept by triggers on the tickets and flights: each rule
 * sets its own key columns and leaves the others null.
 */
interface DataRuleBreachTable {
  rule: ReadOnly<DataRule>;
  flightId: ReadOnly<number | null>;
  seatNumber: ReadOnly<number | null>;
  passengerId: ReadOnly<number | null>;
  planeTicketId: ReadOnly<number | null>;
  pilotId: ReadOnly<number | null>;
  departureDate: ReadOnly<string | null>;
  departureTime: ReadOnly<string | null>;
  ids: ReadOnly<number[]>;
  about: ReadOnly<string>;
}

/** Small facts about the database itself, e.g. whether the demo data set was loaded. */
interface AppStateTable {
  key: string;
  value: string;
}

export interface Database {
  airline: AirlineTable;
  destination: DestinationTable;
  travelClass: TravelClassTable;
  passenger: PassengerTable;
  pilot: PilotTable;
  flight: FlightTable;
  planeTicket: PlaneTicketTable;
  apiUser: ApiUserTable;
  apiSession: ApiSessionTable;
  schemaMigrations: SchemaMigrationsTable;
  rowCount: RowCountTable;
  appState: AppStateTable;
  auditEntry: AuditEntryTable;
  auditKeptSecret: AuditKeptSecretTable;
  dataRuleBreach: DataRuleBreachTable;
}
