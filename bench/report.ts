import type { Measurement } from './apiBench';
import type { EngineRun, Verdict } from './budgets';
import type { LighthouseScore } from './lighthouseBench';
import type { ChunkWeight, PageWeight } from './spaBench';

// The benchmark's findings as rows: one table per subject, written to stdout as text and to bench/results as markdown.

export interface Table {
  title: string;
  header: string[];
  rows: string[][];
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (value: number) => value.toFixed(2);
const count = (n: number) => n.toLocaleString('en-US');

export function spaTables(pages: PageWeight[], chunks: ChunkWeight[], scores: LighthouseScore[]): Table[] {
  return [
    {
      title: 'SPA: Lighthouse, mobile (simulated slow 4G, mid-range phone), the median of several runs',
      header: [
        'page',
        'performance',
        'accessibility',
        'TBT',
        'CLS',
        'LCP',
        'TBT of every run',
        'failed accessibility audits',
      ],
      rows: scores.map((score) => [
        score.page,
        String(score.performance),
        String(score.accessibility),
        `${Math.round(score.tbt)} ms`,
        score.cls.toFixed(3),
        `${Math.round(score.lcp)} ms`,
        `${score.tbtRuns.join(', ')} ms`,
        score.failedAccessibility.join(', ') || 'none',
      ]),
    },
    {
      title: 'SPA: what a first visit downloads (gzip)',
      header: ['page', 'JS', 'CSS', 'total', 'files'],
      rows: pages.map((page) => [
        page.page,
        kb(page.jsGzip),
        kb(page.cssGzip),
        kb(page.jsGzip + page.cssGzip),
        String(page.files.length),
      ]),
    },
    {
      title: 'SPA: every chunk of the build (gzip)',
      header: ['file', 'size'],
      rows: chunks.map((chunk) => [chunk.file, kb(chunk.gzip)]),
    },
  ];
}

function growth(row: Measurement, first: Measurement | undefined): string {
  return first && first.p50 > 0 ? `${(row.p50 / first.p50).toFixed(2)}×` : '—';
}

export function apiTables(engines: EngineRun[]): Table[] {
  return engines.map(({ engine, runs }) => ({
    title: `API on ${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}: requests per second, latency (ms), share of the /livez ceiling, p50 growth from the smallest data set`,
    header: ['passengers', 'scenario', 'req/s', 'p50', 'p99', 'of ceiling', 'p50 growth', 'failures'],
    rows: runs.flatMap((run) =>
      run.measurements.map((row) => {
        const first = runs[0]?.measurements.find((candidate) => candidate.scenario === row.scenario);
        return [
          count(run.passengers),
          row.label,
          count(Math.round(row.requestsPerSecond)),
          ms(row.p50),
          ms(row.p99),
          `${(row.ofCeiling * 100).toFixed(0)}%`,
          growth(row, first),
          String(row.failures),
        ];
      }),
    ),
  }));
}

export function exportTables(engines: EngineRun[]): Table[] {
  return engines.map(({ engine, runs }) => ({
    title: `Exports of every ticket on ${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}: rows per second, first byte, server memory growth; list page 1 alone and during a CSV export`,
    header: [
      'passengers',
      'format',
      'rows',
      'MB',
      'seconds',
      'rows/s',
      'first byte',
      'RSS growth',
      'list page 1 p50 alone / during',
    ],
    rows: runs.flatMap((run) =>
      (run.exports?.exports ?? []).map((row) => [
        count(run.passengers),
        row.format,
        count(row.rows),
        (row.bytes / 1_000_000).toFixed(1),
        row.seconds.toFixed(1),
        count(Math.round(row.rowsPerSecond)),
        ms(row.firstByteMs),
        `${row.rssGrowthMb.toFixed(0)} MB`,
        run.exports ? `${ms(run.exports.listPage.aloneP50)} / ${ms(run.exports.listPage.duringP50)}` : '—',
      ]),
    ),
  }));
}

export function exportLoadTables(engines: EngineRun[]): Table[] {
  return engines.map(({ engine, runs }) => ({
    title: `Exports and the database on ${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}: \\copy of the tickets export's rows; list page 1 beside ten stalled exports`,
    header: ['passengers', '\\copy rows/s', '\\copy MB', 'list page 1 p50 alone / during', 'failed during'],
    rows: runs.map((run) => [
      count(run.passengers),
      run.exportLoad?.copy ? count(Math.round(run.exportLoad.copy.rowsPerSecond)) : '—',
      run.exportLoad?.copy ? (run.exportLoad.copy.bytes / 1_000_000).toFixed(1) : '—',
      run.exportLoad ? `${ms(run.exportLoad.stalled.aloneP50)} / ${ms(run.exportLoad.stalled.duringP50)}` : '—',
      run.exportLoad ? String(run.exportLoad.stalled.failures) : '—',
    ]),
  }));
}

export function budgetTable(verdicts: Verdict[]): Table {
  return {
    title: 'Budgets',
    header: ['budget', 'figure', 'verdict'],
    rows: verdicts.map((verdict) => [
      verdict.budget,
      verdict.figure,
      verdict.ok === 'not measured' ? 'not measured' : verdict.ok ? 'met' : 'MISSED',
    ]),
  };
}

const escapeCell = (cell: string) => cell.replace(/\|/g, '\\|');

export function markdown(title: string, preamble: string[], tables: Table[]): string {
  const sections = tables.map((table) =>
    [
      `## ${table.title}`,
      '',
      `| ${table.header.join(' | ')} |`,
      `| ${table.header.map(() => '---').join(' | ')} |`,
      ...table.rows.map((row) => `| ${row.map(escapeCell).join(' | ')} |`),
    ].join('\n'),
  );
  return [`# ${title}`, '', ...preamble, '', ...sections.flatMap((section) => [section, ''])].join('\n');
}
