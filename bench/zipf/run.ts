/**
 * npm run bench:zipf [-- --quick] [--seconds N] [--rounds N] [--connections N] [--threads N] [--draws N] [--accept-encoding VALUE] [--skip-compile]
 *
 * The random mix's 3,000 distinct searches asked with Zipf-shaped popularity (s = 1, seeded), as
 * real query logs are, with the response cache at its default size, beside the ceiling route on
 * the same server: closed loop with wrk, the cache's hit rate from the server's counters, and the
 * ratio to the ceiling (issue 24; `npm run bench` runs it too). Needs wrk on PATH. Writes
 * bench/results/<date>-zipf-<size>.json and .md, and prints the report.
 *
 * Default: the pinned 1M data set, 3 rounds of 10 s, every request with `Accept-Encoding: br, gzip`
 * (issue 33; `--accept-encoding none` sends none). --quick: the 100k set, 2 rounds of 5 s.
 * Target (1M): the Zipf mix ≥ 0.8 of the ceiling route's req/s.
 */
import { benchOptions } from '../common/options.js';
import { runScenario } from '../common/scenario.js';
import { runZipfPhase, ZIPF_ACCEPT_ENCODING } from './phase.js';
import { zipfSection, zipfTargets } from './report.js';

const options = benchOptions(
  'npm run bench:zipf [-- --quick] [--seconds N] [--rounds N] [--connections N] [--threads N] [--draws N] [--accept-encoding VALUE] [--skip-compile]',
  {
    quick: { type: 'flag', description: '100k events, 2 rounds of 5 s' },
    seconds: { type: 'whole', min: 1, max: 60, description: 'seconds per run (default 10, --quick 5)' },
    rounds: { type: 'whole', min: 1, max: 10, description: 'interleaved rounds (default 3, --quick 2)' },
    connections: { type: 'whole', min: 1, max: 256, default: 16, description: 'wrk connections' },
    threads: { type: 'whole', min: 1, max: 16, default: 1, description: 'wrk threads' },
    draws: { type: 'whole', min: 1000, max: 1_000_000, default: 100_000, description: 'draws of the Zipf stream' },
    'accept-encoding': {
      type: 'text',
      default: ZIPF_ACCEPT_ENCODING,
      description: 'the Accept-Encoding of every request; none: no such header',
    },
    'skip-compile': { type: 'flag', description: 'use dist/ as it is (or tsx when there is none)' },
  },
);
await runScenario({
  name: 'zipf',
  script: 'bench:zipf',
  title: 'Zipf mix',
  quick: options.quick,
  skipCompile: options['skip-compile'],
  run: ({ log, build, env, key, mix }) =>
    runZipfPhase({
      build,
      env,
      key,
      paths: mix().map((query) => query.path),
      draws: options.draws,
      ...(options['accept-encoding'] === 'none' ? {} : { acceptEncoding: options['accept-encoding'] }),
      seconds: options.seconds ?? (options.quick ? 5 : 10),
      rounds: options.rounds ?? (options.quick ? 2 : 3),
      connections: options.connections,
      threads: options.threads,
      log,
    }),
  targets: zipfTargets,
  section: zipfSection,
});
