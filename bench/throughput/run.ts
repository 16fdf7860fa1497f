/**
 * npm run bench:throughput [-- --quick] [--seconds N] [--connections N] [--threads N] [--rounds N] [--queries N] [--skip-compile]
 *
 * The throughput scenario of issues 14 and 24 on its own (`npm run bench` runs it too, inside the
 * suite): closed-loop ceilings with wrk of a seeded random mix of distinct, realistic searches
 * (bench/common/random-mix.ts) against the compiled server (response cache off, limits off),
 * beside the fixed mix, the ceiling route and bare Fastify sending the same bytes, then the same
 * mix against two workers, each with the server's CPU per request; that CPU split by area from a
 * profiled run; and the engine's latencies on the random mix by shape class. Needs wrk on PATH.
 * Writes bench/results/<date>-throughput-<size>.json and .md, and prints the report.
 *
 * Default: the pinned 1M data set (bench/common/dataset.ts), 16 connections, 3 rounds of 10 s per
 * setup. --quick: the 100k set from the same seed and anchor, 2 rounds of 5 s.
 */
import { benchOptions } from '../common/options.js';
import { runScenario } from '../common/scenario.js';
import { RANDOM_MIX_COUNT } from '../common/random-mix.js';
import { runThroughputPhase } from './phase.js';
import { throughputSection, throughputTargets } from './report.js';

const options = benchOptions(
  'npm run bench:throughput [-- --quick] [--seconds N] [--connections N] [--threads N] [--rounds N] [--queries N] [--skip-compile]',
  {
    quick: { type: 'flag', description: '100k events, 2 rounds of 5 s' },
    seconds: { type: 'whole', min: 1, max: 60, description: 'seconds per load run (default 10, --quick 5)' },
    connections: { type: 'whole', min: 1, max: 256, default: 16, description: 'wrk connections' },
    threads: { type: 'whole', min: 1, max: 16, default: 1, description: 'wrk threads' },
    rounds: { type: 'whole', min: 1, max: 10, description: 'interleaved rounds per setup (default 3, --quick 2)' },
    queries: { type: 'whole', min: 2000, max: 20_000, default: RANDOM_MIX_COUNT, description: 'random searches' },
    'skip-compile': { type: 'flag', description: 'use dist/ as it is (or tsx when there is none)' },
  },
);
const settings = {
  seconds: options.seconds ?? (options.quick ? 5 : 10),
  connections: options.connections,
  threads: options.threads,
  rounds: options.rounds ?? (options.quick ? 2 : 3),
  queries: options.queries,
};
await runScenario({
  name: 'throughput',
  script: 'bench:throughput',
  title: 'Throughput',
  quick: options.quick,
  skipCompile: options['skip-compile'],
  run: ({ log, dataset, build, env, key, mix, today }) =>
    runThroughputPhase({
      build,
      env,
      key,
      snapshot: dataset.snapshot,
      today,
      queries: mix({ count: settings.queries }),
      seconds: settings.seconds,
      connections: settings.connections,
      threads: settings.threads,
      rounds: settings.rounds,
      log,
    }),
  targets: (result, atFullSize) => throughputTargets(result, atFullSize, '1,000,000'),
  section: throughputSection,
  json: { settings },
  loadNote: '; other work on the machine shows here',
});
