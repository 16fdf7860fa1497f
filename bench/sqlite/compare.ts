/**
 * The engine beside the SQLite baseline (the same rules answered with SQL, indexes and FTS5;
 * bench/sqlite/baseline/): both sides first have to agree on every shape; then each task answers
 * the search and reads the page's events, as a request would. Targets: the engine faster on every
 * shape, and >= 20x on the geometric mean of ratios. `npm run bench:sqlite` (run.ts) runs it on the
 * pinned 1M data set; the suite runs it as its engine phase.
 */
import { cpus } from 'node:os';
import { Bench } from 'tinybench';
import { itemsAt, openSnapshot, search } from '../../src/search/index.js';
import { parseIsoDate, type Day } from '../../src/util/dates.js';
import { BENCH_ANCHOR, BENCH_SNAPSHOT, BENCH_SOURCE } from '../common/dataset.js';
import { QUERY_MIX, type QueryShape } from '../common/queries.js';
import { engineOutcome, formatDifferences, verifyBaseline } from './baseline/agreement.js';
import { formatPrep, type PrepStats } from './baseline/prep-stats.js';
import { BENCH_BASELINE, ensureBaseline } from './baseline/prepare.js';
import { SqliteBaseline } from './baseline/search.js';

export interface EngineVsSqliteOptions {
  /** Time budget per task in ms (default 300). */
  time?: number;
  snapshot?: string;
  baseline?: string;
  /** Source the baseline is prepared from when missing. */
  source?: string;
  shapes?: readonly QueryShape[];
  today?: Day;
  log?: (line: string) => void;
}

export interface Latency {
  median: number;
  p99: number;
  samples: number;
}

export interface EngineVsSqliteRow {
  name: string;
  total: number;
  /** Microseconds. */
  engine: Latency;
  sqlite: Latency;
  /** SQLite median / engine median. */
  ratio: number;
}

export interface EngineVsSqliteResult {
  rows: EngineVsSqliteRow[];
  geometricMeanRatio: number;
  engineFasterOnEveryShape: boolean;
  /** Geometric mean of ratios >= 20. */
  twentyTimesOnGeometricMean: boolean;
  events: number;
  prep: PrepStats;
  /** Whether the baseline database was prepared during this run. */
  prepared: boolean;
  machine: string;
}

/** At least this many samples per task, however slow the task. */
const MIN_SAMPLES = 5;

/**
 * Measures one task: one call first to see how slow it is, then tinybench with the time budget
 * (at least MIN_SAMPLES samples for a task slower than the budget allows, so a query of seconds
 * costs seconds, not minutes).
 */
export async function measure(name: string, fn: () => void, time: number): Promise<Latency> {
  const started = performance.now();
  fn();
  const once = performance.now() - started;
  const slow = once * 64 > time;
  const bench = new Bench({
    time,
    iterations: slow ? MIN_SAMPLES : 64,
    warmupTime: Math.min(100, time / 3),
    warmupIterations: slow ? 1 : 16,
    throws: true,
  });
  bench.add(name, fn);
  await bench.run();
  const result = bench.tasks[0]!.result;
  if (result.state !== 'completed') throw new Error(`${name}: ${result.state}`);
  return { median: result.latency.p50 * 1000, p99: result.latency.p99 * 1000, samples: result.latency.samplesCount };
}

/** Runs the agreement check on the shapes, then the benchmark; throws if the two disagree. */
export async function runEngineVsSqlite(options: EngineVsSqliteOptions = {}): Promise<EngineVsSqliteResult> {
  const log = options.log ?? (() => {});
  const time = options.time ?? 300;
  const shapes = options.shapes ?? QUERY_MIX;
  const today = options.today ?? parseIsoDate(BENCH_ANCHOR)!;
  const baselinePath = options.baseline ?? BENCH_BASELINE;
  const { stats: prep, built: prepared } = ensureBaseline(options.source ?? BENCH_SOURCE, baselinePath, log);
  const index = openSnapshot(options.snapshot ?? BENCH_SNAPSHOT);
  const baseline = new SqliteBaseline(baselinePath);
  try {
    const check = verifyBaseline({ index, baseline, today, shapes, random: 0 });
    if (check.differences.length > 0) {
      throw new Error(
        `the SQLite baseline disagrees with the engine:\n${formatDifferences(check.differences).join('\n')}`,
      );
    }
    log(`baseline agrees with the engine on all ${shapes.length} shapes`);

    const rows: EngineVsSqliteRow[] = [];
    for (const shape of shapes) {
      const found = engineOutcome(index, shape.filters, today);
      const engine = await measure(
        `engine: ${shape.name}`,
        () => {
          itemsAt(index, search(index, shape.filters, today).positions);
        },
        time,
      );
      const sqlite = await measure(
        `sqlite: ${shape.name}`,
        () => {
          const result = baseline.search(shape.filters, today);
          baseline.events(result.ids);
        },
        time,
      );
      const row = {
        name: shape.name,
        total: 'total' in found ? found.total : 0,
        engine,
        sqlite,
        ratio: sqlite.median / engine.median,
      };
      log(`  ${row.name}: engine ${engine.median.toFixed(1)} µs, sqlite ${sqlite.median.toFixed(1)} µs`);
      rows.push(row);
    }
    const geometricMeanRatio = Math.exp(rows.reduce((sum, row) => sum + Math.log(row.ratio), 0) / rows.length);
    return {
      rows,
      geometricMeanRatio,
      engineFasterOnEveryShape: rows.every((row) => row.ratio > 1),
      twentyTimesOnGeometricMean: geometricMeanRatio >= 20,
      events: index.size,
      prep,
      prepared,
      machine: `${cpus()[0]?.model ?? 'cpu'} x${cpus().length}, node ${process.version}`,
    };
  } finally {
    baseline.close();
  }
}

/** The result as a markdown table and the two target lines. */
export function formatEngineVsSqlite(result: EngineVsSqliteResult): string[] {
  const us = (value: number) => (value >= 10_000 ? value.toFixed(0) : value.toFixed(1));
  const lines = [
    `engine vs SQLite baseline: ${result.events} events, ${result.machine}`,
    `baseline prep: ${formatPrep(result.prep)}${result.prepared ? '' : ' (reused)'}`,
    '',
    '| query shape | total | engine median µs | engine p99 µs | SQLite median µs | SQLite p99 µs | SQLite samples | ratio |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...result.rows.map(
      (row) =>
        `| ${row.name} | ${row.total} | ${us(row.engine.median)} | ${us(row.engine.p99)} | ${us(row.sqlite.median)} | ` +
        `${us(row.sqlite.p99)} | ${row.sqlite.samples} | ${row.ratio.toFixed(1)}x |`,
    ),
    '',
    `geometric mean of ratios: ${result.geometricMeanRatio.toFixed(1)}x`,
    `engine faster on every shape: ${result.engineFasterOnEveryShape ? 'met' : 'NOT met'}`,
    `>= 20x on the geometric mean: ${result.twentyTimesOnGeometricMean ? 'met' : 'NOT met'}`,
  ];
  return lines;
}
