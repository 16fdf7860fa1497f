/**
 * npm run bench:reader -- [--snapshot FILE] [--time MS]
 * Reading a search's parameters: the random mix's 3,000 query strings (bench/common/random-mix.ts),
 * as Fastify's query parser gives them, read by the input parser with the zod schema alone and
 * with the schema compiled by zod's own compiler (z.compile), which searchConferences uses. Each
 * task reads the next search of the mix per iteration; medians and p99 per request from tinybench,
 * in µs. Checks first that both give the same input for every search. The default snapshot is the 100k bench set (made if missing).
 */
import { loadavg } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { Bench } from 'tinybench';
import { InputParser } from '../../src/api/input.js';
import { searchQuery, zodSearchQuery } from '../../src/api/schemas/parameters.js';
import { openSnapshot } from '../../src/search/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { BENCH_ANCHOR } from '../common/dataset.js';
import { benchOptions } from '../common/options.js';
import { benchSnapshot } from '../common/prologue.js';
import { randomMix } from '../common/random-mix.js';

const options = benchOptions('npm run bench:reader -- [--snapshot FILE] [--time MS]', {
  snapshot: { type: 'text', description: 'the snapshot the mix is drawn from (default: the 100k bench set)' },
  time: { type: 'whole', min: 1, max: 600_000, default: 2000, description: 'tinybench time budget per task, ms' },
});
const index = openSnapshot(await benchSnapshot(options.snapshot, { quick: true }, console.log));
const mix = randomMix(index, { today: parseIsoDate(BENCH_ANCHOR)! });
// What Fastify's query-string parser hands the route: one string per name (the mix repeats none).
const queries = mix.map((query) => Object.fromEntries(new URLSearchParams(query.path.split('?')[1])));

const readers = {
  'zod schema': new InputParser({ query: zodSearchQuery }),
  'zod schema compiled by z.compile (searchConferences)': new InputParser({ query: searchQuery }),
};
const inputs = Object.values(readers).map((reader) => queries.map((query) => reader.fromQuery(query, {})));
for (const [at, query] of queries.entries()) {
  if (!inputs.every((input) => isDeepStrictEqual(input[at], inputs[0]![at]))) {
    throw new Error(`the readers differ on ${new URLSearchParams(query)}`);
  }
}

const bench = new Bench({ time: options.time, warmupTime: 300 });
for (const [name, reader] of Object.entries(readers)) {
  let next = 0;
  bench.add(name, () => {
    reader.fromQuery(queries[next++ % queries.length], {});
  });
}
const before = loadavg()[0]!;
await bench.run();
console.log(
  `${queries.length} searches of the random mix over ${index.store.file} (${index.size} events); ` +
    `load average ${before.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after (2 cores)`,
);
console.table(
  bench.tasks.map((task) => {
    const result = task.result;
    if (result.state !== 'completed') throw new Error(`${task.name}: ${result.state}`);
    return {
      reader: task.name,
      'median µs': (result.latency.p50 * 1000).toFixed(2),
      'mean µs': (result.latency.mean * 1000).toFixed(2),
      'p99 µs': (result.latency.p99 * 1000).toFixed(2),
      samples: result.latency.samplesCount,
    };
  }),
);
