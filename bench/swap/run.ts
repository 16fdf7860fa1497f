/**
 * npm run bench:swap [-- --quick] [--connections N] [--threads N] [--skip-compile] [--trace-gc] [--cpu-prof]
 *
 * Swapping snapshots in a running server under load (issue 29; `npm run bench` runs it too): wrk
 * sends the random mix (response cache off) while a second version of the data is renamed over the
 * served file, then while SIGHUP reloads it; the server's own event-loop delay in each window (from
 * its /metrics, sampled every millisecond), the longest /healthz answer, the failed requests, and
 * the swap's memory (phase.ts). The first run also builds a second snapshot of the same data
 * (another build time, so another version) beside the data set's: `<size>-second.snapshot`.
 * Needs wrk on PATH. Writes bench/results/<date>-swap-<size>.json and .md, and prints the report.
 *
 * Default: the pinned 1M data set. --quick: the 100k set. --trace-gc: the server runs with V8's
 * --trace-gc, and each window also reports its collections (count, summed and longest pause).
 * --cpu-prof: the server also runs under V8's CPU profiler (which slows it), and each window's
 * longest waits name the functions with the most self time inside them.
 * Target (1M): the longest event-loop delay during the swap ≤ 50 ms, with 0 failed requests.
 */
import { ensureSecondSnapshot } from '../common/data.js';
import { benchOptions } from '../common/options.js';
import { runScenario } from '../common/scenario.js';
import { runSwapPhase } from './phase.js';
import { swapSection, swapTargets } from './report.js';

const options = benchOptions(
  'npm run bench:swap [-- --quick] [--connections N] [--threads N] [--skip-compile] [--trace-gc] [--cpu-prof]',
  {
    quick: { type: 'flag', description: '100k events' },
    connections: { type: 'whole', min: 1, max: 256, default: 16, description: 'wrk connections' },
    threads: { type: 'whole', min: 1, max: 16, default: 1, description: 'wrk threads' },
    'skip-compile': { type: 'flag', description: 'use dist/ as it is (or tsx when there is none)' },
    'trace-gc': { type: 'flag', description: "start the server with --trace-gc: each window's collections" },
    'cpu-prof': {
      type: 'flag',
      description: "also with --cpu-prof: the functions of most self time in each window's longest waits",
    },
  },
);
await runScenario({
  name: 'swap',
  script: 'bench:swap',
  title: 'Swap under load',
  quick: options.quick,
  skipCompile: options['skip-compile'],
  loadNote: '; other work on the machine shows here',
  run: ({ log, dataset, build, env, key, mix }) =>
    runSwapPhase({
      build,
      snapshot: dataset.snapshot,
      // A second build of the same data with another build time: a different version to swap to.
      second: ensureSecondSnapshot(log, dataset),
      env: { KEYS_FILE: env.KEYS_FILE!, RATE_LIMITS: 'off' },
      key,
      paths: mix().map((query) => query.path),
      connections: options.connections,
      threads: options.threads,
      traceGc: options['trace-gc'],
      cpuProfile: options['cpu-prof'],
      log,
    }),
  targets: swapTargets,
  section: swapSection,
});
