import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import { travelClasses as standardTravelClasses } from '../seed/demoRows';
import { generateAuditHistory } from './auditHistory';
import {
  advanceIdentity,
  createIndex,
  dropIndex,
  insertBatch,
  refillDataRuleBreaches,
  secondaryIndexes,
  switchBookingRules,
} from './bulkLoad';
import { tableSpecs } from './rows';
import { serverMoment } from '../../dashboard/serverClock';
import { rowCounts, type RowCounts } from './scale';

/** The rows generated, by table, and the audit entries written for them. */
export type GeneratedCounts = RowCounts & { auditEntry: number };

/** Rows per insert statement: large enough to amortise a round trip, small enough to keep arrays cheap. */
const BATCH_ROWS = 5_000;
const DEFAULT_SEED = 20_261_121;

type Phase = 'load' | 'history' | 'index';

/** What the generator is doing, for a progress bar: rows of a table loaded, tables given a history, indexes built. */
export interface Progress {
  phase: Phase;
  /** 'passenger', or the index being built. */
  subject: string;
  done: number;
  total: number;
}

export interface GenerateOptions {
  scale: number;
  /** Delete every airline, destination, pilot, passenger, flight and plane ticket first; without it they must be empty. */
  replace: boolean;
  seed?: number;
  /** The day the data is dated around (yyyy-MM-dd); the server's today when left out (D-89). */
  today?: string;
  onProgress?: (progress: Progress) => void;
}

export class TablesNotEmptyError extends Error {
  override name = 'TablesNotEmptyError';
}

const ENTITY_TABLES = ['airline', 'destination', 'pilot', 'passenger', 'flight', 'plane_ticket'] as const;
/** The tables whose secondary indexes are dropped during the load and built again after it. */
const LOADED_TABLES = [...ENTITY_TABLES, 'audit_entry'] as const;

/**
 * Fills the database with realistic data at a scale, in one transaction: either every row and index is there
 * afterwards, or nothing changed. API users are kept; travel classes are kept, or the standard four are added.
 */
export async function generateData(db: Kysely<Database>, options: GenerateOptions): Promise<GeneratedCounts> {
  const counts: GeneratedCounts = { ...rowCounts(options.scale), auditEntry: 0 };
  const report = options.onProgress ?? (() => undefined);
  await db.transaction().execute(async (trx) => {
    await makeRoom(trx, options.replace);
    const travelClassIds = await ensureTravelClasses(trx);
    const indexes = await secondaryIndexes(trx, LOADED_TABLES);
    for (const index of indexes) await dropIndex(trx, index);
    // The rows follow the booking rules by how they are made (rows.ts); checking each as it loads would only be slower.
    await switchBookingRules(trx, 'disable');

    for (const spec of tableSpecs(
      counts,
      travelClassIds,
      options.seed ?? DEFAULT_SEED,
      options.today ?? serverMoment().date,
    )) {
      const total = counts[spec.key];
      report({ phase: 'load', subject: spec.table, done: 0, total });
      for (let from = 0; from < total; from += BATCH_ROWS) {
        const to = Math.min(total, from + BATCH_ROWS);
        await insertBatch(trx, spec, spec.batch(from, to));
        report({ phase: 'load', subject: spec.table, done: to, total });
      }
      await advanceIdentity(trx, spec.table);
    }

    await switchBookingRules(trx, 'enable');

    counts.auditEntry = await generateAuditHistory(trx, (done, total) =>
      report({ phase: 'history', subject: 'audit history', done, total }),
    );

    for (const [position, index] of indexes.entries()) {
      report({ phase: 'index', subject: index.name, done: position, total: indexes.length });
      await createIndex(trx, index);
    }
    report({ phase: 'index', subject: 'done', done: indexes.length, total: indexes.length });
    await refillDataRuleBreaches(trx);
  });
  // Fresh statistics, or the planner guesses from empty tables. The vacuum leaves the tables as autovacuum soon would:
  // without it the first reads of each page write its hint bits (the first count of a search at a million passengers
  // wrote some 10,000 pages), and autovacuum starts on its own in the middle of whatever runs next.
  await sql`vacuum (analyze)`.execute(db);
  return counts;
}

async function makeRoom(trx: Transaction<Database>, replace: boolean): Promise<void> {
  const held: string[] = [];
  for (const table of ENTITY_TABLES) {
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(trx);
    const n = Number(rows[0]?.n ?? 0);
    if (n > 0) held.push(`${n.toLocaleString('en-US')} ${table.replace('_', ' ')}${n === 1 ? '' : 's'}`);
  }
  if (held.length === 0) return;
  if (!replace) {
    throw new TablesNotEmptyError(
      `The database already holds ${held.join(', ')}. Pass --replace to delete every airline, destination, pilot, ` +
        'passenger, flight and plane ticket, and the audit trail, first (API users and travel classes are kept).',
    );
  }
  // The trail of the records replaced goes with them (a truncate is the one removal its guard allows, migration 0011).
  await sql`truncate ${sql.join(ENTITY_TABLES.map((table) => sql.table(table)))} restart identity`.execute(trx);
  await sql`truncate audit_entry cascade`.execute(trx);
}

async function ensureTravelClasses(trx: Transaction<Database>): Promise<number[]> {
  const existing = await trx.selectFrom('travelClass').select('id').orderBy('id').execute();
  if (existing.length > 0) return existing.map((row) => row.id);
  const added = await trx.insertInto('travelClass').values(standardTravelClasses).returning('id').execute();
  await advanceIdentity(trx, 'travel_class');
  return added.map((row) => row.id);
}
