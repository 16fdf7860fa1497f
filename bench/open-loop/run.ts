/**
 * npm run bench:open-loop [-- --quick] [--seconds N] [--fractions LIST] [--connections N] [--late-ms N] [--pin] [--capacity N] [--skip-compile]
 *
 * Latency at a given load (issue 24): the random mix's closed-loop capacity with wrk, then the
 * random mix sent open-loop (constant arrival rate, latency from each planned start) at 25%, 50%
 * and 75% of it, and bare Fastify at the same rates; p50, p99, p99.9, the requests that went out
 * late, and the server's and the loader's CPU per request. `npm run bench` runs it too, with the
 * capacity from its throughput phase. Needs wrk on PATH (capacity and warm-up). Writes
 * bench/results/<date>-open-loop-<size>.json and .md, and prints the report.
 *
 * Default: the pinned 1M data set, 10 s per rate. --quick: the 100k set, 5 s per rate.
 * Target (1M): the mix's p99 at 50% of capacity ≤ 2× bare Fastify's at the same rate, and ≤ 10 ms.
 */
import { benchOptions } from '../common/options.js';
import { runScenario } from '../common/scenario.js';
import { parseFractions } from './fractions.js';
import { runOpenLoopPhase } from './phase.js';
import { openLoopSection, openLoopTargets } from './report.js';

const options = benchOptions(
  'npm run bench:open-loop [-- --quick] [--seconds N] [--fractions LIST] [--connections N] [--late-ms N] [--pin] [--capacity N] [--skip-compile]',
  {
    quick: { type: 'flag', description: '100k events, 5 s per rate' },
    seconds: { type: 'whole', min: 1, max: 120, description: 'seconds per rate (default 10, --quick 5)' },
    fractions: { type: 'text', default: '25,50,75', description: 'rates as percentages of the capacity' },
    connections: { type: 'whole', min: 1, max: 1024, default: 64, description: "the open-loop loader's connections" },
    'wrk-connections': { type: 'whole', min: 1, max: 256, default: 16, description: 'wrk connections (capacity)' },
    threads: { type: 'whole', min: 1, max: 16, default: 1, description: 'wrk threads (capacity)' },
    'late-ms': { type: 'whole', min: 1, max: 1000, default: 2, description: 'a request sent later than this is late' },
    pin: { type: 'flag', description: 'servers on CPU 0, the loader on CPU 1 (taskset)' },
    capacity: {
      type: 'whole',
      min: 1,
      max: 10_000_000,
      description: 'req/s to take as capacity instead of measuring it',
    },
    'skip-compile': { type: 'flag', description: 'use dist/ as it is (or tsx when there is none)' },
  },
);
await runScenario({
  name: 'open-loop',
  script: 'bench:open-loop',
  title: 'Open loop',
  quick: options.quick,
  skipCompile: options['skip-compile'],
  run: ({ log, build, env, key, mix }) =>
    runOpenLoopPhase({
      build,
      env,
      key,
      paths: mix().map((query) => query.path),
      ...(options.capacity === undefined ? {} : { capacity: options.capacity }),
      fractions: parseFractions(options.fractions),
      seconds: options.seconds ?? (options.quick ? 5 : 10),
      connections: options.connections,
      wrkConnections: options['wrk-connections'],
      wrkThreads: options.threads,
      lateMs: options['late-ms'],
      pin: options.pin,
      log,
    }),
  targets: openLoopTargets,
  section: openLoopSection,
});
