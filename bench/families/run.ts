/**
 * npm run bench:families [-- --quick] [--seconds N] [--rounds N] [--connections N] [--skip-compile]
 *
 * The server's CPU per request by parameter family (issue 41: the cost must hold on any user-like
 * mix, not only on the random mix's blend): the random mix's searches grouped by the parameters
 * they send, and with include=deadlines and tz added, each group loaded alone with wrk against the
 * compiled server (cache and limits off), then the whole mix. Needs wrk on PATH. Writes
 * bench/results/<date>-families-<size>.json and .md, and prints the report. No target of its own.
 *
 * Default: the pinned 1M data set, 1 round of 5 s per family. --quick: the 100k set, 1 round of 3 s.
 */
import { benchOptions } from '../common/options.js';
import { runScenario } from '../common/scenario.js';
import { runFamiliesPhase } from './phase.js';
import { familiesSection } from './report.js';

const options = benchOptions(
  'npm run bench:families [-- --quick] [--seconds N] [--rounds N] [--connections N] [--skip-compile]',
  {
    quick: { type: 'flag', description: '100k events, 3 s per family' },
    seconds: { type: 'whole', min: 1, max: 60, description: 'seconds per family and round (default 5, --quick 3)' },
    rounds: { type: 'whole', min: 1, max: 10, default: 1, description: 'interleaved rounds' },
    connections: { type: 'whole', min: 1, max: 256, default: 16, description: 'wrk connections' },
    'skip-compile': { type: 'flag', description: 'use dist/ as it is (or tsx when there is none)' },
  },
);
await runScenario({
  name: 'families',
  script: 'bench:families',
  title: 'Server CPU per request by parameter family',
  quick: options.quick,
  skipCompile: options['skip-compile'],
  run: ({ log, build, env, key, mix }) =>
    runFamiliesPhase({
      build,
      env,
      key,
      queries: mix(),
      seconds: options.seconds ?? (options.quick ? 3 : 5),
      rounds: options.rounds,
      connections: options.connections,
      log,
    }),
  targets: () => [],
  section: familiesSection,
  json: { settings: options },
});
