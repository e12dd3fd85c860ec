import { sql, type Transaction } from 'kysely';
import type { Database } from '../schema';
import type { Columns, TableSpec } from './rows';

type Trx = Transaction<Database>;

/** Inserts one batch as a single statement: one array per column, `unnest` turns them into rows (both engines). */
export async function insertBatch(trx: Trx, spec: TableSpec, rows: Columns): Promise<void> {
  const names = Object.keys(spec.types);
  const arrays = names.map((name) => sql`${rows[name]}::${sql.raw(spec.types[name])}[]`);
  await sql`insert into ${sql.table(spec.table)} (${sql.raw(names.join(', '))})
    select * from unnest(${sql.join(arrays)})`.execute(trx);
}

export interface SecondaryIndex {
  name: string;
  definition: string;
}

/**
 * The indexes of these tables that no constraint owns (the trigram and foreign-key indexes): a million rows load far
 * faster into a table without them, and building each once afterwards costs a fraction of updating it per row.
 */
export async function secondaryIndexes(trx: Trx, tables: readonly string[]): Promise<SecondaryIndex[]> {
  const { rows } = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes i
    where schemaname = current_schema() and tablename in (${sql.join(tables)})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
    order by indexname`.execute(trx);
  return rows.map((row) => ({ name: row.indexname, definition: row.indexdef }));
}

export async function dropIndex(trx: Trx, index: SecondaryIndex): Promise<void> {
  await sql`drop index ${sql.id(index.name)}`.execute(trx);
}

export async function createIndex(trx: Trx, index: SecondaryIndex): Promise<void> {
  await sql.raw(index.definition).execute(trx);
}

/** Identities continue after the largest id, so the next record the API creates does not collide with a loaded one. */
export async function advanceIdentity(trx: Trx, table: string): Promise<void> {
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.table(table)}), 1))`.execute(
    trx,
  );
}

/**
 * The booking rules' row triggers (migration 0009) and the ones that judge a written row's breaches (0015), by table:
 * the rows a load inserts. Judging each inserted ticket looks up its flight-and-seat and passenger-and-flight groups,
 * through indexes the load drops, so the breaches are found once after it instead (`refillDataRuleBreaches`).
 */
const ROW_RULE_TRIGGERS = {
  flight: ['flight_booking_rules', 'flight_data_rule_breaches'],
  plane_ticket: ['plane_ticket_booking_rules', 'plane_ticket_data_rule_breaches'],
};

/**
 * Turns the booking rules' checks, and the judging of breaches, off for a load whose rows follow the rules by
 * construction, and on again.
 */
export async function switchBookingRules(trx: Trx, state: 'enable' | 'disable'): Promise<void> {
  for (const [table, triggers] of Object.entries(ROW_RULE_TRIGGERS)) {
    for (const trigger of triggers) {
      await sql`alter table ${sql.table(table)} ${sql.raw(state)} trigger ${sql.id(trigger)}`.execute(trx);
    }
  }
}

/**
 * Finds the breaches of the booking rules (migration 0015) by grouping every ticket and flight: after a load, once
 * the indexes are back. Rows made to follow the rules leave none, and a generator that got them wrong would be
 * reported by GET /DataRules.
 */
export async function refillDataRuleBreaches(trx: Trx): Promise<void> {
  await sql`select refill_data_rule_breaches()`.execute(trx);
}
