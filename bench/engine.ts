/**
 * npm run bench:engine -- [--snapshot FILE] [--time MS]
 * The fixed query mix in-process against the engine on the pinned 1M snapshot, with tinybench.
 * Each iteration answers the search and decodes the page's events, as a request would.
 * Targets: p99 <= 2 ms for every shape; median across shapes <= 100 µs. Also every shape with all
 * seven facets (target: p99 <= 2 ms), and misspelt queries that find nothing, with the extra cost
 * of their suggestions (target: p99 <= 1 ms). Last, the costliest q values found
 * (bench/hostile-queries.ts), each searched with the set caches emptied first, in wall and CPU
 * time (target: p99 <= 5 ms). The load average is printed: on a busy machine p99s mostly measure
 * the wait for a core.
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Bench } from 'tinybench';
import { FACETS, eventsAt, openSnapshot, search } from '../src/search/index.js';
import { suggestQueries } from '../src/search/corrections.js';
import { parseIsoDate } from '../src/util/dates.js';
import { BENCH_ANCHOR, BENCH_SNAPSHOT } from './dataset.js';
import { hostileQueries } from './hostile-queries.js';
import { misspeltQueries } from './misspellings.js';
import { QUERY_MIX } from './queries.js';

const { values } = parseArgs({ options: { snapshot: { type: 'string' }, time: { type: 'string' } } });
const index = openSnapshot(values.snapshot ?? BENCH_SNAPSHOT);
const today = parseIsoDate(BENCH_ANCHOR)!;
const bench = new Bench({ time: Number(values.time ?? 400), warmupTime: 100 });
const totals = new Map<string, number>();

const FACETED = ' + 7 facets';
for (const shape of QUERY_MIX) {
  totals.set(shape.name, search(index, shape.filters, today).total);
  bench.add(shape.name, () => {
    eventsAt(index, search(index, shape.filters, today).positions);
  });
}
for (const shape of QUERY_MIX) {
  const filters = { ...shape.filters, facets: [...FACETS] };
  totals.set(shape.name + FACETED, search(index, filters, today).total);
  bench.add(shape.name + FACETED, () => {
    eventsAt(index, search(index, filters, today).positions);
  });
}
// Suggestions: each iteration takes the next of 50 misspelt queries, so the rows are not one query's.
const misspelt = misspeltQueries(index, 50);
let next = 0;
const SUGGESTIONS = 'misspelt q: search with suggestions';
const EXTRA = 'misspelt q: the suggestions alone';
totals.set(SUGGESTIONS, 0);
totals.set(EXTRA, 0);
bench.add(SUGGESTIONS, () => {
  search(index, { q: misspelt[next++ % misspelt.length]!, limit: 10, offset: 0 }, today);
});
bench.add(EXTRA, () => {
  suggestQueries(index, { q: misspelt[next++ % misspelt.length]!, limit: 10, offset: 0 }, today);
});
const startLoad = loadavg();
await bench.run();
const hostile = measureHostile();

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
const plain = rows.filter((row) => QUERY_MIX.some((shape) => shape.name === row.name));
const medians = plain.map((row) => row.median).sort((a, b) => a - b);
const medianOfMedians = medians[Math.floor(medians.length / 2)]!;
const worstP99 = Math.max(...plain.map((row) => row.p99));
const worstFacetsP99 = Math.max(...rows.filter((row) => row.name.endsWith(FACETED)).map((row) => row.p99));
const suggestionsP99 = rows.find((row) => row.name === EXTRA)!.p99;
const load = (averages: number[]) => averages.map((n) => n.toFixed(2)).join(' ');

console.log(
  `engine benchmark: ${index.size} events, ${cpus()[0]?.model ?? 'cpu'} x${cpus().length}, node ${process.version}, ` +
    `load average ${load(startLoad)} at the start, ${load(loadavg())} at the end\n`,
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
console.log(
  `worst p99 with all seven facets: ${worstFacetsP99.toFixed(1)} µs (target <= 2000 µs): ${worstFacetsP99 <= 2000 ? 'met' : 'NOT met'}`,
);
console.log(
  `suggestions' extra cost, p99: ${suggestionsP99.toFixed(1)} µs (target <= 1000 µs): ${suggestionsP99 <= 1000 ? 'met' : 'NOT met'}`,
);

console.log('\n| hostile q | total | median µs | p99 µs | CPU median µs | CPU p99 µs |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const row of hostile) {
  const { wall, cpu } = row;
  console.log(
    `| ${row.name} | ${row.total} | ${wall.median.toFixed(1)} | ${wall.p99.toFixed(1)} | ${cpu.median.toFixed(0)} | ${cpu.p99.toFixed(0)} |`,
  );
}
const worstHostileP99 = Math.max(...hostile.map((row) => row.wall.p99));
const worstHostileCpuP99 = Math.max(...hostile.map((row) => row.cpu.p99));
console.log(
  `\nhostile q, worst p99: ${worstHostileP99.toFixed(1)} µs, of CPU time ${worstHostileCpuP99.toFixed(0)} µs ` +
    `(target <= 5000 µs): ${worstHostileP99 <= 5000 ? 'met' : worstHostileCpuP99 <= 5000 ? 'met in CPU time only (a busy machine)' : 'NOT met'}`,
);

/**
 * The hostile q values (bench/hostile-queries.ts), each searched HOSTILE_RUNS times with the caches
 * of computed sets emptied first, as a client that varies its queries leaves them. Timed by hand
 * rather than by tinybench to take, beside the wall time, the process's CPU time of each search:
 * on a busy machine the wall time's p99 is mostly time spent waiting for a core.
 */
function measureHostile() {
  const HOSTILE_RUNS = 500;
  const quantiles = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return { median: sorted[Math.floor(sorted.length / 2)]!, p99: sorted[Math.floor(sorted.length * 0.99)]! };
  };
  return hostileQueries(index).map(({ name, q }) => {
    const filters = { q, limit: 10, offset: 0 };
    const wall: number[] = [];
    const cpu: number[] = [];
    let total = 0;
    for (let run = -20; run < HOSTILE_RUNS; run++) {
      index.caches.unions.clear();
      index.caches.prefixUnions.clear();
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      total = search(index, filters, today).total;
      const elapsed = (performance.now() - start) * 1000;
      const used = process.cpuUsage(cpuStart);
      if (run < 0) continue; // warm-up
      wall.push(elapsed);
      cpu.push(used.user + used.system);
    }
    return { name, total, wall: quantiles(wall), cpu: quantiles(cpu) };
  });
}
