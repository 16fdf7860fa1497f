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
 * This file runs the steps in order; the two sides, the measuring and the report live in
 * bench/text-index/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadStore } from '../src/store/index.js';
import { parseIsoDate } from '../src/util/dates.js';
import { BENCH_ANCHOR, BENCH_SNAPSHOT } from './dataset.js';
import { corpusOf, type Sink } from './text-index/corpus.js';
import { buildFlex, compareWithOurs, flexsearchVersion, flexTasks } from './text-index/flexsearch.js';
import { measure } from './text-index/measure.js';
import { buildOurs, oursSide, oursTasks, queryRows } from './text-index/ours.js';
import { count, mib, seconds, textIndexReport } from './text-index/report.js';

const { values } = parseArgs({ options: { events: { type: 'string' }, snapshot: { type: 'string' } } });
const here = dirname(fileURLToPath(import.meta.url));
const resultFile = join(here, 'results', 'text-index-flexsearch.md');

const store = loadStore(values.snapshot ?? BENCH_SNAPSHOT);
const events = Math.min(store.size, values.events === undefined ? store.size : Number(values.events));
if (!Number.isInteger(events) || events <= 0)
  throw new Error(`--events must be a positive integer, got ${values.events}`);
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
mkdirSync(dirname(resultFile), { recursive: true });
writeFileSync(resultFile, report);
console.log(`written to ${relative(process.cwd(), resultFile)}`);
