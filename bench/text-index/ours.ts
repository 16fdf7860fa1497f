/**
 * Our side of the text-index comparison: the text index (Roaring posting lists) rebuilt from the
 * same text so that its build is measured too, its matches per query, and its latency through
 * `search()` (the exact total plus the first page by date).
 */
import { words } from '../../src/reference/fold.js';
import { CountryResolver, loadCountries } from '../../src/reference/countries.js';
import { SnapshotIndex, search, searchTermsOf } from '../../src/search/index.js';
import { NONE_U16, type Store } from '../../src/store/index.js';
import { STOP_WORDS, TextIndex, TextIndexBuilder, type TextIndexParts } from '../../src/text/index.js';
import type { Day } from '../../src/util/dates.js';
import { RoaringBitmap32 } from '../../src/util/roaring.js';
import { QUERIES, type Corpus, type Row, type Sink } from './corpus.js';
import { heapAfterGc } from './measure.js';

export interface OursBuilt {
  ms: number;
  heap: number;
  /** Serialized size of every posting list and precomputed prefix union. */
  bitmapBytes: number;
  terms: number;
  prefixes: number;
  /** The rebuilt index when it covers fewer events than the snapshot; null at full size. */
  text: TextIndex | null;
}

export function buildOurs(corpus: Corpus): OursBuilt {
  const { store, events } = corpus;
  const topicWords = corpus.topicNames.map((name) => words(name));
  const subtopicWords = corpus.subtopicNames.map((name) => words(name));
  const heapBefore = heapAfterGc();
  const started = performance.now();
  const builder = new TextIndexBuilder();
  for (let position = 0; position < events; position++) {
    builder.add(position, words(store.columns.name.get(position)));
    builder.add(position, topicWords[store.columns.topic[position]!]!);
    const subtopic = store.columns.subtopic[position]!;
    if (subtopic !== NONE_U16) builder.add(position, subtopicWords[subtopic]!);
  }
  const parts: TextIndexParts = builder.finish();
  const ms = performance.now() - started;
  const heap = heapAfterGc() - heapBefore;
  const bitmapBytes = [...parts.lists, ...parts.prefixLists].reduce(
    (sum, list) => sum + list.getSerializationSizeInBytes('portable'),
    0,
  );
  return {
    ms,
    heap,
    bitmapBytes,
    terms: parts.terms.length,
    prefixes: parts.prefixes.length,
    text: events < store.size ? TextIndex.of(parts) : null,
  };
}

/** The store and search index that our side queries. */
export interface OursSide {
  store: Store;
  index: SnapshotIndex;
}

/**
 * At full size the snapshot's own index is queried (it must equal the rebuilt one); on a subset
 * the rebuilt index stands in for it, so that both sides cover the same events.
 */
export function oursSide(corpus: Corpus, ours: OursBuilt): OursSide {
  const { store, events } = corpus;
  if (events === store.size && (store.text.termCount !== ours.terms || store.text.prefixCount !== ours.prefixes)) {
    throw new Error('the rebuilt text index differs from the snapshot one');
  }
  const oursStore: Store = ours.text === null ? store : { ...store, text: ours.text };
  return { store: oursStore, index: new SnapshotIndex(oursStore, new CountryResolver(loadCountries())) };
}

/** The engine's text plan (stop words dropped, last word a prefix, the rest whole words), intersected. */
function ourMatches(side: OursSide, q: string): RoaringBitmap32 {
  const all = words(q).filter((word) => !STOP_WORDS.has(word));
  const last = all[all.length - 1]!;
  const sets = [...new Set(all.slice(0, -1))]
    .filter((term) => term !== last)
    .map((term) => side.store.text.exact(term));
  sets.push(side.store.text.prefix(last, side.index.caches.prefixUnions));
  sets.sort((a, b) => a.size - b.size);
  return sets.reduce((result, set) => RoaringBitmap32.and(result, set));
}

/** One row per query with our total and matches; throws if `search()` and the text plan disagree. */
export function queryRows(side: OursSide, today: Day): Row[] {
  return QUERIES.map(([kind, q]) => {
    const oursTotal = search(side.index, { q, limit: 10, offset: 0, sort: 'date' }, today).total;
    const oursMatches = ourMatches(side, q);
    if (oursMatches.size !== oursTotal)
      throw new Error(`engine total ${oursTotal} != text plan ${oursMatches.size} for '${q}'`);
    return {
      kind,
      q,
      oursTerms: searchTermsOf(q),
      flexTerms: [],
      oursTotal,
      oursMatches,
      flexTotal: 0,
      note: '',
      timings: {},
    };
  });
}

/** Our latency task per row: the search as a request runs it. */
export function oursTasks(side: OursSide, rows: readonly Row[], today: Day, sink: Sink): [string, () => void][] {
  const { index } = side;
  return rows.map((row) => [
    row.q,
    () => {
      sink.total += search(index, { q: row.q, limit: 10, offset: 0, sort: 'date' }, today).total;
    },
  ]);
}
