import autocannon from 'autocannon';

// A day's traffic in miniature for the load-balanced deployment: list pages, records by id, searches and creates,
// chosen at random per request by autocannon's connections. Every answer that is not a 2xx is kept (a few of them,
// with their path and body) so a failure says what failed, not only how often.

export interface LoadOptions {
  url: string;
  token: string;
  connections: number;
  durationSeconds: number;
  /** Ids that exist, per resource path: records by id are asked for among these. */
  ids: Record<'Airlines' | 'Passengers' | 'Flights', number[]>;
}

export interface LoadResult {
  requests: number;
  /** Connection errors and timeouts (autocannon counts timeouts among errors, and separately). */
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Answers per status code. */
  statusCodes: Record<string, number>;
  /** Up to 10 answers that were not 2xx: method, path, status and the start of the body. */
  failures: string[];
}

const API = '/api/v1';
const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)] as T;

type Draw = (options: LoadOptions) => { method: 'GET' | 'POST'; path: string; body?: string };

// Weights: reads dominate, as they do for staff; one request in ten creates an airline.
const MIX: [weight: number, draw: Draw][] = [
  [20, () => ({ method: 'GET', path: `${API}/Airlines?page=1&pageSize=10` })],
  [20, () => ({ method: 'GET', path: `${API}/Passengers?page=2&pageSize=20` })],
  [8, ({ ids }) => ({ method: 'GET', path: `${API}/Airlines/${pick(ids.Airlines)}` })],
  [8, ({ ids }) => ({ method: 'GET', path: `${API}/Passengers/${pick(ids.Passengers)}` })],
  [8, ({ ids }) => ({ method: 'GET', path: `${API}/Flights/${pick(ids.Flights)}` })],
  [8, () => ({ method: 'GET', path: `${API}/Airlines/search?name=${pick(['air', 'lines', 'a'])}&page=1&pageSize=10` })],
  [
    8,
    () => ({
      method: 'GET',
      path: `${API}/Passengers/byFilter?lastName=${pick(['son', 'e', 'mi'])}&page=1&pageSize=10`,
    }),
  ],
  [
    10,
    () => ({
      method: 'POST',
      path: `${API}/Airlines`,
      body: JSON.stringify({ Name: `Load Air ${Math.random().toString(36).slice(2, 10)}` }),
    }),
  ],
];
const TOTAL_WEIGHT = MIX.reduce((sum, [weight]) => sum + weight, 0);

function draw(options: LoadOptions) {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const [weight, make] of MIX) {
    roll -= weight;
    if (roll < 0) return make(options);
  }
  return (MIX[0] as [number, Draw])[1](options);
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const failures: string[] = [];
  const statusCodes: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationSeconds,
        timeout: 10,
        headers: { authorization: `Bearer ${options.token}` },
        requests: [
          {
            setupRequest: (request, context) => {
              const chosen = draw(options);
              (context as Record<string, unknown>).request = `${chosen.method} ${chosen.path}`;
              if (chosen.body === undefined) return { ...request, method: chosen.method, path: chosen.path };
              const headers = { ...request.headers, 'content-type': 'application/json' };
              return { ...request, method: chosen.method, path: chosen.path, headers, body: chosen.body };
            },
            onResponse: (status, body, context) => {
              statusCodes[status] = (statusCodes[status] ?? 0) + 1;
              if ((status < 200 || status >= 300) && failures.length < 10) {
                const { request } = context as Record<string, unknown>;
                failures.push(`${String(request)} → ${status} ${body.slice(0, 200)}`);
              }
            },
          },
        ],
      },
      (error, finished) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished),
    );
  });
  return {
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
    failures,
  };
}
