/**
 * npm run bench:verify-baseline -- [--snapshot FILE] [--baseline FILE] [--source FILE] [--random N] [--seed N]
 * Checks that the SQLite baseline answers exactly like the engine: same total and same page ids
 * in the same order, for every shape of the query mix and for random filter combinations drawn
 * from the data (seeded, so every run asks the same). Exits 1 printing the first differences.
 */
import { openSnapshot } from '../../src/search/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { BENCH_ANCHOR, BENCH_SOURCE } from '../common/dataset.js';
import { benchOptions } from '../common/options.js';
import { benchSnapshot } from '../common/prologue.js';
import { QUERY_MIX } from '../common/queries.js';
import { formatDifferences, verifyBaseline } from './baseline/agreement.js';
import { BENCH_BASELINE, ensureBaseline } from './baseline/prepare.js';
import { SqliteBaseline } from './baseline/search.js';

const options = benchOptions(
  'npm run bench:verify-baseline -- [--snapshot FILE] [--baseline FILE] [--source FILE] [--random N] [--seed N]',
  {
    snapshot: { type: 'text', description: "the engine's snapshot (default: the 1M set, made when missing)" },
    baseline: { type: 'text', default: BENCH_BASELINE, description: 'the SQLite baseline database' },
    source: {
      type: 'text',
      default: BENCH_SOURCE,
      description: 'the source the baseline is prepared from when missing',
    },
    random: { type: 'whole', min: 0, max: 1_000_000, description: 'random filter combinations after the shapes (300)' },
    seed: { type: 'whole', min: 0, max: 2 ** 32 - 1, description: 'seed of the random combinations' },
  },
);
const snapshot = await benchSnapshot(options.snapshot, {}, console.error);
ensureBaseline(options.source, options.baseline);
const index = openSnapshot(snapshot);
const baseline = new SqliteBaseline(options.baseline);
const today = parseIsoDate(BENCH_ANCHOR)!;
const started = performance.now();
try {
  const result = verifyBaseline({ index, baseline, today, random: options.random, seed: options.seed });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.differences.length > 0) {
    console.log(`baseline DIFFERS from the engine in ${result.differences.length} of ${result.checked} cases:`);
    for (const line of formatDifferences(result.differences)) console.log(line);
    process.exitCode = 1;
  } else {
    console.log(
      `baseline agrees with the engine: ${result.checked} cases (${QUERY_MIX.length} query-mix shapes, ` +
        `${result.checked - QUERY_MIX.length} random; ${result.nonEmpty} non-empty) on ${index.size} events in ${seconds} s`,
    );
  }
} finally {
  baseline.close();
}
