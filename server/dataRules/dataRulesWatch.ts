import type { Kysely } from 'kysely';
import type { DataRulesReport } from '../../src/domain/dataRules';
import { outsideRequestScope } from '../db/requestScope';
import type { Database } from '../db/schema';
import { findDataRuleBreaches } from './breaches';

// Reading every rule's breaches groups a million tickets (about a second at scale 1), too much for every look at the
// status page or every poll of a monitor. Breaches change only with the flights and tickets, whose versions the
// row-count triggers keep (migration 0003): the report is read again when those versions moved, and for the health
// entry at most once a minute, in between it is the last one read.
//
// The health entry (the status page, and the dashboard every signed-in home page loads) never waits for a new read
// once there is a report: past the minute it answers the last one and reads again in the background. Waiting made
// one dashboard load in a hundred take seconds at a million tickets (p99 4.7 s, 2026-11-28).

/** How stale the health entry's report may be while flights and tickets keep changing. */
const HEALTH_REFRESH_MS = 60_000;

export class DataRulesWatch {
  private last: { versions: string; at: number; report: DataRulesReport } | undefined;
  private reading: Promise<DataRulesReport> | undefined;
  private refreshing: Promise<unknown> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
    private readonly readBreaches: (db: Kysely<Database>) => Promise<DataRulesReport> = findDataRuleBreaches,
  ) {}

  /** The breaches as the records are now. */
  async current(): Promise<DataRulesReport> {
    const versions = await this.versions();
    if (this.last?.versions === versions) {
      // Still the records it was read from: as good as read now.
      this.last = { ...this.last, at: this.now() };
      return this.last.report;
    }
    return this.read(versions);
  }

  /**
   * The last report, read again in the background when it is over `HEALTH_REFRESH_MS` old; the first one is waited
   * for.
   */
  async recent(): Promise<DataRulesReport> {
    if (this.last === undefined) return this.current();
    if (this.now() - this.last.at >= HEALTH_REFRESH_MS && this.refreshing === undefined) {
      this.refreshing = this.current()
        .catch(() => undefined)
        .finally(() => {
          this.refreshing = undefined;
        });
    }
    return this.last.report;
  }

  private read(versions: string): Promise<DataRulesReport> {
    // Requests that arrive while a read runs share it, so it belongs to none of them (D-96).
    this.reading ??= outsideRequestScope(() => this.readBreaches(this.db))
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
