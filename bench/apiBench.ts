import autocannon from 'autocannon';
import { CEILING, SCENARIOS, type DataSize, type Scenario } from './apiScenarios';

export interface Measurement {
  scenario: string;
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Requests per second as a share of the same server's /livez in the same run. */
  ofCeiling: number;
  /** Answers that were not 2xx: a benchmark of errors measures nothing. */
  failures: number;
}

export interface ApiBenchOptions {
  url: string;
  tokens: { user: string; admin: string };
  size: DataSize;
  /** Seconds per scenario. */
  duration: number;
  /** Seconds per scenario of the warm-up before the measurements; 0 measures cold. */
  warmUp: number;
  connections: number;
  /** Only these scenarios (by key), when given: a run that measures one change costs minutes, not twenty. */
  scenarios?: readonly string[];
}

/** The value below which `share` of the sorted `values` lie (nearest rank). */
export function percentile(sorted: Float64Array, share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}

export async function measureScenario(options: ApiBenchOptions, scenario: Scenario) {
  const token = scenario.admin ? options.tokens.admin : options.tokens.user;
  // autocannon's own percentiles come from a histogram of whole milliseconds, too coarse for answers that take 1–3 ms
  // (1.0 against 3.0 could be 1.9 against 3.0): every successful answer's time is kept, to the microsecond, instead.
  const times: number[] = [];
  const timer = (ms: number) => times.push(ms);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.duration,
        headers: { authorization: `Bearer ${token}` },
        requests: scenario.requests(options.size, timer),
      },
      (error, finished) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (!scenario.timesItself && statusCode >= 200 && statusCode < 300) times.push(responseTime);
    });
  });
  const sorted = Float64Array.from(times).sort();
  return {
    requestsPerSecond: result.requests.average,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Every scenario after the ceiling (GET /livez), each bounded by `duration`, one after another. */
export async function runApiBench(options: ApiBenchOptions): Promise<Measurement[]> {
  // A short warm-up of every path, so no scenario pays for compiling its code, preparing its statements on each pooled
  // connection and reading its rows into the caches. Before, only /livez was warmed: list page 1, measured first, then
  // measured that (26% and 23% of the ceiling cold against 27–50% warm, in four rounds of one minute, 2026-11-24).
  const { scenarios: only } = options;
  const scenarios = only === undefined ? SCENARIOS : SCENARIOS.filter((scenario) => only.includes(scenario.key));
  const unknown = only?.filter((key) => !SCENARIOS.some((scenario) => scenario.key === key)) ?? [];
  if (unknown.length > 0) throw new Error(`Unknown scenarios: ${unknown.join(', ')}.`);
  if (options.warmUp > 0) {
    await autocannon({ url: `${options.url}/livez`, connections: options.connections, duration: options.warmUp });
    for (const scenario of scenarios.filter((candidate) => candidate.warmUp !== false)) {
      await measureScenario({ ...options, duration: options.warmUp }, scenario);
    }
  }
  const ceiling = await measureScenario(options, CEILING);
  const rows: Measurement[] = [{ scenario: CEILING.key, label: CEILING.label, ...ceiling, ofCeiling: 1 }];
  for (const scenario of scenarios) {
    const figures = await measureScenario(options, scenario);
    rows.push({
      scenario: scenario.key,
      label: scenario.label,
      ...figures,
      ofCeiling: figures.requestsPerSecond / ceiling.requestsPerSecond,
    });
  }
  return rows;
}
