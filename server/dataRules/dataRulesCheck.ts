import type { Kysely } from 'kysely';
import { breachSummary } from '../../src/domain/dataRules';
import type { Database } from '../db/schema';
import { Degraded, type HealthCheck } from '../health/checks';
import { findDataRuleBreaches } from './breaches';

/**
 * The 'Data rules' entry of the health report: Healthy while every record follows the booking rules, Degraded (the
 * server works, staff must fix records) naming how many rows break which rule; GET /DataRules lists them. The
 * breaches are kept in a small table (D-99), so the entry reads them afresh each time within the usual time limit.
 */
export function dataRulesCheck(db: Kysely<Database>): HealthCheck {
  return {
    name: 'Data rules',
    healthyDescription: 'Every flight and ticket follows the booking rules.',
    unhealthyDescription: 'The booking rules could not be checked.',
    async probe() {
      const { checkedAt, rules } = await findDataRuleBreaches(db);
      const broken = rules.filter(({ rowCount }) => rowCount > 0);
      const data = { checkedAt, ...Object.fromEntries(rules.map(({ rule, rowCount }) => [rule, rowCount])) };
      if (broken.length === 0) return data;
      const summaries = broken.map(({ rule, rowCount }) => breachSummary(rule, rowCount));
      throw new Degraded(`Records written before the booking rules break them: ${summaries.join('; ')}.`, data);
    },
  };
}
