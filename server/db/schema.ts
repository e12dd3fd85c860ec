import type { ColumnType, Generated } from 'kysely';
import type { Role } from '../../src/domain/roles';

// Kysely's view of the tables of migrations/*.sql. Columns are snake_case in SQL and camelCase here (CamelCasePlugin).
// Dates and times come back as the strings PostgreSQL writes ('2025-08-07', '08:30:00'): see typeParsers.ts.

/** A numeric column: PostgreSQL's exact decimal, read as a JS number, written as a number or a numeric string. */
type Numeric = ColumnType<number, number | string, number | string>;

export interface AirlineTable {
  id: Generated<number>;
  name: string;
}

export interface DestinationTable {
  id: Generated<number>;
  city: string;
  airport: string;
}

export interface TravelClassTable {
  id: Generated<number>;
  type: string;
}

export interface PassengerTable {
  id: Generated<number>;
  firstName: string;
  lastName: string;
  uprn: string;
  passport: string;
  address: string;
  phone: string;
}

export interface PilotTable {
  id: Generated<number>;
  firstName: string;
  lastName: string;
  uprn: string;
  flyingHours: number;
}

export interface FlightTable {
  id: Generated<number>;
  /** yyyy-MM-dd */
  departureDate: string;
  /** HH:mm:ss */
  departureTime: string;
  airlineId: number;
  destinationId: number;
  pilotId: number;
}

export interface PlaneTicketTable {
  id: Generated<number>;
  price: Numeric;
  /** yyyy-MM-dd */
  purchaseDate: string;
  seatNumber: number;
  passengerId: number;
  travelClassId: number;
  flightId: number;
}

export interface ApiUserTable {
  apiUserId: Generated<number>;
  userName: string;
  /** The argon2id hash, never the password itself. */
  password: string;
  roles: Role;
  /** Tokens issued before this instant are rejected (decision S-5); set it whenever the name, role or password changes. */
  credentialsChangedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SchemaMigrationsTable {
  version: string;
  checksum: string;
  appliedAt: ColumnType<Date, never, never>;
}

/** Every resource table's row count and version, kept by the triggers of migrations 0002 and 0003. */
export interface RowCountTable {
  tableName: string;
  n: ColumnType<number, never, never>;
  version: ColumnType<number, never, never>;
}

/** Small facts about the database itself, e.g. whether the demo data set was loaded. */
export interface AppStateTable {
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
  schemaMigrations: SchemaMigrationsTable;
  rowCount: RowCountTable;
  appState: AppStateTable;
}
