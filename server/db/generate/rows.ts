import { Faker, en } from '@faker-js/faker';
import type { GeneratedTable, RowCounts } from './scale';

// Realistic rows for every generated table, valid under the API's rules (decision D-23) and pointing
// only at rows that exist. Each table's rows are columns of values (what `unnest` takes), made a batch at a time.
// Ids are 1..N per table, so references are drawn from known ranges without reading anything back.

/** One batch of a table: its rows as columns, each a value per row. */
export type Columns = Record<string, (string | number)[]>;

export interface TableSpec {
  key: GeneratedTable;
  table: string;
  /** Column name → the PostgreSQL type of its array in `unnest` ('int4', 'varchar', 'date', ...). */
  types: Record<string, string>;
  /** The rows [from, to) as columns; row n has id n + 1. */
  batch(from: number, to: number): Columns;
}

const AIRLINE_SUFFIXES = ['Airlines', 'Airways', 'Air', 'Aviation', 'Air Lines', 'Jet'];
const AIRPORT_KINDS = ['International Airport', 'Airport', 'Regional Airport', 'City Airport', 'Municipal Airport'];
const PASSPORT_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Departures span four years: the last of them thirteen weeks (a quarter) after the day of generating (D-89). */
const DEPARTURE_DAYS = 4 * 365;
const FUTURE_DAYS = 13 * 7;
const DAY_MS = 86_400_000;

/** Departures leave on the five minutes; a day has this many. */
const SLOT_MINUTES = 5;
const DAY_SLOTS = (24 * 60) / SLOT_MINUTES;
/** Seats of the largest aircraft the data knows. */
const SEATS = 320;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A step prime to `modulus`, at least `from`: multiplying by it permutes 0..modulus-1. */
function stepPrimeTo(modulus: number, from: number): number {
  let step = from;
  while (gcd(step, modulus) !== 1) step += 1;
  return step;
}

/** Tickets a flight gets, 5 to 15 and ten on average, by its zero-based index. */
const ticketsOfFlight = (index: number) => 5 + ((index * 7) % 11);

/**
 * Who flies and sits where, so that the data follows the booking rules (docs/booking-rules.md) without remembering
 * what it drew. Multiplying by a number prime to the modulus permutes the residues, which spreads the choices like a
 * random draw while keeping them apart:
 * - a flight's day is id·7919 mod DEPARTURE_DAYS and its slot id·53 mod DAY_SLOTS, each multiplier prime to its
 *   modulus, so two flights share day and slot exactly when their ids are equal modulo the least common multiple of
 *   the two moduli (105,120); such flights are told apart by how many of those periods precede them, which picks a
 *   different pilot for each;
 * - the flights take consecutive places, 5 to 15 each (ticketsOfFlight), and ticket n takes place n·t mod T, so a
 *   flight's tickets are spread over the table; the k-th place of a flight is seat k·97 mod 320 shifted by the flight,
 *   distinct for its first 320 tickets. Places beyond the flights' share go round the flights again, after their own;
 * - ticket n's passenger is n·m mod P, distinct for every n below P: a passenger holds one ticket.
 */
