/**
 * npm run bench:text -- [--events N]
 * Our text index (Roaring posting lists, exact totals through the search engine) against
 * FlexSearch 0.8 (`Index` with tokenize "forward", the originally proposed choice) on the same
 * text: name + topic + sub-topic of each of the first N events of the pinned 1M snapshot
 * (default: all of them), FlexSearch id = event position.
 *
 * Reports build time and heap growth of both indexes, then per query the total each returns
 * and median / p99 latency (tinybench): ours through `search()` (exact total plus the first page
 * by date), FlexSearch with a limit covering every event (so its result length is the exact total
 * the API needs) and, for reference, with limit 10. The table is printed and written to
 * bench/results/text-index-flexsearch.md.
 *
 * This file runs the steps in order; the two sides, the measuring and the report live beside it.
 */
import { loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { loadStore } from '../../src/store/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { BENCH_ANCHOR } from '../common/dataset.js';
import { benchOptions } from '../common/options.js';
import { benchSnapshot } from '../common/prologue.js';
import { RESULTS_DIR, writeResults } from '../common/results.js';
import { corpusOf, type Sink } from './corpus.js';
import { buildFlex, compareWithOurs, flexsearchVersion, flexTasks } from './flexsearch.js';
import { count, mib, seconds } from './format.js';
import { measure } from './measure.js';
import { buildOurs, oursSide, oursTasks, queryRows } from './ours.js';
import { textIndexReport } from './report.js';

const options = benchOptions('npm run bench:text -- [--events N] [--snapshot FILE]', {
  events: { type: 'whole', min: 1, max: 1_000_000_000, description: 'index the first N events (default: all)' },
  snapshot: {
    type: 'text',
    description: 'the snapshot whose events are indexed (default: the 1M set, made when missing)',
  },
});
const resultFile = join(RESULTS_DIR, 'text-index-flexsearch.md');

const store = loadStore(await benchSnapshot(options.snapshot, {}, console.error));
const events = Math.min(store.size, options.events ?? store.size);
const today = parseIsoDate(BENCH_ANCHOR)!;
const corpus = corpusOf(store, events);

const loadAtStart = loadavg()[0]!;
console.log(
  `${count(events)} of ${count(store.size)} events; FlexSearch ${flexsearchVersion()}; Node ${process.version}`,
);

// --- Our index: rebuilt here from the same text so that its build is measured too. ---
const ours = buildOurs(corpus);
console.log(
  `ours:       built in ${seconds(ours.ms)} s, heap +${mib(ours.heap)} MiB, bitmaps ${mib(ours.bitmapBytes)} MiB ` +
    `(${count(ours.terms)} terms, ${count(ours.prefixes)} precomputed prefixes)`,
);
const side = oursSide(corpus, ours);
const rows = queryRows(side, today);

const sink: Sink = { total: 0 };
let benchMs = 0;

// --- Our latency, measured before FlexSearch exists: each major GC would otherwise also mark
// FlexSearch's heap, which the service would not have. ---
const oursRun = await measure(oursTasks(side, rows, today, sink));
benchMs += oursRun.ms;
for (const row of rows) row.timings.ours = oursRun.tasks.get(row.q);

// --- FlexSearch: Index with the forward tokenizer and the default encoder. ---
const flex = buildFlex(corpus);
console.log(`FlexSearch: built in ${seconds(flex.ms)} s, heap +${mib(flex.heap)} MiB`);

// --- FlexSearch totals, and whether both find the very same events. ---
const LIMIT_ALL = events; // no query can match more events than were indexed
compareWithOurs(corpus, flex.index, rows, LIMIT_ALL);

// --- FlexSearch latency: every result, and the first 10 for reference. ---
const flexRun = await measure(flexTasks(flex.index, rows, LIMIT_ALL, sink));
benchMs += flexRun.ms;
for (const row of rows) {
  row.timings.flexAll = flexRun.tasks.get(`all|${row.q}`);
  row.timings.flex10 = flexRun.tasks.get(`10|${row.q}`);
}

// --- Report. ---
const report = textIndexReport({ corpus, rows, ours, flex, flexsearchVersion: flexsearchVersion(), loadAtStart });

console.log('');
console.log(report);
console.log(`(benchmark phase ${seconds(benchMs)} s; checksum ${sink.total})`);
writeResults([[resultFile, report]]);
console.log(`written to ${relative(process.cwd(), resultFile)}`);
