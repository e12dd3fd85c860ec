import { sql, type Kysely } from 'kysely';
import {
  DATA_RULES,
  type DataRule,
  type DataRuleBreach,
  type DataRuleReport,
  type DataRulesReport,
} from '../../src/domain/dataRules';
import type { Database } from '../db/schema';

// The records that break a booking rule. The database refuses every new breach (migration 0009), so these are rows
// written before the rules existed; migration 0015 keeps them in data_rule_breach, one row per breach, so reading
// them is a walk of a small table's indexes however many tickets and flights there are (D-99).

/** Breaches listed per rule; the count covers them all. */
const LISTED_BREACHES = 100;

/** Each rule's record kind, and the order of its breaches (the order of data_rule_breach's index for the rule). */
const RULES: Record<DataRule, { resource: DataRuleBreach['resource']; order: string }> = {
  seatSoldOnce: { resource: 'PlaneTickets', order: 'flight_id, seat_number' },
  passengerOncePerFlight: { resource: 'PlaneTickets', order: 'passenger_id, flight_id' },
  boughtBeforeDeparture: { resource: 'PlaneTickets', order: 'plane_ticket_id' },
  pilotOncePerSlot: { resource: 'Flights', order: 'pilot_id, departure_date, departure_time' },
};

interface BreachRow {
  rule: DataRule;
  ids: number[];
  about: string;
  /** The rule's breaking records in all, and its breaches, on every row. */
  total: string | number;
  groups: string | number;
}

/** The first breaches of every rule, with each rule's totals, in one statement and so on one snapshot. */
function firstBreaches() {
  const perRule = (Object.keys(RULES) as DataRule[]).map(
    (rule) => sql`(select rule, ids, about, sum(cardinality(ids)) over () as total, count(*) over () as groups,
        row_number() over (order by ${sql.raw(RULES[rule].order)}) as place
      from data_rule_breach where rule = ${rule}
      order by ${sql.raw(RULES[rule].order)} limit ${LISTED_BREACHES})`,
  );
  return sql<BreachRow>`select rule, ids, about, total, groups from (${sql.join(perRule, sql` union all `)}) first
    order by place`;
}

/** Every rule's breaches as the records are now. */
export async function findDataRuleBreaches(db: Kysely<Database>): Promise<DataRulesReport> {
  const checkedAt = new Date().toISOString();
  const { rows } = await firstBreaches().execute(db);
  const rules = (Object.keys(RULES) as DataRule[]).map((rule): DataRuleReport => {
    const found = rows.filter((row) => row.rule === rule);
    return {
      rule,
      description: DATA_RULES[rule].rule,
      rowCount: Number(found[0]?.total ?? 0),
      breaches: found.map(({ ids, about }) => ({ resource: RULES[rule].resource, ids: ids.map(Number), about })),
      more: Number(found[0]?.groups ?? 0) > found.length,
    };
  });
  return { checkedAt, rules };
}