export function bookingPlan(counts: RowCounts) {
  const period = (DEPARTURE_DAYS * DAY_SLOTS) / gcd(DEPARTURE_DAYS, DAY_SLOTS);
  const flights = counts.flight;
  const passengerStep = stepPrimeTo(counts.passenger, 7919);
  const placeStep = stepPrimeTo(counts.planeTicket, 104_729);
  // firstPlace[f]: flight f's first place; firstPlace[flights]: the places the flights share.
  const firstPlace = new Float64Array(flights + 1);
  const firstPlaceOf = (index: number) => firstPlace[index] ?? 0;
  for (let index = 0; index < flights; index++) firstPlace[index + 1] = firstPlaceOf(index) + ticketsOfFlight(index);
  const shared = firstPlaceOf(flights);
  /** The flight (zero-based) whose places hold `place`, by bisection. */
  const flightAt = (place: number) => {
    let low = 0;
    let high = flights - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (firstPlaceOf(middle) <= place) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  return {
    departureSlot: (flightId: number) => (flightId * 53) % DAY_SLOTS,
    pilotOf(flightId: number) {
      const place = (flightId - 1) % period;
      const periodsBefore = Math.floor((flightId - 1) / period);
      return ((place * 7 + periodsBefore) % counts.pilot) + 1;
    },
    ticket(n: number) {
      const place = (n * placeStep) % counts.planeTicket;
      let index: number;
      let k: number;
      if (place < shared) {
        index = flightAt(place);
        k = place - firstPlaceOf(index);
      } else {
        index = (place - shared) % flights;
        k = ticketsOfFlight(index) + Math.floor((place - shared) / flights);
      }
      const flightId = index + 1;
      return {
        flightId,
        seatNumber: ((k * 97 + flightId * 31) % SEATS) + 1,
        passengerId: ((n * passengerStep) % counts.passenger) + 1,
      };
    },
  };
}
const pad = (value: number, width: number) => String(value).padStart(width, '0');
/** An id in 1..count. */
const idUpTo = (faker: Faker, count: number) => faker.number.int({ min: 1, max: count });

function columns(names: readonly string[]): Columns {
  return Object.fromEntries(names.map((name) => [name, []]));
}

/** The first day a flight of data generated around `today` may leave: a ticket bought before it fits every flight. */
export const firstDepartureDay = (today: string): string =>
  isoDay(Date.parse(`${today}T00:00:00Z`) - (DEPARTURE_DAYS - FUTURE_DAYS) * DAY_MS);

/** The row factories of one generation run; `seed` makes the same data every time. */
export function tableSpecs(
  counts: RowCounts,
  travelClassIds: readonly number[],
  seed: number,
  today: string,
): TableSpec[] {
  const faker = new Faker({ locale: [en] });
  faker.seed(seed);
  // Dated around `today` (D-89): flights until a quarter ahead, as airlines sell them, so the dashboard's coming week has its departures
  // and the sales of the last 30 days are as many as any month's. Day numbers count from the first departure day.
  const firstDeparture = Date.parse(`${firstDepartureDay(today)}T00:00:00Z`);
  const todayNumber = DEPARTURE_DAYS - FUTURE_DAYS;
  // A flight's day, known to its tickets (a ticket is bought before its flight leaves).
  const departureDay = (flightId: number) => (flightId * 7919) % DEPARTURE_DAYS;
  // A ticket is bought up to 180 days before its flight, and never after today: a purchase the draw put in the
  // future is as many days before today instead, still before its flight, which leaves after today.
  const purchaseDay = (flightId: number, daysBefore: number) => {
    const day = departureDay(flightId) - daysBefore;
    return day > todayNumber ? 2 * todayNumber - day : day;
  };
  const bookings = bookingPlan(counts);

  const airline: TableSpec = {
    key: 'airline',
    table: 'airline',
    types: { id: 'int4', name: 'varchar' },
    batch(from, to) {
      const rows = columns(['id', 'name']);
      for (let n = from; n < to; n++) {
        rows.id.push(n + 1);
        rows.name.push(`${faker.location.city()} ${faker.helpers.arrayElement(AIRLINE_SUFFIXES)}`);
      }
      return rows;
    },
  };

  const destination: TableSpec = {
    key: 'destination',
    table: 'destination',
    types: { id: 'int4', city: 'varchar', airport: 'varchar' },
    batch(from, to) {
      const rows = columns(['id', 'city', 'airport']);
      for (let n = from; n < to; n++) {
        const city = faker.location.city();
        rows.id.push(n + 1);
        rows.city.push(city);
        rows.airport.push(`${city} ${faker.helpers.arrayElement(AIRPORT_KINDS)}`);
      }
      return rows;
    },
  };

  const pilot: TableSpec = {
    key: 'pilot',
    table: 'pilot',
    types: { id: 'int4', first_name: 'varchar', last_name: 'varchar', uprn: 'varchar', flying_hours: 'int4' },
    batch(from, to) {
      const rows = columns(['id', 'first_name', 'last_name', 'uprn', 'flying_hours']);
      for (let n = from; n < to; n++) {
        rows.id.push(n + 1);
        rows.first_name.push(faker.person.firstName());
        rows.last_name.push(faker.person.lastName());
        // Unique by construction: 13 digits, the row number after a prefix no passenger UPRN uses.
        rows.uprn.push(`9${pad(n, 12)}`);
        rows.flying_hours.push(faker.number.int({ min: 0, max: 40_000 }));
      }
      return rows;
    },
  };

  const passenger: TableSpec = {
    key: 'passenger',
    table: 'passenger',
    types: {
      id: 'int4',
      first_name: 'varchar',
      last_name: 'varchar',
      uprn: 'varchar',
      passport: 'varchar',
      address: 'varchar',
      phone: 'varchar',
    },
    batch(from, to) {
      const rows = columns(['id', 'first_name', 'last_name', 'uprn', 'passport', 'address', 'phone']);
      for (let n = from; n < to; n++) {
        rows.id.push(n + 1);
        rows.first_name.push(faker.person.firstName());
        rows.last_name.push(faker.person.lastName());
        rows.uprn.push(`1${pad(n, 12)}`);
        // A letter and eight digits, unique for the first 2.6 billion rows.
        rows.passport.push(`${PASSPORT_LETTERS[n % 26]}${pad(Math.floor(n / 26), 8)}`);
        rows.address.push(
          `${faker.location.streetAddress()}, ${faker.location.city()}, ${faker.location.country()}`.slice(0, 200),
        );
        rows.phone.push(faker.phone.number({ style: 'national' }));
      }
      return rows;
    },
  };

  const flight: TableSpec = {
    key: 'flight',
    table: 'flight',
    types: {
      id: 'int4',
      departure_date: 'date',
      departure_time: 'time',
      airline_id: 'int4',
      destination_id: 'int4',
      pilot_id: 'int4',
    },
    batch(from, to) {
      const rows = columns(['id', 'departure_date', 'departure_time', 'airline_id', 'destination_id', 'pilot_id']);
      for (let n = from; n < to; n++) {
        const id = n + 1;
        rows.id.push(id);
        const minutes = bookings.departureSlot(id) * SLOT_MINUTES;
        rows.departure_date.push(isoDay(firstDeparture + departureDay(id) * DAY_MS));
        rows.departure_time.push(`${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}:00`);
        rows.airline_id.push(idUpTo(faker, counts.airline));
        rows.destination_id.push(idUpTo(faker, counts.destination));
        rows.pilot_id.push(bookings.pilotOf(id));
      }
      return rows;
    },
  };

  const planeTicket: TableSpec = {
    key: 'planeTicket',
    table: 'plane_ticket',
    types: {
      id: 'int4',
      price: 'numeric',
      purchase_date: 'date',
      seat_number: 'int4',
      passenger_id: 'int4',
      travel_class_id: 'int4',
      flight_id: 'int4',
    },
    batch(from, to) {
      const rows = columns([
        'id',
        'price',
        'purchase_date',
        'seat_number',
        'passenger_id',
        'travel_class_id',
        'flight_id',
      ]);
      for (let n = from; n < to; n++) {
        const { flightId, seatNumber, passengerId } = bookings.ticket(n);
        const daysBefore = faker.number.int({ min: 0, max: 180 });
        rows.id.push(n + 1);
        rows.price.push(faker.number.float({ min: 29, max: 2_400, fractionDigits: 2 }));
        rows.purchase_date.push(isoDay(firstDeparture + purchaseDay(flightId, daysBefore) * DAY_MS));
        rows.seat_number.push(seatNumber);
        rows.passenger_id.push(passengerId);
        rows.travel_class_id.push(faker.helpers.arrayElement(travelClassIds));
        rows.flight_id.push(flightId);
      }
      return rows;
    },
  };

  // Parents before children, so every reference points at a row already there.
  return [airline, destination, pilot, passenger, flight, planeTicket];
}
