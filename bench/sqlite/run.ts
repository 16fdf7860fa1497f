/**
 * npm run bench:sqlite -- [--time MS] [--snapshot FILE] [--baseline FILE] [--source FILE]
 * The query mix against the in-memory engine and against the SQLite baseline (the same rules
 * answered with SQL, indexes and FTS5; bench/sqlite/baseline/), on the pinned 1M data set. The
 * baseline database is prepared on first use and reused afterwards. Both sides first have to agree
 * on every shape; then each task answers the search and reads the page's events, as a request
 * would. Targets: the engine faster on every shape, and >= 20x on the geometric mean of ratios.
 */
import { BENCH_SOURCE } from '../common/dataset.js';
import { benchOptions } from '../common/options.js';
import { benchSnapshot } from '../common/prologue.js';
import { BENCH_BASELINE } from './baseline/prepare.js';
import { formatEngineVsSqlite, runEngineVsSqlite } from './compare.js';

const options = benchOptions(
  'npm run bench:sqlite -- [--time MS] [--snapshot FILE] [--baseline FILE] [--source FILE]',
  {
    time: { type: 'whole', min: 1, max: 600_000, default: 300, description: 'tinybench time budget per task, ms' },
    snapshot: { type: 'text', description: "the engine's snapshot (default: the 1M set, made when missing)" },
    baseline: { type: 'text', default: BENCH_BASELINE, description: 'the SQLite baseline database' },
    source: {
      type: 'text',
      default: BENCH_SOURCE,
      description: 'the source the baseline is prepared from when missing',
    },
  },
);
const log = (line: string) => console.error(line);
const snapshot = await benchSnapshot(options.snapshot, {}, log);
const result = await runEngineVsSqlite({ ...options, snapshot, log });
console.log(formatEngineVsSqlite(result).join('\n'));
