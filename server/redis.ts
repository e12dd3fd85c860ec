import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { maskUrlPassword } from './envParsers';

/**
 * The shared Redis (REDIS_URL) holding what instances must agree on, such as sign-in failure counters. Commands fail
 * fast while it is unreachable (no offline queue) so callers fall back instead of waiting; ioredis keeps reconnecting.
 */
export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    // How long a closing connection may linger; ioredis keeps its timer even for a socket that is already gone.
    disconnectTimeout: 500,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    // One line per outage, not one per reconnection attempt.
    if (!reported) log.warn({ redis: maskUrlPassword(url), reason: error.message }, 'Redis is unreachable');
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) log.info({ redis: maskUrlPassword(url) }, 'Redis is reachable again');
    reported = false;
  });
  return redis;
}
