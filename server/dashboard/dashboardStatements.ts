import { sql, type Compilable } from 'kysely';
import { DEPARTURES_LISTED, type ClassSales, type DaySales } from '../../src/domain/dashboard';
import { compileOnce, queryCompiler, type Slots } from '../db/queryCompiler';
import { flights } from '../resources/definitions/flights';
import type { DtoRow } from '../resources/dtoRows';

// The dashboard's statements (docs/dashboard.md), each compiled once and prepared: their plans do not depend on the
// dates they are run with, which always span a week or a month. Each reads an index's range, never a whole table: at a
// million tickets a month is some 20,000 entries of migration 0012's covering index, a week some 500 flights.

/** Every table's row count, kept by triggers (migration 0002): no table is counted. */
export const rowCounts = compileOnce<object, { tableName: string; n: number }>(
  () => queryCompiler.selectFrom('rowCount').select(['tableName', 'n']),
  { prepared: true },
);

interface Window {
  /** Today, and the time of day from which a departure is still to come. */
  date: string;
  time: string;
  /** The last day of the window. */
  lastDate: string;
}

/** The flight `alias` leaves within the window: compared as (date, time), which the departure order's index serves. */
function inWindow(slots: Slots<Window>, alias: string) {
  const date = sql.ref(`${alias}.departureDate`);
  const time = sql.ref(`${alias}.departureTime`);
  return sql<boolean>`(${date}, ${time}) >= (${slots.date}::date, ${slots.time}::time) and ${date} <= ${slots.lastDate}::date`;
}

/**
 * The first departures of the window with their airline, destination and pilot (the flights' own select, as GET
 * /Flights answers them), each with the window's total: one walk of the departure order's index (migration 0005), the
 * total from the same index alone. The limit is written in, so the plan knows it reads ten rows.
 */
export const nextDepartures = compileOnce<Window, DtoRow & { total: number }>(
  (slots) =>
    flights.rows<Compilable<DtoRow & { total: number }>>((select) =>
      select
        .select(
          queryCompiler
            .selectFrom('flight as w')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where(inWindow(slots, 'w'))
            .$asScalar()
            .as('total'),
        )
        .where(inWindow(slots, 't'))
        .orderBy(sql.ref('t.departureDate'))
        .orderBy(sql.ref('t.departureTime'))
        .orderBy(sql.ref('t.id'))
        .limit(sql.lit(DEPARTURES_LISTED)),
    ),
  { prepared: true },
);

interface Period {
  from: string;
  to: string;
}

/** The tickets bought on each day of the period, every day there (a day without a sale counts 0), oldest first. */
export const ticketsPerDay = compileOnce<Period, DaySales>(
  (slots) =>
    queryCompiler
      .with('day', (db) =>
        db.selectNoFrom(
          sql<string>`generate_series(${slots.from}::date, ${slots.to}::date, interval '1 day')::date`.as('date'),
        ),
      )
      .with('sold', (db) =>
        db
          .selectFrom('planeTicket')
          .select(['purchaseDate', (eb) => eb.fn.countAll<number>().as('tickets')])
          .where('purchaseDate', '>=', slots.from)
          .where('purchaseDate', '<=', slots.to)
          .groupBy('purchaseDate'),
      )
      .selectFrom('day')
      .leftJoin('sold', 'sold.purchaseDate', 'day.date')
      .select(['day.date', (eb) => eb.fn.coalesce('sold.tickets', sql.lit(0)).as('tickets')])
      .orderBy('day.date'),
  { prepared: true },
);

/** The tickets and revenue of each travel class over the period, every class there (0 without a sale), by id. */
export const salesByClass = compileOnce<Period, ClassSales>(
  (slots) =>
    queryCompiler
      .with('sold', (db) =>
        db
          .selectFrom('planeTicket')
          .select([
            'travelClassId',
            (eb) => eb.fn.countAll<number>().as('tickets'),
            (eb) => eb.fn.sum<number>('price').as('revenue'),
          ])
          .where('purchaseDate', '>=', slots.from)
          .where('purchaseDate', '<=', slots.to)
          .groupBy('travelClassId'),
      )
      .selectFrom('travelClass as c')
      .leftJoin('sold', 'sold.travelClassId', 'c.id')
      .select([
        'c.id as travelClassId',
        'c.type as travelClass',
        (eb) => eb.fn.coalesce('sold.tickets', sql.lit(0)).as('tickets'),
        (eb) => eb.fn.coalesce('sold.revenue', sql.lit(0)).as('revenue'),
      ])
      .orderBy('c.id'),
  { prepared: true },
);
