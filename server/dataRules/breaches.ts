import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  DATA_RULES,
  type DataRule,
  type DataRuleBreach,
  type DataRuleReport,
  type DataRulesReport,
} from '../../src/domain/dataRules';
import type { Database } from '../db/schema';

// The records that break a booking rule. The database refuses every new breach (migration 0009), so these are rows
// written before the rules existed. Each rule is one grouping statement that its indexes serve: the seat rule walks
// plane_ticket_flight_seat, the passenger rule plane_ticket_passenger_flight, the pilot rule flight_pilot_departure.

/** Breaches listed per rule; the count covers them all. */
const LISTED_BREACHES = 100;

interface BreachRow {
  ids: number[];
  about: string;
  /** The rule's breaking records in all, and the breaches they make, on every row. */
  total: string | number;
  groups: string | number;
}

/** The groups of `ids` sharing `about`, with the total of the grouped rows, first groups first. */
const GROUPED: Record<DataRule, { resource: DataRuleBreach['resource']; rows: RawBuilder<BreachRow> }> = {
  seatSoldOnce: {
    resource: 'PlaneTickets',
    rows: sql<BreachRow>`
      select array_agg(id order by id) as ids, 'Seat ' || seat_number || ' on flight ' || flight_id as about,
             sum(count(*)) over () as total, count(*) over () as groups
      from plane_ticket group by flight_id, seat_number having count(*) > 1
      order by flight_id, seat_number limit ${LISTED_BREACHES}`,
  },
  passengerOncePerFlight: {
    resource: 'PlaneTickets',
    rows: sql<BreachRow>`
      select array_agg(id order by id) as ids, 'Passenger ' || passenger_id || ' on flight ' || flight_id as about,
             sum(count(*)) over () as total, count(*) over () as groups
      from plane_ticket group by passenger_id, flight_id having count(*) > 1
      order by passenger_id, flight_id limit ${LISTED_BREACHES}`,
  },
  boughtBeforeDeparture: {
    resource: 'PlaneTickets',
    rows: sql<BreachRow>`
      select array[t.id] as ids,
             'Bought ' || to_char(t.purchase_date, 'YYYY-MM-DD') || ', flight ' || f.id || ' left '
               || to_char(f.departure_date, 'YYYY-MM-DD') as about,
             count(*) over () as total, count(*) over () as groups
      from plane_ticket t join flight f on f.id = t.flight_id
      where t.purchase_date > f.departure_date
      order by t.id limit ${LISTED_BREACHES}`,
  },
  pilotOncePerSlot: {
    resource: 'Flights',
    rows: sql<BreachRow>`
      select array_agg(id order by id) as ids,
             'Pilot ' || pilot_id || ' on ' || to_char(departure_date, 'YYYY-MM-DD') || ' at '
               || to_char(departure_time, 'HH24:MI') as about,
             sum(count(*)) over () as total, count(*) over () as groups
      from flight group by pilot_id, departure_date, departure_time having count(*) > 1
      order by pilot_id, departure_date, departure_time limit ${LISTED_BREACHES}`,
  },
};

/** Reads every rule's breaches, in one transaction so that the rules are judged on one snapshot. */
export async function findDataRuleBreaches(db: Kysely<Database>): Promise<DataRulesReport> {
  const checkedAt = new Date().toISOString();
  const rules = await db.transaction().execute(async (trx) => {
    await sql`set transaction isolation level repeatable read, read only`.execute(trx);
    const reports: DataRuleReport[] = [];
    for (const [rule, { resource, rows }] of Object.entries(GROUPED) as [DataRule, (typeof GROUPED)[DataRule]][]) {
      const found = (await rows.execute(trx)).rows;
      reports.push({
        rule,
        description: DATA_RULES[rule].rule,
        rowCount: Number(found[0]?.total ?? 0),
        breaches: found.map(({ ids, about }) => ({ resource, ids: ids.map(Number), about })),
        more: Number(found[0]?.groups ?? 0) > found.length,
      });
    }
    return reports;
  });
  return { checkedAt, rules };
}
