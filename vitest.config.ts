import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Native addons (roaring, better-sqlite3) are safest in forked workers.
    pool: 'forks',
    // At least two files at once: vitest's default (one less than the CPUs) runs a 2-CPU machine's
    // suite one file at a time, while most of the slow files wait on the servers they start.
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
