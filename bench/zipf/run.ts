/**
 * npm run bench:zipf [-- --quick] [--seconds N] [--rounds N] [--connections N] [--threads N] [--draws N] [--skip-compile]
 *
 * The random mix's 3,000 distinct searches asked with Zipf-shaped popularity (s = 1, seeded), as
 * real query logs are, with the response cache at its default size, beside the ceiling route on
 * the same server: closed loop with wrk, the cache's hit rate from the server's counters, and the
 * ratio to the ceiling (issue 24; `npm run bench` runs it too). Needs wrk on PATH. Writes
 * bench/results/<date>-zipf-<size>.json and .md, and prints the report.
 *
 * Default: the pinned 1M data set, 3 rounds of 10 s. --quick: the 100k set, 2 rounds of 5 s.
 * Target (1M): the Zipf mix ≥ 0.8 of the ceiling route's req/s.
 */
import { loadavg } from 'node:os';
import { openSnapshot } from '../../src/search/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { ensureBenchData } from '../common/data.js';
import { BENCH_EVENTS, benchDataset } from '../common/dataset.js';
import type { PhaseLoad } from '../common/format.js';
import { benchKeys } from '../common/keys.js';
import { benchOptions } from '../common/options.js';
import { randomMix } from '../common/random-mix.js';
import { publishScenario } from '../common/results.js';
import { compileServer, serverBuilds } from '../common/server.js';
import { wrkOrExit } from '../common/wrk.js';
import { runZipfPhase } from './phase.js';
import { zipfReport, zipfTargets } from './report.js';

const options = benchOptions(
  'npm run bench:zipf [-- --quick] [--seconds N] [--rounds N] [--connections N] [--threads N] [--draws N] [--skip-compile]',
  {
    quick: { type: 'flag', description: '100k events, 2 rounds of 5 s' },
    seconds: { type: 'whole', min: 1, max: 60, description: 'seconds per run (default 10, --quick 5)' },
    rounds: { type: 'whole', min: 1, max: 10, description: 'interleaved rounds (default 3, --quick 2)' },
    connections: { type: 'whole', min: 1, max: 256, default: 16, description: 'wrk connections' },
    threads: { type: 'whole', min: 1, max: 16, default: 1, description: 'wrk threads' },
    draws: { type: 'whole', min: 1000, max: 1_000_000, default: 100_000, description: 'draws of the Zipf stream' },
    'skip-compile': { type: 'flag', description: 'use dist/ as it is (or tsx when there is none)' },
  },
);
const log = (line: string) => console.error(line);
wrkOrExit();
const dataset = benchDataset(options.quick ? 100_000 : BENCH_EVENTS);
const startedAt = new Date();
const load: PhaseLoad[] = [{ phase: 'start', loadavg: loadavg() }];

await ensureBenchData(log, dataset);
const compile = options['skip-compile'] ? null : compileServer(log);
const build = serverBuilds(compile)[0]!;
const today = parseIsoDate(dataset.anchor)!;
const paths = randomMix(openSnapshot(dataset.snapshot), { today }).map((query) => query.path);

const { keysFile, key, cleanup } = benchKeys('confdir-bench-zipf-');
try {
  const result = await runZipfPhase({
    build,
    env: { SNAPSHOT_PATH: dataset.snapshot, KEYS_FILE: keysFile, RATE_LIMITS: 'off' },
    key,
    paths,
    draws: options.draws,
    seconds: options.seconds ?? (options.quick ? 5 : 10),
    rounds: options.rounds ?? (options.quick ? 2 : 3),
    connections: options.connections,
    threads: options.threads,
    log,
  });
  publishScenario({ name: 'zipf', startedAt, dataset, load, result, targets: zipfTargets, report: zipfReport }, log);
} catch (error) {
  log(`Zipf benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  cleanup();
}
