/**
 * npm run bench:engine -- [--snapshot FILE] [--time MS]
 * The fixed query mix in-process against the engine on the pinned 1M snapshot, with tinybench.
 * Each iteration answers the search and decodes the page's events, as a request would.
 * Targets: p99 <= 1 ms for every shape (issue 24); median across shapes <= 100 µs. Also every shape with all
 * seven facets (target: p99 <= 2 ms), and misspelt queries that find nothing, with the extra cost
 * of their suggestions (target: p99 <= 1 ms); five-filter searches that find nothing, with their
 * relaxations (target: p99 <= 300 µs, issue 33), searches of 20 filters that find nothing (target:
 * p99 <= 1 ms), the q syntax (zero-results.ts), the words rows: plurals, the synonym table, or
 * (words.ts), and the places and deadlines rows (places.ts). Last, the costliest q values found (hostile.ts), in
 * wall and CPU time (target: p99 <= 5 ms). The load average is printed: on a busy machine p99s
 * mostly measure the wait for a core.
 */
import { cpus, loadavg } from 'node:os';
import { Bench } from 'tinybench';
import { FACETS, eventsAt, openSnapshot, search, type SnapshotIndex, suggestQueries } from '../../src/search/index.js';
import { type Day, parseIsoDate } from '../../src/util/dates.js';
import { BENCH_ANCHOR, BENCH_SNAPSHOT } from '../common/dataset.js';
import { benchOptions } from '../common/options.js';
import { QUERY_MIX } from '../common/queries.js';
import { measureHostile, printHostile } from './hostile.js';
import { misspeltQueries } from './misspellings.js';
import { addPlaceTasks } from './places.js';
import { addWordsTasks } from './words.js';
import { addZeroResultTasks, timeZeroResults, ZERO_SEARCH, ZERO_TWENTY } from './zero-results.js';

const FACETED = ' + 7 facets';
const SUGGESTIONS = 'misspelt q: search with suggestions';
const EXTRA = 'misspelt q: the suggestions alone';

interface Row {
  name: string;
  median: number;
  p99: number;
  samples: number;
}

/** The tasks: every shape, every shape with all facets, then the misspelt queries; their totals. */
function addTasks(bench: Bench, index: SnapshotIndex, today: Day): Map<string, number> {
  const totals = new Map<string, number>();
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
  totals.set(SUGGESTIONS, 0);
  totals.set(EXTRA, 0);
  bench.add(SUGGESTIONS, () => {
    search(index, { q: misspelt[next++ % misspelt.length]!, limit: 10, offset: 0 }, today);
  });
  bench.add(EXTRA, () => {
    suggestQueries(index, { q: misspelt[next++ % misspelt.length]!, limit: 10, offset: 0 }, today);
  });
  addZeroResultTasks(bench, index, today, totals);
  addWordsTasks(bench, index, today, totals);
  addPlaceTasks(bench, index, today, totals);
  return totals;
}

function printReport(index: SnapshotIndex, rows: readonly Row[], totals: ReadonlyMap<string, number>): void {
  const plain = rows.filter((row) => QUERY_MIX.some((shape) => shape.name === row.name));
  const medians = plain.map((row) => row.median).sort((a, b) => a - b);
  const medianOfMedians = medians[Math.floor(medians.length / 2)]!;
  const worstP99 = Math.max(...plain.map((row) => row.p99));
  const worstFacetsP99 = Math.max(...rows.filter((row) => row.name.endsWith(FACETED)).map((row) => row.p99));
  const suggestionsP99 = rows.find((row) => row.name === EXTRA)!.p99;
  const zeroP99 = rows.find((row) => row.name === ZERO_SEARCH)!.p99;
  const twentyP99 = rows.find((row) => row.name === ZERO_TWENTY)!.p99;

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
    `worst p99: ${worstP99.toFixed(1)} µs (target <= 1000 µs for every shape): ${worstP99 <= 1000 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `worst p99 with all seven facets: ${worstFacetsP99.toFixed(1)} µs (target <= 2000 µs): ${worstFacetsP99 <= 2000 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `suggestions' extra cost, p99: ${suggestionsP99.toFixed(1)} µs (target <= 1000 µs): ${suggestionsP99 <= 1000 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `zero result with relaxations at 5 filters, p99: ${zeroP99.toFixed(1)} µs (target <= 300 µs): ${zeroP99 <= 300 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `zero result at 20 filters, p99: ${twentyP99.toFixed(1)} µs (target <= 1000 µs): ${twentyP99 <= 1000 ? 'met' : 'NOT met'}`,
  );
}

const options = benchOptions('npm run bench:engine -- [--snapshot FILE] [--time MS] [--places]', {
  snapshot: { type: 'text', default: BENCH_SNAPSHOT, description: 'the snapshot to query' },
  time: { type: 'whole', min: 1, max: 600_000, default: 400, description: 'tinybench time budget per task, ms' },
  places: { type: 'flag', description: 'only the places and deadlines rows (places.ts)' },
});
const index = openSnapshot(options.snapshot);
const today = parseIsoDate(BENCH_ANCHOR)!;
const bench = new Bench({ time: options.time, warmupTime: 100 });
const startLoad = loadavg();
const load = (averages: number[]) => averages.map((n) => n.toFixed(2)).join(' ');

/** The rows of the tasks run, in µs. */
function rowsOf(tasks: Bench['tasks']): Row[] {
  return tasks.map((task): Row => {
    const result = task.result;
    if (result.state !== 'completed') throw new Error(`${task.name}: ${result.state}`);
    return {
      name: task.name,
      median: result.latency.p50 * 1000,
      p99: result.latency.p99 * 1000,
      samples: result.latency.samplesCount,
    };
  });
}

if (options.places) {
  const totals = new Map<string, number>();
  addPlaceTasks(bench, index, today, totals);
  await bench.run();
  console.log(
    `places and deadlines rows: ${index.size} events, load average ${load(startLoad)} at the start, ${load(loadavg())} at the end\n`,
  );
  console.log('| query shape | total | median µs | p99 µs |\n|---|---:|---:|---:|');
  for (const row of rowsOf(bench.tasks)) {
    console.log(`| ${row.name} | ${totals.get(row.name)} | ${row.median.toFixed(1)} | ${row.p99.toFixed(1)} |`);
  }
} else {
  const totals = addTasks(bench, index, today);
  await bench.run();
  const hostile = measureHostile(index, today);
  const zeroTimed = timeZeroResults(index, today);
  printReport(index, rowsOf(bench.tasks), totals);
  printHostile(hostile);
  console.log(`\n${zeroTimed}`);
}
