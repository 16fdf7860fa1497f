/**
 * Posting lists of each (country, topic) pair, built when a snapshot loads. Every event with a
 * country is in one per topic it has, so together they hold as many entries as the events' topics
 * (2,970 lists, 1.9 MiB serialized, at 1M with one topic per event). A search with one country and one topic reads its
 * pair's list instead of intersecting the two, as a composite index would: that intersection (a
 * country's array containers tested against a topic's bitmap containers) was the costliest of the
 * common shapes, about 50 µs at 1M events.
 */
import { NONE_U16 } from '../../store/layout.js';
import { forEachValue } from '../../store/topic-lists.js';
import type { Store } from '../../store/store.js';
import { frozenBitmapOf, RoaringBitmap32 } from '../../util/roaring.js';
import { runWhole, type Steps } from '../../util/sliced.js';

const NO_EVENTS = new RoaringBitmap32().freeze();

/**
 * Positions gone through between two pauses, in the passes over the columns and in the lists made
 * (a few milliseconds' work; the first steps run before the code is optimized); and at most so
 * many lists a step. The lists were once 64 a step whatever their sizes, the pairs of the largest
 * countries and topics together.
 */
const PER_STEP = 1 << 14;
const LISTS_PER_STEP = 64;

type Columns = Pick<Store, 'columns' | 'meta' | 'size' | 'topicLists'>;

/**
 * Each pair's list, in steps (util/sliced.ts): the positions grouped by pair in one counting pass
 * over the columns (positions stay ascending), each event under every topic it has, then a bitmap
 * per pair.
 */
function* pairListSteps(store: Columns, topics: number): Steps<(RoaringBitmap32 | undefined)[]> {
  const { country, topic } = store.columns;
  const more = store.topicLists.topics;
  const pairs = store.meta.countries.length * topics;
  const starts = new Uint32Array(pairs + 1);
  for (let p = 0; p < store.size; p++) {
    const c = country[p]!;
    if (c !== NONE_U16) forEachValue(topic, more, p, (t) => starts[c * topics + t + 1]!++);
    if (p % PER_STEP === PER_STEP - 1) yield;
  }
  for (let key = 0; key < pairs; key++) starts[key + 1]! += starts[key]!;
  const positions = new Uint32Array(starts[pairs]!);
  const next = starts.slice(0, pairs);
  yield;
  for (let p = 0; p < store.size; p++) {
    const c = country[p]!;
    if (c !== NONE_U16) forEachValue(topic, more, p, (t) => (positions[next[c * topics + t]!++] = p));
    if (p % PER_STEP === PER_STEP - 1) yield;
  }
  const lists = new Array<RoaringBitmap32 | undefined>(pairs);
  let made = 0;
  let madeLists = 0;
  for (let key = 0; key < pairs; key++) {
    const length = starts[key + 1]! - starts[key]!;
    lists[key] = length === 0 ? undefined : frozenBitmapOf(positions.subarray(starts[key]!, starts[key + 1]!));
    made += length;
    madeLists++;
    if (made >= PER_STEP || madeLists === LISTS_PER_STEP) {
      made = 0;
      madeLists = 0;
      yield;
    }
  }
  return lists;
}

export class CountryTopicLists {
  readonly #topics: number;
  readonly #lists: { at(key: number): RoaringBitmap32 | undefined };

  /**
   * Builds every pair's list at once (or takes the lists CountryTopicLists.steps built, or views
   * of stored ones made on their first read), by country × topics + topic.
   */
  constructor(
    store: Columns,
    lists: { at(key: number): RoaringBitmap32 | undefined } = runWhole(pairListSteps(store, store.meta.topics.length)),
  ) {
    this.#topics = store.meta.topics.length;
    this.#lists = lists;
  }

  /** The lists of `store`, built in steps. */
  static *steps(store: Columns): Steps<CountryTopicLists> {
    return new CountryTopicLists(store, yield* pairListSteps(store, store.meta.topics.length));
  }

  /** The events of country `c` (meta.countries) and topic `t` (meta.topics). */
  list(c: number, t: number): RoaringBitmap32 {
    return this.#lists.at(c * this.#topics + t) ?? NO_EVENTS;
  }
}
