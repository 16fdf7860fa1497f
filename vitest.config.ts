import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Native addons (roaring, better-sqlite3) are safest in forked workers.
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
