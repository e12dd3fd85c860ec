import { percentile, type Measurement } from '../../bench/apiBench';
import { judge, type EngineRun } from '../../bench/budgets';
import type { ExportMeasurement, ExportRun } from '../../bench/exportBench';
import type { ExportLoad } from '../../bench/exportLoadBench';
import type { LighthouseScore } from '../../bench/lighthouseBench';
import { budgetTable, markdown, spaTables } from '../../bench/report';
import type { PageWeight } from '../../bench/spaBench';

// The benchmark's verdicts (docs/performance.md): each budget met, missed, or not measured, from the figures alone.

const measurement = (scenario: string, figures: Partial<Measurement> = {}): Measurement => ({
  scenario,
  label: scenario,
  requestsPerSecond: 4_000,
  p50: 2,
  p99: 9,
  ofCeiling: 0.4,
  failures: 0,
  ...figures,
});

const exported = (
  format: ExportMeasurement['format'],
  rowsPerSecond: number,
  figures: Partial<ExportMeasurement> = {},
) => ({
  format,
  rows: 1_000_000,
  bytes: 80_000_000,
  seconds: 1_000_000 / rowsPerSecond,
  rowsPerSecond,
  firstByteMs: 40,
  rssGrowthMb: 30,
  ...figures,
});

const exportRun = (overrides: ExportMeasurement[] = [], duringP50 = 5): ExportRun => ({
  exports: [exported('csv', 80_000), exported('excel', 20_000), exported('pdf', 6_000)].map(
    (row) => overrides.find((override) => override.format === row.format) ?? row,
  ),
  listPage: { aloneP50: 3, duringP50 },
});

/** \copy at 90,000 rows/s (the CSV's 80,000 are well over half, 49,000 just over); list page 1 at 3 ms, 4 beside stalls. */
const exportLoad = (copyRowsPerSecond = 90_000, stalled: Partial<ExportLoad['stalled']> = {}): ExportLoad => ({
  copy: { rows: 1_000_000, seconds: 1_000_000 / copyRowsPerSecond, rowsPerSecond: copyRowsPerSecond, bytes: 9e7 },
  stalled: { aloneP50: 3, duringP50: 4, failures: 0, ...stalled },
});

const run = (
  passengers: number,
  listP50: number,
  overrides: Measurement[] = [],
  exports = exportRun(),
  load = exportLoad(),
) => ({
  scale: passengers / 1_000_000,
  passengers,
  exports,
  exportLoad: load,
  // Within twice the warm dashboard's 20 ms.
  firstDashboardMs: 35,
  measurements: [
    measurement('list-page-1', { p50: listP50 }),
    measurement('get-by-id'),
    measurement('contains-search', { p50: 12 }),
    measurement('passengers-sorted', { p50: 4, p99: 20 }),
    measurement('tickets-sorted', { p50: 6, p99: 30 }),
    measurement('picker-type-ahead', { p50: 12, p99: 45 }),
    measurement('picker-names', { p50: 9 }),
    measurement('tickets-of-flight', { p50: 3 }),
    measurement('flights-of-airline', { p50: 5 }),
    measurement('list-deep-page', { p50: 40 }),
    measurement('deep-sorted-page', { p50: 6 }),
    measurement('contains-search-new', { p50: 20 }),
    measurement('flight-manifest', { p50: 6 }),
    measurement('dashboard', { p50: 20 }),
    measurement('create-ticket', { p50: 12, ofCeiling: 0.08 }),
    measurement('create', { p50: 8, ofCeiling: 0.08 }),
    measurement('audit-history', { p50: 3 }),
    measurement('activity-filtered', { p50: 9 }),
  ].map((row) => overrides.find((override) => override.scenario === row.scenario) ?? row),
});

