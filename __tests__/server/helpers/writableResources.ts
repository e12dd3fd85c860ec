import { sql, type Kysely } from 'kysely';
import type { FieldSet } from '../../../src/domain/fields';
import { airlineFields } from '../../../src/domain/entities/airline';
import { apiUserFields } from '../../../src/domain/entities/apiUser';
import { destinationFields } from '../../../src/domain/entities/destination';
import { flightFields } from '../../../src/domain/entities/flight';
import { passengerFields } from '../../../src/domain/entities/passenger';
import { pilotFields } from '../../../src/domain/entities/pilot';
import { planeTicketFields } from '../../../src/domain/entities/planeTicket';
import { hashPassword } from '../../../server/auth/passwords';
import type { Database } from '../../../server/db/schema';
import { minuteOfDay } from './validBodies';
import { demoDate as seedDay } from '../../../server/db/seed/seedDates';

// Rows that writes may change without disturbing anything else: each test inserts its own row straight into the
// database (pointing at seed rows 1 where it needs parents), writes to it through the API, checks the database, and
// removes what is left. Bodies are built from the shared field definitions, so they are valid by construction.

type Db = Kysely<Database>;
export type Row = Record<string, unknown>;

export interface WritableResource {
  /** The route segment, e.g. 'Airlines'. */
  path: string;
  /** The SQL table and its key column (snake_case; rows read back with camelCase properties). */
  table: string;
  idColumn: string;
  /** The key's name in a PUT body. */
  idWire: string;
  fields: FieldSet;
  /** Inserts a row nothing else uses; `n` makes unique values unique. Returns its id. */
  insert(db: Db, n: number): Promise<number>;
  /** A valid create body (undefined when the API has no POST for the resource). */
  createBody?(n: number): Row;
  /** The property every update changes, and its new value. */
  change: { property: string; value(n: number): string | number };
}

const uprn = (n: number) => `77${String(n).padStart(11, '0')}`;
const passport = (n: number) => `M${String(n).padStart(8, '0')}`;

let storedHash: Promise<string> | undefined;
/** One argon2 hash for every API user the tests insert: hashing is slow on purpose. */
const aHash = () => (storedHash ??= hashPassword('matrix-password'));

