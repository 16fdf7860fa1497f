/**
 * npm run bench:engine -- [--snapshot FILE] [--time MS]
 * The fixed query mix in-process against the engine on the pinned 1M snapshot, with tinybench.
 * Each iteration answers the search and decodes the page's events, as a request would.
 * Targets: p99 <= 2 ms for every shape; median across shapes <= 100 µs.
 */
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { Bench } from 'tinybench';
import { eventsAt, openSnapshot, search } from '../src/search/index.js';
import { parseIsoDate } from '../src/util/dates.js';
import { BENCH_ANCHOR, BENCH_SNAPSHOT } from './dataset.js';
import { QUERY_MIX } from './queries.js';

const { values } = parseArgs({ options: { snapshot: { type: 'string' }, time: { type: 'string' } } });
const index = openSnapshot(values.snapshot ?? BENCH_SNAPSHOT);
const today = parseIsoDate(BENCH_ANCHOR)!;
const bench = new Bench({ time: Number(values.time ?? 400), warmupTime: 100 });
const totals = new Map<string, number>();

for (const shape of QUERY_MIX) {
  totals.set(shape.name, search(index, shape.filters, today).total);
  bench.add(shape.name, () => {
    eventsAt(index, search(index, shape.filters, today).positions);
  });
}
await bench.run();

const rows = bench.tasks.map((task) => {
  const result = task.result;
  if (result.state !== 'completed') throw new Error(`${task.name}: ${result.state}`);
  return {
    name: task.name,
    median: result.latency.p50 * 1000,
    p99: result.latency.p99 * 1000,
    samples: result.latency.samplesCount,
  };
});
const medians = rows.map((row) => row.median).sort((a, b) => a - b);
const medianOfMedians = medians[Math.floor(medians.length / 2)]!;
const worstP99 = Math.max(...rows.map((row) => row.p99));

console.log(
  `engine benchmark: ${index.size} events, ${cpus()[0]?.model ?? 'cpu'} x${cpus().length}, node ${process.version}\n`,
);
console.log('| query shape | total | median µs | p99 µs |');
console.log('|---|---:|---:|---:|');
for (const row of rows) {
  console.log(`| ${row.name} | ${totals.get(row.name)} | ${row.median.toFixed(1)} | ${row.p99.toFixed(1)} |`);
}
console.log(
  `\nmedian across shapes: ${medianOfMedians.toFixed(1)} µs (target <= 100 µs): ${medianOfMedians <= 100 ? 'met' : 'NOT met'}`,
);
console.log(
  `worst p99: ${worstP99.toFixed(1)} µs (target <= 2000 µs for every shape): ${worstP99 <= 2000 ? 'met' : 'NOT met'}`,
);
