/**
 * npm run bench:data
 * Makes the pinned benchmark data set (1M events, seed 42, anchor 2026-11-21): the source
 * SQLite file and its snapshot, reusing what is already there. Prints the times it measured.
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { buildSnapshot } from '../src/builder/index.js';
import { generateSource } from '../src/demo/generate.js';
import { BENCH_ANCHOR, BENCH_DIR, BENCH_EVENTS, BENCH_SEED, BENCH_SNAPSHOT, BENCH_SOURCE } from './dataset.js';

export async function ensureBenchData(log: (line: string) => void = console.log): Promise<void> {
  mkdirSync(BENCH_DIR, { recursive: true });
  if (!existsSync(BENCH_SOURCE)) {
    const started = performance.now();
    await generateSource({ events: BENCH_EVENTS, seed: BENCH_SEED, anchor: BENCH_ANCHOR, out: BENCH_SOURCE });
    log(`generated ${BENCH_SOURCE} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  if (!existsSync(BENCH_SNAPSHOT)) {
    const started = performance.now();
    const { bytes } = buildSnapshot({ input: BENCH_SOURCE, output: BENCH_SNAPSHOT });
    log(`built ${BENCH_SNAPSHOT} (${(bytes / 2 ** 20).toFixed(1)} MiB) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  log(`data set ready: ${BENCH_SNAPSHOT} (${(statSync(BENCH_SNAPSHOT).size / 2 ** 20).toFixed(1)} MiB)`);
}

if (import.meta.url === `file://${process.argv[1]}`) await ensureBenchData();
