import type { Request } from 'autocannon';
import { CEILING, SCENARIOS, type Scenario } from '../../bench/apiScenarios';
import { generateData } from '../../server/db/generate/generateData';
import { rowCounts } from '../../server/db/generate/scale';
import { DEMO_USERS, bearer, signIn, startTestApp, type TestApp } from './helpers/testApp';

// The benchmark's requests (bench/apiScenarios.ts): a scenario whose requests fail measures errors, and the new-term
// search must really be new on every request, or it would measure the remembered count instead. They run on generated
// data, as the benchmark's do: booking a ticket relies on how the generator seats passengers.

const SCALE = 0.0001;
const SIZE = { passengers: rowCounts(SCALE).passenger };

let testApp: TestApp;
let tokens: { user: string; admin: string };
beforeAll(async () => {
  testApp = await startTestApp();
  await generateData(testApp.database.db, { scale: SCALE, replace: true });
  tokens = { user: await signIn(testApp.app, DEMO_USERS.user), admin: await signIn(testApp.app, DEMO_USERS.admin) };
});
afterAll(() => testApp.close());

/** What autocannon would send for `request`, asking setupRequest as it does. */
function resolve(request: Request): { method: string; path: string; body?: string; headers?: Record<string, string> } {
  const setup = request.setupRequest;
  const resolved = typeof setup === 'function' ? setup({ ...request }, {}) : request;
  if (resolved.path === undefined) throw new Error('a request without a path');
  return {
    method: resolved.method ?? 'GET',
    path: resolved.path,
    body: typeof resolved.body === 'string' ? resolved.body : undefined,
    headers: resolved.headers as Record<string, string> | undefined,
  };
}

const pathsOf = (key: string, count: number): string[] => {
  const scenario = SCENARIOS.find((candidate) => candidate.key === key);
  if (scenario === undefined) throw new Error(`no scenario ${key}`);
  const [request] = scenario.requests(SIZE, () => undefined);
  if (request === undefined) throw new Error(`scenario ${key} has no request`);
  return Array.from({ length: count }, () => resolve(request).path);
};

it.each([CEILING, ...SCENARIOS].map((scenario): [string, Scenario] => [scenario.key, scenario]))(
  '%s: its requests succeed on the generated data',
  async (_key, scenario) => {
    for (const request of scenario.requests(SIZE, () => undefined)) {
      for (let call = 0; call < 20; call++) {
        const { method, path, body, headers } = resolve(request);
        const response = await testApp.app.inject({
          method: method as 'GET' | 'POST',
          url: path,
          headers: { ...headers, ...bearer(scenario.admin ? tokens.admin : tokens.user) },
          ...(body === undefined ? {} : { payload: body }),
        });
        const status = response.statusCode;
        expect({ path, status, success: status >= 200 && status < 300 }).toEqual({ path, status, success: true });
      }
    }
  },
);

it('the new-term search asks for a search never asked before, more times than the server remembers searches', () => {
  const paths = pathsOf('contains-search-new', 12_000);
  expect(new Set(paths).size).toBe(paths.length);
  const repeated = pathsOf('contains-search', 1)[0];
  expect(paths).not.toContain(repeated);
  // Its requests start again from the first term in every run: a warm-up would make the measured run's terms known.
  expect(SCENARIOS.filter((scenario) => scenario.warmUp === false).map((scenario) => scenario.key)).toEqual([
    'contains-search-new',
    'contains-search-new-exact',
    'picker-type-ahead',
    'picker-names',
  ]);
  for (const path of paths.slice(0, 50)) {
    expect(path).toMatch(
      /^\/api\/v1\/Passengers\/byFilter\?(lastName|firstName)=[a-zA-Z]{3}&page=1&pageSize=10&count=false$/,
    );
  }
  const exact = pathsOf('contains-search-new-exact', 50);
  for (const path of exact) {
    expect(path).toMatch(/^\/api\/v1\/Passengers\/byFilter\?(lastName|firstName)=[a-zA-Z]{3}&page=1&pageSize=10$/);
  }
});

it("the new-term search asks each term's page, timed, then that term's count, as the list screen does", () => {
  const scenario = SCENARIOS.find((candidate) => candidate.key === 'contains-search-new');
  const times: number[] = [];
  const [page, count] = scenario?.requests(SIZE, (ms) => times.push(ms)) ?? [];
  const context = {};
  const asked = (request: Request | undefined) => {
    const setup = request?.setupRequest;
    if (typeof setup !== 'function') throw new Error('a request without setupRequest');
    const { path } = setup({}, context);
    const answered = request?.onResponse;
    if (typeof answered === 'function') answered(200, '', context, {});
    return path ?? '';
  };
  for (let round = 0; round < 3; round++) {
    const pagePath = asked(page);
    expect(asked(count)).toBe(pagePath.replace('pageSize=10&count=false', 'pageSize=1&countUpTo=1000'));
  }
  // Only the pages' answers are timed.
  expect(times).toHaveLength(3);
  expect(scenario?.timesItself).toBe(true);
});

it("the picker's type-ahead asks for a new three-letter term each time, without the count", () => {
  const paths = pathsOf('picker-type-ahead', 5_000);
  expect(new Set(paths).size).toBe(paths.length);
  for (const path of paths.slice(0, 50)) {
    expect(path).toMatch(/^\/api\/v1\/Passengers\?q=[a-zA-Z]{3}&match=name&count=false&page=1&pageSize=10$/);
  }
});

it('the picker-names scenario types starts of names, both names and passports, as the picker asks', () => {
  const typed = pathsOf('picker-names', 400).map((path) => {
    expect(path).toMatch(/^\/api\/v1\/Passengers\?q=[^&]+&match=name&count=false&page=1&pageSize=10$/);
    return decodeURIComponent(new URL(path, 'http://bench').searchParams.get('q') ?? '');
  });
  expect(typed.some((q) => /^[a-z]+ [a-z]+$/.test(q))).toBe(true);
  expect(typed.some((q) => /^[A-Z]\d{4}$/.test(q))).toBe(true);
  expect(new Set(typed).size).toBeGreaterThan(300);
});
