/**
 * The pinned, seeded data sets every benchmark runs on: seed 42, anchor 2026-11-21, by default
 * 1,000,000 events. `npm run bench:data` makes the 1M set (or reuses it when present); the
 * benchmark suite (`npm run bench -- --quick`) also uses a 100k set made from the same seed and
 * anchor, in its own files.
 *
 * The sources live in data/bench/; the snapshots and SQLite baselines made from them live in a
 * folder per snapshot format (data/bench-v7/ for format 7), so that a release with a new format
 * builds its own beside the files an older one made and uses, never over them.
 */
import { join } from 'node:path';
import { FORMAT_VERSION } from '../../src/snapshot/format.js';
import { DATA_DIR } from '../../src/util/paths.js';

export const BENCH_EVENTS = 1_000_000;
/** The smaller set of `--quick` runs, from the same seed and anchor. */
export const QUICK_EVENTS = 100_000;
export const BENCH_SEED = 42;
export const BENCH_ANCHOR = '2026-11-21';
const BENCH_DIR = join(DATA_DIR, 'bench');
/** The snapshots and baselines of this build's snapshot format. */
const BUILT_DIR = join(DATA_DIR, `bench-v${FORMAT_VERSION}`);

/** One data set of the given size and the files it lives in. */
export interface BenchDataset {
  events: number;
  seed: number;
  anchor: string;
  /** Short size label used in file names: "1m", "100k". */
  label: string;
  /** The seeded source in the operators' SQLite format. */
  source: string;
  snapshot: string;
  /** The SQLite baseline database prepared from the source (bench/sqlite/baseline/prepare.ts). */
  baseline: string;
}

/** "1m" for 1,000,000, "100k" for 100,000, "2500" for 2,500. */
function sizeLabel(events: number): string {
  if (events % 1_000_000 === 0) return `${events / 1_000_000}m`;
  if (events % 1_000 === 0) return `${events / 1_000}k`;
  return String(events);
}

/** The pinned data set of `events` events (seed and anchor fixed). */
export function benchDataset(events: number = BENCH_EVENTS): BenchDataset {
  const label = sizeLabel(events);
  return {
    events,
    seed: BENCH_SEED,
    anchor: BENCH_ANCHOR,
    label,
    source: join(BENCH_DIR, `source-${label}.sqlite`),
    snapshot: join(BUILT_DIR, `${label}.snapshot`),
    baseline: join(BUILT_DIR, `baseline-${label}.sqlite`),
  };
}

export const BENCH_DATASET = benchDataset();
export const BENCH_SOURCE = BENCH_DATASET.source;
export const BENCH_SNAPSHOT = BENCH_DATASET.snapshot;
