/**
 * npm run bench:serialize -- [--snapshot FILE] [--time MS]
 * The time to produce a search answer's body for a page of 10 and of 50 events, three ways:
 * decoding the events and serializing the whole answer with the response schema (as before),
 * writing the items from the columns and splicing them into the rest of the answer, and splicing
 * the items the snapshot stores (when it was built with --item-json). Also the whole handler, search
 * included, and the detail body. Medians and p99 from tinybench, in µs. The default snapshot is the
 * 100k bench set: `npm run build:snapshot -- --in data/bench/source-100k.sqlite --out
 * data/bench/100k.snapshot --item-json`.
 */
import fastJson from 'fast-json-stringify';
import { Bench } from 'tinybench';
import { getConferenceJson, searchConferences, searchConferencesJson } from '../../src/api/handlers/conferences.js';
import { InputParser } from '../../src/api/input.js';
import {
  conferenceResponse,
  searchQuery,
  searchResponse,
  serializerSchema,
  toSearchFilters,
} from '../../src/api/schemas/index.js';
import { ITEM_JSON_FINGERPRINT, searchAnswerJson } from '../../src/api/views/answer-json.js';
import { toDetail, toItem } from '../../src/api/views/conference.js';
import { eventsAt, getEvent, openSnapshot, pageItemsJson, SnapshotIndex, search } from '../../src/search/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { BENCH_ANCHOR, benchDataset } from '../common/dataset.js';
import { benchOptions } from '../common/options.js';

const options = benchOptions('npm run bench:serialize -- [--snapshot FILE] [--time MS]', {
  snapshot: { type: 'text', default: benchDataset(100_000).snapshot, description: 'the snapshot to read' },
  time: { type: 'whole', min: 1, max: 600_000, default: 500, description: 'tinybench time budget per task, ms' },
});
const index = openSnapshot(options.snapshot);
/** The same events without stored items: their text is written from the columns. */
const columnsOnly = new SnapshotIndex({ ...index.store, itemJson: null }, index.countries);
const context = { index, today: parseIsoDate(BENCH_ANCHOR)! };
const stored = index.store.itemJson !== null;
const serializeSearch = fastJson(serializerSchema(searchResponse));
const serializeDetail = fastJson(serializerSchema(conferenceResponse));
const bench = new Bench({ time: options.time, warmupTime: 100 });

const parser = new InputParser({ query: searchQuery });
const inputOf = (raw: Record<string, string>) => parser.fromQuery(raw, {});

for (const limit of ['10', '50']) {
  const input = inputOf({ q: 'international conference', limit });
  const answer = searchConferences(input, context);
  const { positions } = search(index, toSearchFilters(input.query), context.today);
  const { conferences: _, ...head } = answer;
  for (const from of stored ? [columnsOnly, index] : [columnsOnly]) {
    if (searchAnswerJson(head, pageItemsJson(from, positions, ITEM_JSON_FINGERPRINT)) !== serializeSearch(answer)) {
      throw new Error('the spliced answer differs from the serialized one');
    }
  }
  bench.add(`${limit} items: decode + schema serializer (before)`, () => {
    serializeSearch({ ...head, conferences: eventsAt(index, positions).map(toItem) });
  });
  bench.add(`${limit} items: written from the columns, spliced`, () => {
    searchAnswerJson(head, pageItemsJson(columnsOnly, positions, ITEM_JSON_FINGERPRINT));
  });
  if (stored) {
    bench.add(`${limit} items: stored text, spliced`, () => {
      searchAnswerJson(head, pageItemsJson(index, positions, ITEM_JSON_FINGERPRINT));
    });
  }
  bench.add(`${limit} items, whole handler: search + decode + serializer (before)`, () => {
    serializeSearch(searchConferences(input, context));
  });
  bench.add(`${limit} items, whole handler: search + items from the columns`, () => {
    searchConferencesJson(input, { ...context, index: columnsOnly });
  });
  if (stored) {
    bench.add(`${limit} items, whole handler: search + stored items`, () => {
      searchConferencesJson(input, context);
    });
  }
}
const someIds = Array.from({ length: 64 }, (_, i) => index.store.columns.ids[(i * 7919) % index.size]!);
let next = 0;
bench.add('detail: decode + schema serializer (before)', () => {
  serializeDetail({ success: true, conference: toDetail(getEvent(index, someIds[next++ % someIds.length]!)) });
});
bench.add('detail: written from the columns', () => {
  const id = someIds[next++ % someIds.length]!;
  getConferenceJson({ query: {}, params: { id }, given: {} }, { ...context, index: columnsOnly });
});

await bench.run();
console.log(`snapshot ${index.store.file} (${index.size} events); medians of a shared, loaded machine`);
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
