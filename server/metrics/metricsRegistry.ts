import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// What operators scrape at /metrics. A registry per app, not prom-client's global one: tests build many apps in one
// process, and a metric name may be registered only once per registry.

/** The route label of a request that matched no route (a 404, a 405, the SPA's index.html for a client-side path). */
export const UNMATCHED_ROUTE = 'unmatched';

/** One request as it is counted: the route's pattern (never the raw URL, so the label values stay few), not the path. */
interface ObservedRequest {
  method: string;
  route: string;
  statusCode: number;
  durationSeconds: number;
}

/** The connection pool's own counters, as DatabaseConnection.poolStats() reports them. */
export interface PoolCounters {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsRegistry {
  registry: Registry;
  observeRequest(request: ObservedRequest): void;
}

const REQUEST_LABELS = ['method', 'route', 'status_code'] as const;

/** Latency buckets in seconds: most API answers take milliseconds; the top buckets show a database or a client stalling. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetricsRegistry(poolStats: () => PoolCounters): MetricsRegistry {
  const registry = new Registry();
  const registers = [registry];

  // Process and Node.js: CPU, memory, heap, file descriptors, GC, and event-loop delay (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: REQUEST_LABELS,
    registers,
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving an HTTP request to finishing its answer, by method, route pattern and status code.',
    labelNames: REQUEST_LABELS,
    buckets: DURATION_BUCKETS,
    registers,
  });

  // Read when scraped, from the pool's own counters: no database round trip, so a scrape works while the database is down.
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections open in the pool, idle or in use.',
    registers,
    collect() {
      this.set(poolStats().total);
    },
  });
  new Gauge({
    name: 'db_pool_idle_connections',
    help: 'Database connections open in the pool and not in use.',
    registers,
    collect() {
      this.set(poolStats().idle);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_requests',
    help: 'Queries waiting for a database connection (the pool is exhausted while this stays above 0).',
    registers,
    collect() {
      this.set(poolStats().waiting);
    },
  });

  return {
    registry,
    observeRequest({ method, route, statusCode, durationSeconds }) {
      const labels = { method, route, status_code: String(statusCode) };
      requests.inc(labels);
      durations.observe(labels, durationSeconds);
    },
  };
}
