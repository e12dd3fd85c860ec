import type { Measurement } from './apiBench';
import type { ExportRun } from './exportBench';
import type { ExportLoad } from './exportLoadBench';
import type { LighthouseScore } from './lighthouseBench';
import type { PageWeight } from './spaBench';

// The product's performance budgets (decision D-58, docs/performance.md), set to beat the reference's clients measured
// on this machine. A budget that was not measured in this run counts as missed under --check: a pass must be earned by
// a figure.

export interface EngineRun {
  engine: 'pglite' | 'postgres';
  /** Passengers in the data set, by scale, smallest first. */
  runs: {
    scale: number;
    passengers: number;
    measurements: Measurement[];
    exports?: ExportRun;
    exportLoad?: ExportLoad;
    /** The first GET /Dashboard after the server started, in ms. */
    firstDashboardMs?: number;
  }[];
}

export interface Verdict {
  budget: string;
  figure: string;
  ok: boolean | 'not measured';
}

const KB = 1000;
const HOME_BUDGET_KB = 130;
/** Budgets on the API hold on PostgreSQL with a million passengers. */
const API_BUDGET_PASSENGERS = 1_000_000;

const find = (measurements: Measurement[], key: string) => measurements.find((row) => row.scenario === key);
const ms = (value: number) => `${value.toFixed(1)} ms`;

