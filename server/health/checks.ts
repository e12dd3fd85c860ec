import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { HealthEntry, HealthReport, HealthStatus } from '../../src/domain/health';
import { currentRequestScope } from '../db/requestScope';
import { formatTimeSpan } from './timeSpan';

/**
 * One entry of the health report: a probe that resolves (healthy, with optional data), throws Degraded (working, with
 * something staff must see to) or throws anything else (unhealthy).
 */
export interface HealthCheck {
  name: string;
  healthyDescription: string;
  unhealthyDescription: string;
  probe(): Promise<Record<string, unknown> | void>;
}

/** What a probe throws when its part works but needs attention: its description and data go into the report. */
export class Degraded extends Error {
  override name = 'Degraded';
  constructor(
    readonly description: string,
    readonly data: Record<string, unknown> = {},
  ) {
    super(description);
  }
}

/** A hung dependency reports Unhealthy after this long instead of hanging the report. */
export const HEALTH_CHECK_TIMEOUT_MS = 2000;

/**
 * The whole health report, the check of the caller's token included, answers within this long of the request's
 * arrival whatever the database does (D-96): under the 5 s the README promises, with room for a loaded machine. A
 * shorter query timeout bounds it further.
 */
const HEALTH_REPORT_LIMIT_MS = 4000;

export const healthReportLimitMs = (queryTimeoutMs: number): number => Math.min(queryTimeoutMs, HEALTH_REPORT_LIMIT_MS);

class TimeoutError extends Error {
  override name = 'TimeoutError';
}

export async function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function runCheck(check: HealthCheck, timeoutMs: number, log: FastifyBaseLogger): Promise<HealthEntry> {
  const started = performance.now();
  const entry = (status: HealthStatus, description: string, data: Record<string, unknown> = {}): HealthEntry => ({
    data,
    description,
    duration: formatTimeSpan(performance.now() - started),
    status,
    tags: [],
  });
  try {
    return entry('Healthy', check.healthyDescription, (await withTimeout(check.probe(), timeLeft(timeoutMs))) ?? {});
  } catch (error) {
    if (error instanceof Degraded) return entry('Degraded', error.description, error.data);
    // The reason goes to the log only: the report is visible to every signed-in user.
    log.warn(
      { check: check.name, reason: error instanceof Error ? error.message : String(error) },
      'health check failed',
    );
    return entry('Unhealthy', check.unhealthyDescription);
  }
}

/** A check's own time limit, cut to what is left of its request's (the report's limit, set on its route). */
function timeLeft(timeoutMs: number): number {
  const deadline = currentRequestScope()?.deadline;
  return deadline === undefined ? timeoutMs : Math.max(0, Math.min(timeoutMs, deadline - performance.now()));
}

/** The report's status is its worst entry's. */
function worst(entries: HealthEntry[]): HealthStatus {
  if (entries.some((entry) => entry.status === 'Unhealthy')) return 'Unhealthy';
  return entries.some((entry) => entry.status === 'Degraded') ? 'Degraded' : 'Healthy';
}

/** Runs the checks side by side; the report is as healthy as its worst entry. */
export async function runHealthChecks(
  checks: HealthCheck[],
  log: FastifyBaseLogger,
  timeoutMs = HEALTH_CHECK_TIMEOUT_MS,
): Promise<HealthReport> {
  const started = performance.now();
  const entries = await Promise.all(checks.map((check) => runCheck(check, timeoutMs, log)));
  return {
    status: worst(entries),
    totalDuration: formatTimeSpan(performance.now() - started),
    entries: Object.fromEntries(checks.map((check, index) => [check.name, entries[index] as HealthEntry])),
  };
}
