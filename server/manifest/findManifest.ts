import { sql, type Kysely } from 'kysely';
import type { Flight } from '../../src/domain/entities/flight';
import type { Manifest } from '../../src/domain/manifest';
import type { Database } from '../db/schema';
import { flights } from '../resources/definitions/flights';
import { findById } from '../resources/repository';

/**
 * A flight's manifest, or undefined when there is no such flight. The flight, its tickets and their totals are read in
 * one read-only REPEATABLE READ transaction: a manifest handed to a gate team adds up, even while tickets are sold.
 * The totals are the database's sums (prices are numeric), each class's and, by a window over them, the flight's.
 */
export async function findManifest(db: Kysely<Database>, flightId: number): Promise<Manifest | undefined> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const flight = (await findById(trx, flights, flightId)) as Flight | undefined;
      if (flight === undefined) return undefined;
      const tickets = await trx
        .selectFrom('planeTicket as t')
        .innerJoin('passenger as p', 'p.id', 't.passengerId')
        .innerJoin('travelClass as c', 'c.id', 't.travelClassId')
        .select([
          't.id',
          't.seatNumber',
          't.passengerId',
          'p.firstName',
          'p.lastName',
          'p.passport',
          't.travelClassId',
          'c.type as travelClass',
          't.price',
          't.purchaseDate',
        ])
        .where('t.flightId', '=', flightId)
        .orderBy('t.seatNumber')
        .orderBy('t.id')
        .execute();
      const classes = await trx
        .selectFrom('planeTicket as t')
        .innerJoin('travelClass as c', 'c.id', 't.travelClassId')
        .select([
          't.travelClassId',
          'c.type as travelClass',
          sql<number>`count(*)::int`.as('tickets'),
          sql<number>`sum(t.price)`.as('revenue'),
          sql<number>`sum(count(*)) over ()::int`.as('allTickets'),
          sql<number>`sum(sum(t.price)) over ()`.as('allRevenue'),
        ])
        .where('t.flightId', '=', flightId)
        .groupBy(['t.travelClassId', 'c.type'])
        .orderBy('t.travelClassId')
        .execute();
      const first = classes[0];
      return {
        flight,
        tickets,
        classes: classes.map(({ travelClassId, travelClass, tickets: sold, revenue }) => ({
          travelClassId,
          travelClass,
          tickets: sold,
          revenue: Number(revenue),
        })),
        total: { tickets: first?.allTickets ?? 0, revenue: Number(first?.allRevenue ?? 0) },
      };
    });
}
