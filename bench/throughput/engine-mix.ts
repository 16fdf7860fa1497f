/**
 * npm run bench:engine-mix -- [--events N] [--runs N] [--stages]
 * The engine phase of the throughput scenario alone, in-process, without a server or wrk: the
 * random mix (bench/common/random-mix.ts) on a freshly opened snapshot, each search answered and its
 * page's events decoded, first pass and second (bench/throughput/engine.ts), by shape class, in µs.
 * Default: the 100k data set (made when missing); --runs opens the snapshot afresh that many times
 * and prints each run's table. --stages then profiles one more first pass and prints where its time
 * went, by stage of the search verb (engine-stages.ts).
 */
import { openSnapshot } from '../../src/search/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { benchOptions } from '../common/options.js';
import { benchData } from '../common/prologue.js';
import { randomMix } from '../common/random-mix.js';
import { engineByClass } from './engine.js';
import { engineStages } from './engine-stages.js';

const options = benchOptions('npm run bench:engine-mix -- [--events N] [--runs N] [--stages]', {
  events: { type: 'whole', min: 10_000, max: 5_000_000, default: 100_000, description: 'events of the data set' },
  runs: { type: 'whole', min: 1, max: 20, default: 1, description: 'fresh snapshots to time the mix on' },
  stages: { type: 'flag', description: 'then profile a first pass: time per search by stage of the search verb' },
});
const dataset = await benchData({ events: options.events }, console.error);
const today = parseIsoDate(dataset.anchor)!;
const queries = randomMix(openSnapshot(dataset.snapshot), { today });
const us = (n: number) => n.toFixed(1);
for (let run = 1; run <= options.runs; run++) {
  const { rows } = engineByClass(dataset.snapshot, queries, today);
  console.log(`run ${run}: ${dataset.snapshot} (${dataset.events} events), ${queries.length} searches, µs`);
  console.table(
    rows.map((row) => ({
      class: row.shapeClass,
      queries: row.queries,
      'first mean': us(row.mean),
      'first p50': us(row.p50),
      'first p99': us(row.p99),
      'again p50': us(row.againP50),
      'again p99': us(row.againP99),
    })),
  );
}
if (options.stages) {
  const rows = await engineStages(dataset.snapshot, queries, today);
  console.log(`first pass under the profiler, by stage: µs per search (${queries.length} searches)`);
  console.table(
    rows.map(({ stage, perSearch, share }) => ({ stage, µs: us(perSearch), share: `${(share * 100).toFixed(1)}%` })),
  );
}
