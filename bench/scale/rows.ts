/**
 * The scale curve's rows, one per data set size, and what a report reads from them: merging a
 * run's rows into the earlier ones (so that 5M can run as its own command and land in the same
 * table), and the growth between two sizes as an exponent (value ∝ events^k).
 */
import type { PhaseLoad } from '../common/format.js';
import type { ScaleData, StepFailure } from './data-steps.js';
import type { ServeFigures } from './serve.js';

export interface ScaleRow {
  label: string;
  events: number;
  /** When this size was measured (ISO 8601), and by which command. */
  measuredAt: string;
  command: string;
  /** The load average at each phase of this size's run. */
  load: PhaseLoad[];
  /** Searches in the random mix drawn from this size's snapshot. */
  mixQueries: number;
  data: ScaleData | null;
  /** The step that failed, when making the data set failed. */
  dataFailure: StepFailure | null;
  serving: ServeFigures | null;
  /** Why the serving figures are missing, when they are. */
  servingFailure: string | null;
}

/** The rows of `earlier` with those of `fresh` put in (a fresh row replaces one of its size), smallest first. */
export function mergeRows(earlier: readonly ScaleRow[], fresh: readonly ScaleRow[]): ScaleRow[] {
  const bySize = new Map<number, ScaleRow>();
  for (const row of [...earlier, ...fresh]) bySize.set(row.events, row);
  return [...bySize.values()].sort((a, b) => a.events - b.events);
}

/** How a figure grows with the events between two sizes. */
export type Growth = 'falls' | 'flat' | 'sublinear' | 'linear' | 'superlinear';

/**
 * The exponent k of value ∝ events^k between two sizes: 1 is linear (ten times the events, ten
 * times the value), 0 is flat, 2 quadratic. NaN when a value is not positive.
 */
export function growthExponent(eventsA: number, valueA: number, eventsB: number, valueB: number): number {
  if (!(valueA > 0 && valueB > 0) || eventsA === eventsB) return Number.NaN;
  return Math.log(valueB / valueA) / Math.log(eventsB / eventsA);
}

/**
 * Linear within ±0.2 of k = 1 (from 1M to 3M: a value that grows 2.4 to 3.7 times); flat within
 * ±0.2 of 0; below or above, sublinear or superlinear.
 */
export function judgeGrowth(exponent: number): Growth {
  if (exponent <= -0.2) return 'falls';
  if (exponent < 0.2) return 'flat';
  if (exponent < 0.8) return 'sublinear';
  if (exponent <= 1.2) return 'linear';
  return 'superlinear';
}

/** A figure of the curve, read from a row (null when the row does not have it). */
interface ScaleMetric {
  name: string;
  pick(row: ScaleRow): number | null;
}

const SCALE_METRICS: readonly ScaleMetric[] = [
  { name: 'generate time', pick: (row) => row.data?.generate.ms ?? null },
  { name: 'generate peak RSS', pick: (row) => row.data?.generate.peakRssBytes ?? null },
  { name: 'build time', pick: (row) => row.data?.build.ms ?? null },
  { name: 'build peak RSS', pick: (row) => row.data?.build.peakRssBytes ?? null },
  { name: 'snapshot size', pick: (row) => row.data?.build.bytes ?? null },
  { name: 'start to ready', pick: (row) => row.serving?.medianStartToReadyMs ?? null },
  { name: 'RSS at ready', pick: (row) => row.serving?.medianRssAtReadyBytes ?? null },
  { name: 'server CPU per request', pick: (row) => row.serving?.cpuPerRequest ?? null },
  { name: 'engine p50', pick: (row) => row.serving?.engineP50 ?? null },
  { name: 'engine p99', pick: (row) => row.serving?.engineP99 ?? null },
];

export interface GrowthStep {
  metric: string;
  from: string;
  to: string;
  /** Value at `to` over value at `from`, and events likewise. */
  ratio: number;
  eventsRatio: number;
  exponent: number;
  growth: Growth;
}

/** The growth of every metric between each pair of neighbouring sizes that both have it. */
export function growthSteps(rows: readonly ScaleRow[]): GrowthStep[] {
  const steps: GrowthStep[] = [];
  for (const metric of SCALE_METRICS) {
    const known = rows.flatMap((row) => {
      const value = metric.pick(row);
      return value === null ? [] : [{ row, value }];
    });
    for (let at = 1; at < known.length; at++) {
      const a = known[at - 1]!;
      const b = known[at]!;
      const exponent = growthExponent(a.row.events, a.value, b.row.events, b.value);
      if (Number.isNaN(exponent)) continue;
      steps.push({
        metric: metric.name,
        from: a.row.label,
        to: b.row.label,
        ratio: b.value / a.value,
        eventsRatio: b.row.events / a.row.events,
        exponent,
        growth: judgeGrowth(exponent),
      });
    }
  }
  return steps;
}
