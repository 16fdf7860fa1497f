/**
 * npm run bench:swap [-- --quick] [--connections N] [--threads N] [--skip-compile]
 *
 * Swapping snapshots in a running server under load (issue 29; `npm run bench` runs it too): wrk
 * sends the random mix (response cache off) while a second version of the data is renamed over the
 * served file, then while SIGHUP reloads it; the server's own event-loop delay in each window (from
 * its /metrics, sampled every millisecond), the longest /healthz answer, the failed requests, and
 * the swap's memory (phase.ts). The first run also builds a second snapshot of the same data
 * (another build time, so another version) beside the data set: data/bench-v5/1m-second.snapshot.
 * Needs wrk on PATH. Writes bench/results/<date>-swap-<size>.json and .md, and prints the report.
 *
 * Default: the pinned 1M data set. --quick: the 100k set.
 * Target (1M): the longest event-loop delay during the swap ≤ 50 ms, with 0 failed requests.
 */
import { loadavg } from 'node:os';
import { openSnapshot } from '../../src/search/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { ensureBenchData, ensureSecondSnapshot } from '../common/data.js';
import { BENCH_EVENTS, benchDataset } from '../common/dataset.js';
import type { PhaseLoad } from '../common/format.js';
import { benchKeys } from '../common/keys.js';
import { benchOptions } from '../common/options.js';
import { randomMix } from '../common/random-mix.js';
import { publishScenario } from '../common/results.js';
import { compileServer, serverBuilds } from '../common/server.js';
import { wrkOrExit } from '../common/wrk.js';
import { runSwapPhase } from './phase.js';
import { swapReport, swapTargets } from './report.js';

const options = benchOptions('npm run bench:swap [-- --quick] [--connections N] [--threads N] [--skip-compile]', {
  quick: { type: 'flag', description: '100k events' },
  connections: { type: 'whole', min: 1, max: 256, default: 16, description: 'wrk connections' },
  threads: { type: 'whole', min: 1, max: 16, default: 1, description: 'wrk threads' },
  'skip-compile': { type: 'flag', description: 'use dist/ as it is (or tsx when there is none)' },
});
const log = (line: string) => console.error(line);
wrkOrExit();
const dataset = benchDataset(options.quick ? 100_000 : BENCH_EVENTS);
const startedAt = new Date();
const load: PhaseLoad[] = [{ phase: 'start', loadavg: loadavg() }];

await ensureBenchData(log, dataset);
// A second build of the same data with another build time: a different version to swap to.
const second = ensureSecondSnapshot(log, dataset);
const compile = options['skip-compile'] ? null : compileServer(log);
const build = serverBuilds(compile)[0]!;
const paths = randomMix(openSnapshot(dataset.snapshot), { today: parseIsoDate(dataset.anchor)! }).map(
  (query) => query.path,
);

const { keysFile, key, cleanup } = benchKeys('confdir-bench-swap-');
try {
  load.push({ phase: 'load', loadavg: loadavg() });
  const result = await runSwapPhase({
    build,
    snapshot: dataset.snapshot,
    second,
    env: { KEYS_FILE: keysFile, RATE_LIMITS: 'off' },
    key,
    paths,
    connections: options.connections,
    threads: options.threads,
    log,
  });
  publishScenario({ name: 'swap', startedAt, dataset, load, result, targets: swapTargets, report: swapReport }, log);
} catch (error) {
  log(`swap benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  cleanup();
}