export const AIRLINES: WritableResource = {
  path: 'Airlines',
  table: 'airline',
  idColumn: 'id',
  idWire: 'Id',
  fields: airlineFields,
  insert: async (db, n) =>
    (
      await db
        .insertInto('airline')
        .values({ name: `Matrix Wings ${n}` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  createBody: (n) => ({ Name: `Created Wings ${n}` }),
  change: { property: 'name', value: (n) => `Renamed Wings ${n}` },
};

export const DESTINATIONS: WritableResource = {
  path: 'Destinations',
  table: 'destination',
  idColumn: 'id',
  idWire: 'Id',
  fields: destinationFields,
  insert: async (db, n) =>
    (
      await db
        .insertInto('destination')
        .values({ city: `Matrix City ${n}`, airport: `Matrix Airport ${n}` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  createBody: (n) => ({ City: `Created City ${n}`, Airport: `Created Airport ${n}` }),
  change: { property: 'city', value: (n) => `Renamed City ${n}` },
};

export const FLIGHTS: WritableResource = {
  path: 'Flights',
  table: 'flight',
  idColumn: 'id',
  idWire: 'Id',
  fields: flightFields,
  // A pilot flies one flight per departure date and time: each row and body leaves at a minute of its own.
  insert: async (db, n) =>
    (
      await db
        .insertInto('flight')
        .values({
          departureDate: seedDay('2025-09-01'),
          departureTime: minuteOfDay(n),
          airlineId: 1,
          destinationId: 1,
          pilotId: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  createBody: (n) => ({
    DepartureDate: seedDay('2025-09-02'),
    DepartureTime: `${minuteOfDay(n)}:00`,
    AirlineId: 2,
    DestinationId: 3,
    PilotId: 4,
  }),
  change: { property: 'departureTime', value: (n) => `${minuteOfDay(720 + n)}:00` },
};

export const PASSENGERS: WritableResource = {
  path: 'Passengers',
  table: 'passenger',
  idColumn: 'id',
  idWire: 'Id',
  fields: passengerFields,
  insert: async (db, n) =>
    (
      await db
        .insertInto('passenger')
        .values({
          firstName: 'Matrix',
          lastName: `Passenger ${n}`,
          uprn: uprn(n),
          passport: passport(n),
          address: '1 Matrix Street, Testville',
          phone: '555-0100',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  createBody: (n) => ({
    FirstName: 'Created',
    LastName: `Passenger ${n}`,
    UPRN: uprn(n),
    Passport: passport(n),
    Address: '2 Matrix Street, Testville',
    Phone: '555-0101',
  }),
  change: { property: 'firstName', value: (n) => `Renamed ${n}` },
};

export const PILOTS: WritableResource = {
  path: 'Pilots',
  table: 'pilot',
  idColumn: 'id',
  idWire: 'Id',
  fields: pilotFields,
  insert: async (db, n) =>
    (
      await db
        .insertInto('pilot')
        .values({ firstName: 'Matrix', lastName: `Pilot ${n}`, uprn: uprn(n), flyingHours: 100 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  createBody: (n) => ({ FirstName: 'Created', LastName: `Pilot ${n}`, UPRN: uprn(n), FlyingHours: 5 }),
  change: { property: 'firstName', value: (n) => `Renamed ${n}` },
};

export const PLANE_TICKETS: WritableResource = {
  path: 'PlaneTickets',
  table: 'plane_ticket',
  idColumn: 'id',
  idWire: 'Id',
  fields: planeTicketFields,
  // The booking rules: each row's passenger is its own, on flight 1 in a seat of its own; a body books passenger 1
  // (who holds a ticket on flight 1 only) on one of flights 2 to 10, in a seat of its own.
  insert: async (db, n) => {
    const passenger = await PASSENGERS.insert(db, 5_000 + n);
    return (
      await db
        .insertInto('planeTicket')
        .values({
          price: 99.5,
          purchaseDate: seedDay('2025-07-01'),
          seatNumber: 1_000 + n,
          passengerId: passenger,
          travelClassId: 1,
          flightId: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  },
  createBody: (n) => ({
    Price: 12.5,
    PurchaseDate: seedDay('2025-07-02'),
    SeatNumber: 3_000 + n,
    PassengerId: 1,
    TravelClassId: 3,
    FlightId: 2 + (n % 9),
  }),
  change: { property: 'seatNumber', value: (n) => 5_000 + n },
};

export const API_USERS: WritableResource = {
  path: 'ApiUsers',
  table: 'api_user',
  idColumn: 'api_user_id',
  idWire: 'ApiUserId',
  fields: apiUserFields,
  insert: async (db, n) =>
    (
      await db
        .insertInto('apiUser')
        .values({ userName: `matrix-user-${n}`, password: await aHash(), roles: 'User' })
        .returning('apiUserId')
        .executeTakeFirstOrThrow()
    ).apiUserId,
  change: { property: 'userName', value: (n) => `matrix-renamed-${n}` },
};

export const WRITABLE_RESOURCES = [AIRLINES, DESTINATIONS, FLIGHTS, PASSENGERS, PILOTS, PLANE_TICKETS, API_USERS];

let serial = 0;
/** A number no earlier call returned, for unique names, UPRNs and passports. */
export const nextSerial = () => ++serial;

export async function readRow(db: Db, resource: WritableResource, id: number): Promise<Row | undefined> {
  const { rows } =
    await sql<Row>`select * from ${sql.table(resource.table)} where ${sql.ref(resource.idColumn)} = ${id}`.execute(db);
  return rows[0];
}

export async function countRows(db: Db, resource: WritableResource): Promise<number> {
  const { rows } = await sql<{
    count: number;
  }>`select count(*)::int as count from ${sql.table(resource.table)}`.execute(db);
  return rows[0]?.count ?? 0;
}

export async function deleteRow(db: Db, resource: WritableResource, id: number): Promise<void> {
  await sql`delete from ${sql.table(resource.table)} where ${sql.ref(resource.idColumn)} = ${id}`.execute(db);
}

/** The row as a PUT body (wire names, the key under `idWire`), with the resource's change applied. */
export function replaceBody(resource: WritableResource, row: Row, id: number, n: number): Row {
  const body: Row = { [resource.idWire]: id };
  for (const [property, field] of Object.entries(resource.fields)) body[field.wire] = row[property];
  body[resource.fields[resource.change.property]?.wire ?? ''] = resource.change.value(n);
  return body;
}

/** The values a create body gives each field, by property name, as rows read them back. */
export function createdValues(resource: WritableResource, body: Row): Row {
  return Object.fromEntries(Object.entries(resource.fields).map(([property, field]) => [property, body[field.wire]]));
}
