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
  connections: number;
}

async function measure(options: ApiBenchOptions, scenario: Scenario) {
  const token = scenario.admin ? options.tokens.admin : options.tokens.user;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.duration,
    headers: { authorization: `Bearer ${token}` },
    requests: scenario.requests(options.size),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Every scenario after the ceiling (GET /livez), each bounded by `duration`, one after another. */
export async function runApiBench(options: ApiBenchOptions): Promise<Measurement[]> {
  // A short warm-up, so the first scenario does not pay for JIT and cold caches.
  await autocannon({ url: `${options.url}/livez`, connections: options.connections, duration: 1 });
  const ceiling = await measure(options, CEILING);
  const rows: Measurement[] = [{ scenario: CEILING.key, label: CEILING.label, ...ceiling, ofCeiling: 1 }];
  for (const scenario of SCENARIOS) {
    const figures = await measure(options, scenario);
    rows.push({
      scenario: scenario.key,
      label: scenario.label,
      ...figures,
      ofCeiling: figures.requestsPerSecond / ceiling.requestsPerSecond,
    });
  }
  return rows;
}
