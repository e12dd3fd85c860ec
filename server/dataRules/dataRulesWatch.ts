import type { Kysely } from 'kysely';
import type { DataRulesReport } from '../../src/domain/dataRules';
import type { Database } from '../db/schema';
import { findDataRuleBreaches } from './breaches';

// Reading every rule's breaches groups a million tickets (about a second at scale 1), too much for every look at the
// status page or every poll of a monitor. Breaches change only with the flights and tickets, whose versions the
// row-count triggers keep (migration 0003): the report is read again when those versions moved, and for the health
// entry at most once a minute, in between it is the last one read.

/** How stale the health entry's report may be while flights and tickets keep changing. */
const HEALTH_REFRESH_MS = 60_000;

export class DataRulesWatch {
  private last: { versions: string; at: number; report: DataRulesReport } | undefined;
  private reading: Promise<DataRulesReport> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The breaches as the records are now. */
  async current(): Promise<DataRulesReport> {
    const versions = await this.versions();
    if (this.last?.versions === versions) return this.last.report;
    return this.read(versions);
  }

  /** The breaches as of at most `HEALTH_REFRESH_MS` ago, or now when the records did not change since. */
  async recent(): Promise<DataRulesReport> {
    if (this.last !== undefined && this.now() - this.last.at < HEALTH_REFRESH_MS) return this.last.report;
    return this.current();
  }

  private read(versions: string): Promise<DataRulesReport> {
    // Requests that arrive while a read runs share it.
    this.reading ??= findDataRuleBreaches(this.db)
      .then((report) => {
        this.last = { versions, at: this.now(), report };
        return report;
      })
      .finally(() => {
        this.reading = undefined;
      });
    return this.reading;
  }

  private async versions(): Promise<string> {
    const rows = await this.db
      .selectFrom('rowCount')
      .select(['tableName', 'version'])
      .where('tableName', 'in', ['flight', 'plane_ticket'])
      .orderBy('tableName')
      .execute();
    return rows.map(({ tableName, version }) => `${tableName}:${version}`).join(',');
  }
}