const postgres = (large = run(1_000_000, 3), small = run(10_000, 2)): EngineRun[] => [
  { engine: 'postgres', runs: [small, large] },
];
const home: PageWeight = { page: 'home (sign-in)', jsGzip: 120_000, cssGzip: 5_000, files: [] };
const score = (page: string, figures: Partial<LighthouseScore> = {}): LighthouseScore => ({
  page,
  performance: 99,
  accessibility: 100,
  tbt: 20,
  tbtRuns: [25, 20, 18],
  cls: 0,
  lcp: 1_500,
  failedAccessibility: [],
  ...figures,
});
const scores = [
  score('home page'),
  score('signed-in list page (/Passengers)'),
  score('signed-in home page (/, the dashboard)'),
];
const verdictOf = (verdicts: ReturnType<typeof judge>, start: string) =>
  verdicts.find((verdict) => verdict.budget.includes(start))?.ok;

describe('benchmark budgets', () => {
  it('are all met by figures inside every ceiling', () => {
    const verdicts = judge([home], scores, postgres());
    expect(verdicts).toHaveLength(30);
    expect(verdicts.filter((verdict) => verdict.ok !== true)).toEqual([]);
  });

  it('count a budget without its figure as not measured, never as met', () => {
    const verdicts = judge(undefined, undefined, [{ engine: 'pglite', runs: [run(1_000_000, 3)] }]);
    expect(verdicts.map((verdict) => verdict.ok)).toEqual(Array(30).fill('not measured'));
  });

  it.each([
    ['home page initial JS', judge([{ ...home, jsGzip: 126_000 }], scores, postgres())],
    ['on the home page', judge([home], [score('home page', { performance: 96 }), scores[1]], postgres())],
    [
      'on the signed-in list page',
      judge([home], [scores[0], score('signed-in list page', { cls: 0.02 }), scores[2]], postgres()),
    ],
    [
      'on the signed-in home page',
      judge([home], [scores[0], scores[1], score('signed-in home page', { tbt: 51 })], postgres()),
    ],
    ['list-page-1 p50', judge([home], scores, postgres(run(1_000_000, 6), run(10_000, 3.5)))],
    [
      'deep-sorted-page p50',
      judge([home], scores, postgres(run(1_000_000, 3, [measurement('deep-sorted-page', { p50: 11 })]))),
    ],
    [
      'contains-search-new p50',
      judge([home], scores, postgres(run(1_000_000, 3, [measurement('contains-search-new', { p50: 31 })]))),
    ],
    ['get-by-id p50', judge([home], scores, postgres(run(1_000_000, 3, [measurement('get-by-id', { p99: 26 })])))],
    [
      'get-by-id p50',
      judge([home], scores, postgres(run(1_000_000, 3, [measurement('get-by-id', { ofCeiling: 0.29 })]))),
    ],
    ['get-by-id p50', judge([home], scores, postgres(run(1_000_000, 3, [measurement('get-by-id', { failures: 1 })])))],
    [
      'contains search',
      judge([home], scores, postgres(run(1_000_000, 3, [measurement('contains-search', { p50: 31 })]))),
    ],
    ['at 1M ≤ 2×', judge([home], scores, postgres(run(1_000_000, 4.5)))],
    ...(
      [
        ['passengers-sorted p50', 'passengers-sorted', { p50: 10.5 }],
        ['passengers-sorted p50', 'passengers-sorted', { p99: 41 }],
        ['tickets-sorted p50', 'tickets-sorted', { p50: 11 }],
        ['picker-type-ahead p50', 'picker-type-ahead', { p50: 21 }],
        ['picker-type-ahead p50', 'picker-type-ahead', { p99: 61 }],
        ['picker-names p50', 'picker-names', { p50: 21 }],
        ['tickets-of-flight p50', 'tickets-of-flight', { p50: 10.1 }],
        ['flights-of-airline p50', 'flights-of-airline', { failures: 2 }],
        ['list-deep-page p50', 'list-deep-page', { p50: 61 }],
        ['create-ticket p50', 'create-ticket', { p50: 15.5 }],
        ['create-ticket p50', 'create-ticket', { ofCeiling: 0.049 }],
        ['create-ticket p50', 'create-ticket', { failures: 1 }],
        ['flight-manifest p50', 'flight-manifest', { p50: 15.5 }],
        ['dashboard p50', 'dashboard', { p50: 50.5 }],
        ['create (with its audit entry)', 'create', { p50: 10.5 }],
        ['create (with its audit entry)', 'create', { ofCeiling: 0.069 }],
        ['audit-history p50', 'audit-history', { p50: 5.5 }],
        ['activity-filtered p50', 'activity-filtered', { p50: 16 }],
      ] as const
    ).map(([budget, key, figures]): [string, ReturnType<typeof judge>] => [
      budget,
      judge([home], scores, postgres(run(1_000_000, 3, [measurement(key, figures)]))),
    ]),
    ...(
      [
        ['as csv', exported('csv', 49_000)],
        ['as csv', exported('csv', 80_000, { firstByteMs: 201 })],
        ['as excel', exported('excel', 20_000, { rssGrowthMb: 100 })],
        ['as pdf', exported('pdf', 4_900)],
      ] as const
    ).map(([budget, row]): [string, ReturnType<typeof judge>] => [
      budget,
      judge([home], scores, postgres(run(1_000_000, 3, [], exportRun([row])))),
    ]),
    ['first load after a start', judge([home], scores, postgres({ ...run(1_000_000, 3), firstDashboardMs: 41 }))],
    ['during an export', judge([home], scores, postgres(run(1_000_000, 3, [], exportRun([], 6.5))))],
    ["of \\copy's rows/s", judge([home], scores, postgres(run(1_000_000, 3, [], exportRun(), exportLoad(161_000))))],
    [
      'stalled readers',
      judge([home], scores, postgres(run(1_000_000, 3, [], exportRun(), exportLoad(90_000, { duringP50: 4.6 })))),
    ],
    [
      'stalled readers',
      judge([home], scores, postgres(run(1_000_000, 3, [], exportRun(), exportLoad(90_000, { failures: 1 })))),
    ],
  ])('miss "%s" when its figure is over the ceiling', (budget, verdicts) => {
    expect(verdictOf(verdicts, budget)).toBe(false);
    expect(verdicts.filter((verdict) => verdict.ok === false)).toHaveLength(1);
  });

  it('judge the contains-search budget on the repeated search, not on a search never made before', () => {
    const newTerm = measurement('contains-search-new', { p50: 250 });
    const withNewTerm = run(1_000_000, 3);
    withNewTerm.measurements.push(newTerm);
    expect(verdictOf(judge([home], scores, postgres(withNewTerm)), 'contains search')).toBe(true);
    const slowRepeated = run(1_000_000, 3, [measurement('contains-search', { p50: 31 })]);
    slowRepeated.measurements.push(newTerm);
    expect(verdictOf(judge([home], scores, postgres(slowRepeated)), 'contains search')).toBe(false);
  });

  it('report each verdict in a markdown table', () => {
    const text = markdown('Benchmark', ['Run on a test.'], [budgetTable(judge([home], undefined, postgres()))]);
    expect(text).toContain('| home page initial JS + CSS ≤ 130 KB gzip | 125.0 KB | met |');
    expect(text).toMatch(/\| Lighthouse \(mobile\) on the home page: .* \| — \| not measured \|/);
  });

  it("shows the median Lighthouse run beside every run's TBT", () => {
    const [lighthouse] = spaTables([home], [], [score('home page', { tbt: 20.4 })]);
    const text = markdown('Benchmark', [], [lighthouse]);
    expect(text).toContain('| home page | 99 | 100 | 20 ms | 0.000 | 1500 ms | 25, 20, 18 ms | none |');
  });
});

describe('latency percentiles', () => {
  const sorted = (values: number[]) => Float64Array.from(values).sort();

  it('reads the nearest rank from every answer, to the microsecond', () => {
    const times = sorted([1.412, 1.388, 2.905, 1.401, 1.397, 1.42, 1.43, 1.44, 1.45, 12.5]);
    expect(percentile(times, 0.5)).toBe(1.42);
    expect(percentile(times, 0.99)).toBe(12.5);
    expect(percentile(sorted([0.8]), 0.5)).toBe(0.8);
  });

  it('has no percentile without answers', () => {
    expect(percentile(sorted([]), 0.5)).toBeNaN();
  });
});
