/**
 * npm run bench:engine -- [--snapshot FILE] [--time MS] [--only GROUP] [--quick]
 * The fixed query mix in-process against the engine on the pinned 1M snapshot, with tinybench.
 * Each iteration answers the search and decodes the page's events, as a request would.
 * Targets: p99 <= 1 ms for every shape (issue 24); median across shapes <= 100 µs. Also every shape with all
 * seven facets (target: p99 <= 2 ms), every facet at facet_size=100 on a first and a next page
 * (every-facet.ts; target: the costliest shape's first page <= 5 ms of CPU), and misspelt queries that find nothing, with the extra cost
 * of their suggestions (target: p99 <= 1 ms); five-filter searches that find nothing, with their
 * relaxations (target: p99 <= 300 µs, issue 33), searches of 20 filters that find nothing (target:
 * p99 <= 1 ms), the q syntax (zero-results.ts) and the words rows: plurals, the synonym table, or
 * (words.ts), the places and deadlines rows (places.ts). Last, the costliest q values found (hostile.ts), in
 * wall and CPU time (target: p99 <= 5 ms); the similar_to rows (similar.ts; target: p99 <= 1 ms).
 * The load average is printed: on a busy machine p99s mostly measure the wait for a core.
 * --only GROUP runs one group of rows (shapes, facets, every-facet, misspelt, zero, words, places,
 * similar), without the
 * targets and the hand-timed extras (but every-facet's own); --quick gives each row 100 ms unless --time says otherwise.
 */
import { cpus, loadavg } from 'node:os';
import { Bench } from 'tinybench';
import { FACETS, itemsAt, openSnapshot, search, type SnapshotIndex, suggestQueries } from '../../src/search/index.js';
import { type Day, parseIsoDate } from '../../src/util/dates.js';
import { BENCH_ANCHOR } from '../common/dataset.js';
import { benchOptions } from '../common/options.js';
import { benchSnapshot } from '../common/prologue.js';
import { QUERY_MIX } from '../common/queries.js';
import { addEveryFacetTasks, timeEveryFacet } from './every-facet.js';
import { measureHostile, printHostile } from './hostile.js';
import { misspeltQueries } from './misspellings.js';
import { addPlaceTasks } from './places.js';
import { addSimilarTasks, SIMILAR_ROW_PREFIX } from './similar.js';
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

type Totals = Map<string, number>;

function addShapes(bench: Bench, index: SnapshotIndex, today: Day, totals: Totals): void {
  for (const shape of QUERY_MIX) {
    totals.set(shape.name, search(index, shape.filters, today).total);
    bench.add(shape.name, () => {
      itemsAt(index, search(index, shape.filters, today).positions);
    });
  }
}

function addFacetedShapes(bench: Bench, index: SnapshotIndex, today: Day, totals: Totals): void {
  for (const shape of QUERY_MIX) {
    const filters = { ...shape.filters, facets: [...FACETS] };
    totals.set(shape.name + FACETED, search(index, filters, today).total);
    bench.add(shape.name + FACETED, () => {
      itemsAt(index, search(index, filters, today).positions);
    });
  }
}

/** Suggestions: each iteration takes the next of 50 misspelt queries, so the rows are not one query's. */
function addMisspelt(bench: Bench, index: SnapshotIndex, today: Day, totals: Totals): void {
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
}

/** The groups of rows, in the order they run; --only names one. */
const GROUPS = {
  shapes: addShapes,
  facets: addFacetedShapes,
  'every-facet': addEveryFacetTasks,
  misspelt: addMisspelt,
  zero: addZeroResultTasks,
  words: addWordsTasks,
  places: addPlaceTasks,
  similar: addSimilarTasks,
} as const;
type Group = keyof typeof GROUPS;

/** The tasks of the groups asked for (every group when none is named), and their totals. */
function addTasks(bench: Bench, index: SnapshotIndex, today: Day, only: Group | undefined): Totals {
  const totals: Totals = new Map();
  for (const [group, add] of Object.entries(GROUPS))
    if (only === undefined || only === group) add(bench, index, today, totals);
  return totals;
}

/** The run's machine and load, then a table of the rows. */
function printRows(index: SnapshotIndex, rows: readonly Row[], totals: ReadonlyMap<string, number>): void {
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
}

/** The targets of a full run, from its rows. */
function printTargets(rows: readonly Row[]): void {
  const plain = rows.filter((row) => QUERY_MIX.some((shape) => shape.name === row.name));
  const medians = plain.map((row) => row.median).sort((a, b) => a - b);
  const medianOfMedians = medians[Math.floor(medians.length / 2)]!;
  const worstP99 = Math.max(...plain.map((row) => row.p99));
  const worstFacetsP99 = Math.max(...rows.filter((row) => row.name.endsWith(FACETED)).map((row) => row.p99));
  const suggestionsP99 = rows.find((row) => row.name === EXTRA)!.p99;
  const zeroP99 = rows.find((row) => row.name === ZERO_SEARCH)!.p99;
  const twentyP99 = rows.find((row) => row.name === ZERO_TWENTY)!.p99;
  const similarP99 = Math.max(...rows.filter((row) => row.name.startsWith(SIMILAR_ROW_PREFIX)).map((row) => row.p99));
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
  console.log(
    `similar_to, worst p99: ${similarP99.toFixed(1)} µs (target <= 1000 µs): ${similarP99 <= 1000 ? 'met' : 'NOT met'}`,
  );
}

const options = benchOptions('npm run bench:engine -- [--snapshot FILE] [--time MS] [--only GROUP] [--quick]', {
  snapshot: { type: 'text', description: 'the snapshot to query (default: the 1M set, made when missing)' },
  time: { type: 'whole', min: 1, max: 600_000, description: 'tinybench time budget per task, ms (default 400)' },
  only: {
    type: 'text',
    description: `run one group of rows, without the targets and the extras: ${Object.keys(GROUPS).join(', ')}`,
  },
  quick: { type: 'flag', description: '100 ms per task unless --time is given' },
});
const only = options.only as Group | undefined;
if (only !== undefined && !(only in GROUPS)) throw new Error(`--only must be one of ${Object.keys(GROUPS).join(', ')}`);
const index = openSnapshot(await benchSnapshot(options.snapshot, {}, console.error));
const today = parseIsoDate(BENCH_ANCHOR)!;
const bench = new Bench({ time: options.time ?? (options.quick ? 100 : 400), warmupTime: 100 });
const totals = addTasks(bench, index, today, only);
const startLoad = loadavg();
await bench.run();
const rows = bench.tasks.map((task): Row => {
  const result = task.result;
  if (result.state !== 'completed') throw new Error(`${task.name}: ${result.state}`);
  return {
    name: task.name,
    median: result.latency.p50 * 1000,
    p99: result.latency.p99 * 1000,
    samples: result.latency.samplesCount,
  };
});
printRows(index, rows, totals);
// The group's own target is timed by hand in CPU time (every-facet.ts), with it alone too.
if (only === undefined || only === 'every-facet') console.log(`\n${timeEveryFacet(index, today)}`);
if (only === undefined) {
  printTargets(rows);
  printHostile(measureHostile(index, today));
  console.log(`\n${timeZeroResults(index, today)}`);
}
