/**
 * The one pinned, seeded data set every benchmark runs on: 1,000,000 events, seed 42, anchor
 * 2026-11-21. `npm run bench:data` makes it (or reuses it when present).
 */
import { join } from 'node:path';
import { DATA_DIR } from '../src/util/paths.js';

export const BENCH_EVENTS = 1_000_000;
export const BENCH_SEED = 42;
export const BENCH_ANCHOR = '2026-11-21';
export const BENCH_DIR = join(DATA_DIR, 'bench');
export const BENCH_SOURCE = join(BENCH_DIR, 'source-1m.sqlite');
export const BENCH_SNAPSHOT = join(BENCH_DIR, '1m.snapshot');
