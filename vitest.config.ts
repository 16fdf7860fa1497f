import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The test files that need a fresh process of their own: those that replace a module (`vi.mock`,
 * which cannot reach a module another file has already loaded in the same process) and those that
 * measure the process itself (its event loop). test/structure/test-isolation.test.ts keeps the
 * list exact.
 */
export const ISOLATED_FILES: readonly string[] = [
  'test/auth/key-ring-poll.test.ts',
  'test/ops/metrics.test.ts',
  'test/ops/snapshot-holder-poll.test.ts',
  'test/util/watch-file.test.ts',
];

/**
 * The other test files, listed rather than excluded by a pattern: a project's own `exclude` would
 * replace the one given on the command line (CI's `--exclude test/integration/image.test.ts`).
 */
const SHARED_FILES = readdirSync(fileURLToPath(new URL('./test', import.meta.url)), {
  recursive: true,
  encoding: 'utf8',
})
  .map((path) => `test/${path}`)
  .filter((path) => path.endsWith('.test.ts') && !ISOLATED_FILES.includes(path))
  .sort();

export default defineConfig({
  test: {
    // Native addons (roaring, better-sqlite3) are safest in forked workers.
    pool: 'forks',
    // At least two files at once: vitest's default (one less than the CPUs) runs a 2-CPU machine's
    // suite one file at a time, while most of the slow files wait on the servers they start.
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        // The other files share their worker's process and its loaded modules: a fresh process and
        // module graph for each file cost more than half the suite's time (loading fastify, the MCP
        // SDK and src again, hundreds of times).
        test: { name: 'shared', include: SHARED_FILES, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: [...ISOLATED_FILES], isolate: true } },
    ],
  },
});
