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
import { RoaringBitmap32 } from '../../util/roaring.js';

const NO_EVENTS = new RoaringBitmap32().freeze();

export class CountryTopicLists {
  readonly #topics: number;
  readonly #lists: (RoaringBitmap32 | undefined)[];

  /**
   * Groups the positions by pair in one counting pass over the columns (positions stay ascending),
   * each event under every topic it has.
   */
  constructor(store: Pick<Store, 'columns' | 'meta' | 'size' | 'topicLists'>) {
    const { country, topic } = store.columns;
    const more = store.topicLists.topics;
    const topics = store.meta.topics.length;
    this.#topics = topics;
    const pairs = store.meta.countries.length * topics;
    const starts = new Uint32Array(pairs + 1);
    for (let p = 0; p < store.size; p++) {
      const c = country[p]!;
      if (c !== NONE_U16) forEachValue(topic, more, p, (t) => starts[c * topics + t + 1]!++);
    }
    for (let key = 0; key < pairs; key++) starts[key + 1]! += starts[key]!;
    const positions = new Uint32Array(starts[pairs]!);
    const next = starts.slice(0, pairs);
    for (let p = 0; p < store.size; p++) {
      const c = country[p]!;
      if (c !== NONE_U16) forEachValue(topic, more, p, (t) => (positions[next[c * topics + t]!++] = p));
    }
    this.#lists = Array.from({ length: pairs }, (_, key) =>
      starts[key] === starts[key + 1]
        ? undefined
        : new RoaringBitmap32(positions.subarray(starts[key]!, starts[key + 1]!)).freeze(),
    );
  }

  /** The events of country `c` (meta.countries) and topic `t` (meta.topics). */
  list(c: number, t: number): RoaringBitmap32 {
    return this.#lists[c * this.#topics + t] ?? NO_EVENTS;
  }
}
