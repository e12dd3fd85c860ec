import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { HealthCheck } from './checks';

// The entries of the health report (decision D-48): the API itself, the database, and each optional dependency that
// is configured.

const round = (value: number) => Math.round(value * 100) / 100;
const NS_PER_MS = 1e6;
const RESOLUTION_MS = 20;
/** The histogram records whole timer intervals; the delay is what exceeds the interval. */
const delayMs = (intervalNs: number) => round(Math.max(0, (intervalNs || 0) / NS_PER_MS - RESOLUTION_MS));

/** Always healthy while the process answers; its data shows how loaded the process is. */
export function apiCheck(eventLoopDelay: IntervalHistogram): HealthCheck {
  return {
    name: 'API',
    healthyDescription: 'The API is up and running.',
    unhealthyDescription: 'The API is down.',
    async probe() {
      const memory = process.memoryUsage();
      const data = {
        eventLoopDelayMeanMs: delayMs(eventLoopDelay.mean),
        eventLoopDelayP99Ms: delayMs(eventLoopDelay.percentile(99)),
        eventLoopDelayMaxMs: delayMs(eventLoopDelay.max),
        rssBytes: memory.rss,
        heapUsedBytes: memory.heapUsed,
        uptimeSeconds: Math.round(process.uptime()),
      };
      // Each report describes the time since the previous one.
      eventLoopDelay.reset();
      return data;
    },
  };
}

export function startEventLoopMonitor(): IntervalHistogram {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  return histogram;
}

/** A real round trip, not just a pooled connection being present. */
export function databaseCheck(db: Kysely<Database>): HealthCheck {
  return {
    name: 'Database',
    healthyDescription: 'Database is reachable.',
    unhealthyDescription: 'Database is not reachable.',
    async probe() {
      await sql`select 1`.execute(db);
    },
  };
}

export function redisCheck(redis: Redis): HealthCheck {
  return {
    name: 'Redis',
    healthyDescription: 'Redis is reachable.',
    unhealthyDescription: 'Redis is not reachable.',
    async probe() {
      await redis.ping();
    },
  };
}
