/**
 * npm run bench:serialize -- [--snapshot FILE] [--time MS] [--mix-only]
 * The time to produce a search answer's body for a page of 10 and of 50 events: the items written
 * from the columns by the event table's writer and spliced into the rest of the answer (what a
 * request does), beside the response schema's serializer given the same body as ready-made
 * objects (what serializing alone costs, without building the objects). Also the whole handler,
 * search included, and the single-event body. Then the pages of the random mix (bench/common/random-mix.ts):
 * each iteration writes the next page of the mix's searches (its items, spliced into its answer),
 * so the median is the median µs to write one page of the mix; and the same with the caches emptied
 * before each page, as a page's events are met at a million events. Medians and p99 from tinybench, in µs.
 * The default snapshot is the 100k bench set (made when missing).
 */
import fastJson from 'fast-json-stringify';
import { Bench } from 'tinybench';
import { searchConferences } from '../../src/api/handlers/conferences.js';
import { InputParser } from '../../src/api/input.js';
import { conferenceResponse, searchQuery, searchResponse, serializerSchema } from '../../src/api/schemas/index.js';
import {
  conferenceAnswerJson,
  type ItemExtras,
  type SearchAnswer,
  searchAnswerJson,
} from '../../src/api/handlers/answer-json.js';
import { endOfDay, eventPosition, openSnapshot } from '../../src/search/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { BENCH_ANCHOR } from '../common/dataset.js';
import { benchOptions } from '../common/options.js';
import { benchSnapshot } from '../common/prologue.js';
import { randomMix } from '../common/random-mix.js';

const options = benchOptions('npm run bench:serialize -- [--snapshot FILE] [--time MS] [--mix-only]', {
  snapshot: { type: 'text', description: 'the snapshot to read (default: the 100k set, made when missing)' },
  time: { type: 'whole', min: 1, max: 600_000, default: 500, description: 'tinybench time budget per task, ms' },
  'mix-only': { type: 'flag', description: "only the random mix's pages" },
});
const index = openSnapshot(await benchSnapshot(options.snapshot, { quick: true }, console.error));
const today = parseIsoDate(BENCH_ANCHOR)!;
const context = { index, today };
const serializeSearch = fastJson(serializerSchema(searchResponse));
const serializeDetail = fastJson(serializerSchema(conferenceResponse));
const bench = new Bench({ time: options.time, warmupTime: 100 });
const parser = new InputParser({ query: searchQuery });

for (const limit of options['mix-only'] ? [] : ['10', '50']) {
  const input = parser.fromQuery({ q: 'international conference', limit }, {});
  const text = searchConferences(input, context).text;
  const answer = searchResponse.parse(JSON.parse(text));
  if (serializeSearch(answer) !== text) throw new Error('the spliced answer differs from the serialized one');
  const { conferences, ...head } = answer;
  const positions = conferences.map((item) => eventPosition(index, item.id));
  const page = { bodyFor: () => head, positions, facets: head.facets, cap: Number.POSITIVE_INFINITY };
  bench.add(`${limit} items: written from the columns, spliced`, () => {
    searchAnswerJson(page, index, undefined);
  });
  bench.add(`${limit} items: schema serializer over ready-made objects (for comparison)`, () => {
    serializeSearch(answer);
  });
  bench.add(`${limit} items, whole handler: search + items from the columns`, () => {
    searchConferences(input, context);
  });
}
const somePositions = Array.from({ length: 64 }, (_, i) => (i * 7919) % index.size);
const someDetails = somePositions.map((position) =>
  conferenceResponse.parse(JSON.parse(conferenceAnswerJson(index, position).toString('utf8'))),
);
let next = 0;
if (!options['mix-only']) {
  bench.add('detail: written from the columns', () => {
    conferenceAnswerJson(index, somePositions[next++ % somePositions.length]!);
  });
  bench.add('detail: schema serializer over a ready-made object (for comparison)', () => {
    serializeDetail(someDetails[next++ % someDetails.length]!);
  });
}

type PageItem = { id: number; distance_km?: number; similarity?: NonNullable<ItemExtras['similarities']>[number] };
// The random mix's pages: each search answered once here, its answer's head and page kept, then
// only the writing timed, page after page.
const pages = randomMix(index, { today }).map((query) => {
  const input = parser.fromQuery(Object.fromEntries(new URLSearchParams(query.path.split('?')[1])), {});
  const text = searchConferences(input, context).text;
  const { conferences, ...head } = JSON.parse(text) as { conferences: PageItem[] };
  const positions = conferences.map((item) => eventPosition(index, item.id));
  // A near search's items carry their distance, a similar_to search's their similarity (the mix
  // asks no include=deadlines nor tz).
  const extras: ItemExtras = {};
  if (conferences.some((item) => 'distance_km' in item))
    extras.distances = conferences.map((item) => item.distance_km ?? Number.NaN);
  if (conferences.some((item) => 'similarity' in item))
    extras.similarities = conferences.map((item) => item.similarity!);
  const body = head as ReturnType<SearchAnswer['bodyFor']>;
  return {
    answer: { bodyFor: () => body, positions, facets: body.facets, cap: Number.POSITIVE_INFINITY },
    extras,
    text,
  };
});
const writePage = (page: (typeof pages)[number]) => searchAnswerJson(page.answer, index, endOfDay(today), page.extras);
for (const page of pages)
  if (writePage(page).bytes.toString('utf8') !== page.text)
    throw new Error(`a page of the random mix written again differs from its answer: ${page.text.slice(0, 300)}`);
let nextPage = 0;
bench.add(`random mix: one page written (${pages.length} pages in turn)`, () => {
  writePage(pages[nextPage++ % pages.length]!);
});
// The same with the caches emptied before each page (untimed): 64 MiB of other memory read, more
// than a last-level cache holds, so the page's events are read from memory as at a million events,
// where the pages of a mix are scattered over columns far larger than the caches.
const evictor = new Uint8Array(64 << 20).fill(1);
/** The bytes read to empty the caches, summed: printed, so that the reads are not dropped. */
let evicted = 0;
const evict = () => {
  for (let i = 0; i < evictor.length; i += 64) evicted += evictor[i]!;
};
// Emptying the caches is not timed, but counts in the task's time budget (tinybench stops a task
// when the time of its iterations reaches it).
bench.add('random mix: one page written, caches emptied before it', () => {
  const started = bench.now();
  evict();
  const writing = bench.now();
  writePage(pages[nextPage++ % pages.length]!);
  const done = bench.now();
  return { overriddenDuration: done - writing, overriddenIterationCost: done - started };
});

await bench.run();
console.log(`snapshot ${index.store.file} (${index.size} events); medians; caches emptied ${evicted >> 20} times`);
console.table(
  bench.tasks.map((task) => {
    const result = task.result;
    if (result.state !== 'completed') throw new Error(`${task.name}: ${result.state}`);
    return {
      task: task.name,
      'median µs': (result.latency.p50 * 1000).toFixed(1),
      'p99 µs': (result.latency.p99 * 1000).toFixed(1),
    };
  }),
);