export function judge(
  pages: PageWeight[] | undefined,
  scores: LighthouseScore[] | undefined,
  engines: EngineRun[],
): Verdict[] {
  const verdicts: Verdict[] = [];
  const home = pages?.find((page) => page.page.startsWith('home'));
  verdicts.push(
    home
      ? {
          budget: `home page initial JS + CSS ≤ ${HOME_BUDGET_KB} KB gzip`,
          figure: `${((home.jsGzip + home.cssGzip) / KB).toFixed(1)} KB`,
          ok: home.jsGzip + home.cssGzip <= HOME_BUDGET_KB * KB,
        }
      : { budget: `home page initial JS + CSS ≤ ${HOME_BUDGET_KB} KB gzip`, figure: '—', ok: 'not measured' },
  );
  // The signed-in home page (the dashboard) is held to the list page's budgets: staff open it as often.
  for (const page of ['home page', 'signed-in list page', 'signed-in home page']) {
    const budget = `Lighthouse (mobile) on the ${page}: performance ≥ 97, accessibility 100, TBT ≤ 50 ms, CLS ≤ 0.01`;
    const score = scores?.find((candidate) => candidate.page.startsWith(page));
    verdicts.push(
      score
        ? {
            budget,
            figure: `performance ${score.performance}, accessibility ${score.accessibility}, TBT ${Math.round(score.tbt)} ms, CLS ${score.cls.toFixed(3)}`,
            ok: score.performance >= 97 && score.accessibility === 100 && score.tbt <= 50 && score.cls <= 0.01,
          }
        : { budget, figure: '—', ok: 'not measured' },
    );
  }

  const postgres = engines.find((run) => run.engine === 'postgres');
  const atScale = postgres?.runs.find((run) => run.passengers >= API_BUDGET_PASSENGERS);
  const smallest = postgres?.runs[0];
  const apiBudget = (budget: string, check: (rows: Measurement[]) => { figure: string; ok: boolean }) => {
    const label = `PostgreSQL, 1M passengers: ${budget}`;
    if (!atScale) {
      verdicts.push({ budget: label, figure: '—', ok: 'not measured' });
      return;
    }
    verdicts.push({ budget: label, ...check(atScale.measurements) });
  };
  for (const key of ['list-page-1', 'get-by-id']) {
    apiBudget(`${key} p50 ≤ 5 ms, p99 ≤ 25 ms, ≥ 30% of the ceiling`, (rows) => {
      const row = find(rows, key);
      if (!row) return { figure: '—', ok: false };
      return {
        figure: `p50 ${ms(row.p50)}, p99 ${ms(row.p99)}, ${(row.ofCeiling * 100).toFixed(0)}%`,
        ok: row.p50 <= 5 && row.p99 <= 25 && row.ofCeiling >= 0.3 && row.failures === 0,
      };
    });
  }
  // Judged on the repeated search: what staff do most is page through a result and run the same search again, and the
  // server remembers a search's count until its table changes (server/resources/searchCounts.ts). A search never seen
  // before counts every match (~35,000 for a common fragment at a million passengers); the report shows it next to
  // this one ('contains-search-new') so the price of a first search stays in sight, but it has no budget here: no
  // index makes an exact count of that many rows cost a few milliseconds with ten such searches at once on two cores.
  apiBudget('contains search (repeated) p50 ≤ 30 ms', (rows) => {
    const row = find(rows, 'contains-search');
    return row ? { figure: `p50 ${ms(row.p50)}`, ok: row.p50 <= 30 && row.failures === 0 } : { figure: '—', ok: false };
  });
  // Finding records (docs/finding-records.md): sorted first pages, a picker's type-ahead, related records, a deep page.
  const latency = (key: string, p50: number, p99?: number) =>
    apiBudget(`${key} p50 ≤ ${p50} ms${p99 === undefined ? '' : `, p99 ≤ ${p99} ms`}`, (rows) => {
      const row = find(rows, key);
      if (!row) return { figure: '—', ok: false };
      return {
        figure: `p50 ${ms(row.p50)}, p99 ${ms(row.p99)}`,
        ok: row.p50 <= p50 && (p99 === undefined || row.p99 <= p99) && row.failures === 0,
      };
    });
  latency('passengers-sorted', 10, 40);
  latency('tickets-sorted', 10, 40);
  latency('picker-type-ahead', 20, 60);
  // What people type in a picker, ranked by relevance (D-78): the start of a name, both names, a passport.
  latency('picker-names', 20);
  latency('tickets-of-flight', 10);
  latency('flights-of-airline', 10);
  latency('list-deep-page', 60);
  // A deep page of a sort starts at a row of its order (D-105); a new search counts only up to 1,000 (D-106).
  latency('deep-sorted-page', 10);
  latency('contains-search-new', 30);
  latency('flight-manifest', 15);
  // The signed-in home page's dashboard (docs/dashboard.md): counts, a week's departures and a month's sales summed.
  latency('dashboard', 50);
  // A fresh server's first dashboard is as fast as its later ones, within twice the warm median: nothing it shows is
  // read at start or cached only after a first slow read.
  const firstDashboard = "the dashboard's first load after a start ≤ 2× its warm p50";
  if (atScale?.firstDashboardMs === undefined) {
    verdicts.push({ budget: `PostgreSQL, 1M passengers: ${firstDashboard}`, figure: '—', ok: 'not measured' });
  } else {
    const { firstDashboardMs } = atScale;
    apiBudget(firstDashboard, (rows) => {
      const warm = find(rows, 'dashboard');
      if (!warm) return { figure: '—', ok: false };
      return {
        figure: `${ms(firstDashboardMs)} first, p50 ${ms(warm.p50)} warm`,
        ok: firstDashboardMs <= 2 * warm.p50,
      };
    });
  }
  // Exports of every ticket (docs/exports.md): streamed fast enough, with a bounded memory, without starving the rest.
  const exportBudget = (budget: string, check: (run: ExportRun) => { figure: string; ok: boolean }) => {
    const label = `PostgreSQL, 1M passengers: ${budget}`;
    verdicts.push(
      atScale?.exports
        ? { budget: label, ...check(atScale.exports) }
        : { budget: label, figure: '—', ok: 'not measured' },
    );
  };
  for (const [format, rowsPerSecond] of [
    ['csv', 50_000],
    ['excel', 15_000],
    ['pdf', 5_000],
  ] as const) {
    exportBudget(
      `export of every ticket as ${format} ≥ ${rowsPerSecond.toLocaleString('en-US')} rows/s, first byte ≤ 200 ms, RSS growth < 100 MB`,
      (run) => {
        const row = run.exports.find((candidate) => candidate.format === format);
        if (!row) return { figure: '—', ok: false };
        return {
          figure: `${Math.round(row.rowsPerSecond).toLocaleString('en-US')} rows/s, first byte ${ms(row.firstByteMs)}, RSS +${row.rssGrowthMb.toFixed(0)} MB`,
          ok: row.rowsPerSecond >= rowsPerSecond && row.firstByteMs <= 200 && row.rssGrowthMb < 100,
        };
      },
    );
  }
  exportBudget('list page 1 during an export p50 ≤ 2× alone', ({ listPage }) => ({
    figure: `p50 ${ms(listPage.duringP50)} during, ${ms(listPage.aloneP50)} alone`,
    ok: listPage.duringP50 <= 2 * listPage.aloneP50,
  }));
  // Exports and the database (D-101, D-103): the CSV against PostgreSQL's own \copy of the same rows in the same run,
  // and list page 1 while ten exports have readers who read nothing.
  const loadBudget = (
    budget: string,
    check: (load: ExportLoad, run: ExportRun | undefined) => Omit<Verdict, 'budget'>,
  ) => {
    const label = `PostgreSQL, 1M passengers: ${budget}`;
    const load = atScale?.exportLoad;
    verdicts.push(
      load ? { budget: label, ...check(load, atScale.exports) } : { budget: label, figure: '—', ok: 'not measured' },
    );
  };
  loadBudget("CSV export of every ticket ≥ 50% of \\copy's rows/s", (load, run) => {
    const csv = run?.exports.find((row) => row.format === 'csv');
    if (!load.copy || !csv) return { figure: '—', ok: false };
    const share = csv.rowsPerSecond / load.copy.rowsPerSecond;
    return {
      figure: `${(share * 100).toFixed(0)}% (${Math.round(csv.rowsPerSecond).toLocaleString('en-US')} against ${Math.round(load.copy.rowsPerSecond).toLocaleString('en-US')} rows/s)`,
      ok: share >= 0.5,
    };
  });
  loadBudget('list page 1 p50 ≤ 1.5× alone while 10 exports have stalled readers', ({ stalled }) => ({
    figure: `p50 ${ms(stalled.duringP50)} during, ${ms(stalled.aloneP50)} alone, ${stalled.failures} failed`,
    ok: stalled.duringP50 <= 1.5 * stalled.aloneP50 && stalled.failures === 0,
  }));
  // Booking rules (docs/booking-rules.md): a ticket sold with its seat, passenger and purchase date checked under a lock.
  apiBudget('create-ticket p50 ≤ 15 ms, ≥ 5% of the ceiling', (rows) => {
    const row = find(rows, 'create-ticket');
    if (!row) return { figure: '—', ok: false };
    return {
      figure: `p50 ${ms(row.p50)}, p99 ${ms(row.p99)}, ${(row.ofCeiling * 100).toFixed(0)}%`,
      ok: row.p50 <= 15 && row.ofCeiling >= 0.05 && row.failures === 0,
    };
  });
  // The audit trail (docs/audit-trail.md): a create writes its entry in the same statement, and reading the trail
  // stays as quick as the lists beside it.
  apiBudget('create (with its audit entry) p50 ≤ 10 ms, ≥ 7% of the ceiling', (rows) => {
    const row = find(rows, 'create');
    if (!row) return { figure: '—', ok: false };
    return {
      figure: `p50 ${ms(row.p50)}, p99 ${ms(row.p99)}, ${(row.ofCeiling * 100).toFixed(0)}%`,
      ok: row.p50 <= 10 && row.ofCeiling >= 0.07 && row.failures === 0,
    };
  });
  latency('audit-history', 5);
  latency('activity-filtered', 15);
  apiBudget('list page 1 at 1M ≤ 2× its latency at the smallest scale', (rows) => {
    const large = find(rows, 'list-page-1');
    const small = smallest && find(smallest.measurements, 'list-page-1');
    if (!large || !small || smallest === atScale) return { figure: '—', ok: false };
    const growth = large.p50 / Math.max(small.p50, 0.001);
    return { figure: `${growth.toFixed(2)}× (${ms(small.p50)} → ${ms(large.p50)})`, ok: growth <= 2 };
  });
  return verdicts;
}
