/**
 * What both sides of the text-index comparison index and are asked: the indexed text of the first
 * N events of a snapshot, the query set, and one row per query for the results.
 */
import type { Task } from 'tinybench';
import { NONE_U16, type Store } from '../../src/store/index.js';
import type { RoaringBitmap32 } from '../../src/util/roaring.js';

/** The query set: what each query exercises, then the query. */
export const QUERIES: readonly (readonly [kind: string, q: string])[] = [
  ['rare word', 'neutrino'],
  ['mid-frequency word', 'quantum'],
  ['very common word', 'conference'],
  ['short prefix', 'mach'],
  ['3-letter prefix', 'bio'],
  ['2 common words', 'international conference'],
  ['3 words', 'international conference machine'],
  ['4 words', 'international conference machine learning'],
  ['common words + rare word', 'international conference neutrino'],
  ['topic words', 'computer science'],
  ['with a stop word', 'conference on learning'],
];

/** The snapshot and how many of its events (positions 0 to events - 1) both sides index. */
export interface Corpus {
  store: Store;
  events: number;
  topicNames: string[];
  subtopicNames: string[];
}

export function corpusOf(store: Store, events: number): Corpus {
  return {
    store,
    events,
    topicNames: store.meta.topics.map((topic) => topic.name),
    subtopicNames: store.meta.subtopics.map((subtopic) => subtopic.name),
  };
}

/** The indexed text of one event, as the snapshot builder indexes it. */
export function eventText(corpus: Corpus, position: number): string {
  const { store, topicNames, subtopicNames } = corpus;
  const subtopic = store.columns.subtopic[position]!;
  const name = store.columns.name.get(position);
  const topic = topicNames[store.columns.topic[position]!]!;
  return subtopic === NONE_U16 ? `${name} ${topic}` : `${name} ${topic} ${subtopicNames[subtopic]!}`;
}

/** One query's results on both sides; FlexSearch's fields are filled in once its index exists. */
export interface Row {
  kind: string;
  q: string;
  oursTerms: string[];
  flexTerms: string[];
  oursTotal: number;
  oursMatches: RoaringBitmap32;
  flexTotal: number;
  note: string;
  timings: { ours?: Task; flexAll?: Task; flex10?: Task };
}

/** Keeps results observable so that no timed call is optimised away; printed as a checksum. */
export interface Sink {
  total: number;
}
