import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { HealthEntry, HealthReport, HealthStatus } from '../../src/domain/health';
import { formatTimeSpan } from './timeSpan';

/** One entry of the health report: a probe that resolves (healthy, with optional data) or throws (unhealthy). */
export interface HealthCheck {
  name: string;
  healthyDescription: string;
  unhealthyDescription: string;
  probe(): Promise<Record<string, unknown> | void>;
}

/** A hung dependency reports Unhealthy after this long instead of hanging the report. */
export const HEALTH_CHECK_TIMEOUT_MS = 2000;

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
  let status: HealthStatus = 'Healthy';
  let data: Record<string, unknown> = {};
  try {
    data = (await withTimeout(check.probe(), timeoutMs)) ?? {};
  } catch (error) {
    status = 'Unhealthy';
    // The reason goes to the log only: the report is visible to every signed-in user.
    log.warn(
      { check: check.name, reason: error instanceof Error ? error.message : String(error) },
      'health check failed',
    );
  }
  return {
    data,
    description: status === 'Healthy' ? check.healthyDescription : check.unhealthyDescription,
    duration: formatTimeSpan(performance.now() - started),
    status,
    tags: [],
  };
}

/** Runs the checks side by side; the report is Unhealthy as soon as one entry is. */
export async function runHealthChecks(
  checks: HealthCheck[],
  log: FastifyBaseLogger,
  timeoutMs = HEALTH_CHECK_TIMEOUT_MS,
): Promise<HealthReport> {
  const started = performance.now();
  const entries = await Promise.all(checks.map((check) => runCheck(check, timeoutMs, log)));
  return {
    status: entries.some((entry) => entry.status !== 'Healthy') ? 'Unhealthy' : 'Healthy',
    totalDuration: formatTimeSpan(performance.now() - started),
    entries: Object.fromEntries(checks.map((check, index) => [check.name, entries[index] as HealthEntry])),
  };
}
