import { breachSummary } from '../../src/domain/dataRules';
import { Degraded, type HealthCheck } from '../health/checks';
import type { DataRulesWatch } from './dataRulesWatch';

/** Reading the breaches of a million tickets takes about a second; the report waits for it rather than failing. */
const READ_TIMEOUT_MS = 15_000;

/**
 * The 'Data rules' entry of the health report: Healthy while every record follows the booking rules, Degraded (the
 * server works, staff must fix records) naming how many rows break which rule; GET /DataRules lists them.
 */
export function dataRulesCheck(watch: DataRulesWatch): HealthCheck {
  return {
    name: 'Data rules',
    healthyDescription: 'Every flight and ticket follows the booking rules.',
    unhealthyDescription: 'The booking rules could not be checked.',
    timeoutMs: READ_TIMEOUT_MS,
    async probe() {
      const { checkedAt, rules } = await watch.recent();
      const broken = rules.filter(({ rowCount }) => rowCount > 0);
      const data = { checkedAt, ...Object.fromEntries(rules.map(({ rule, rowCount }) => [rule, rowCount])) };
      if (broken.length === 0) return data;
      const summaries = broken.map(({ rule, rowCount }) => breachSummary(rule, rowCount));
      throw new Degraded(`Records written before the booking rules break them: ${summaries.join('; ')}.`, data);
    },
  };
}
