/**
 * Posting lists of each (country, topic) pair, built when a snapshot loads. Every event with a
 * country is in exactly one, so together they hold at most as many entries as the store has events
 * (2,970 lists, 1.9 MiB serialized, at 1M). A search with one country and one topic reads its
 * pair's list instead of intersecting the two, as a composite index would: that intersection (a
 * country's array containers tested against a topic's bitmap containers) was the costliest of the
 * common shapes, about 50 µs at 1M events.
 */
import { NONE_U16 } from '../../store/layout.js';
import type { Store } from '../../store/store.js';
import { RoaringBitmap32 } from '../../util/roaring.js';

const NO_EVENTS = new RoaringBitmap32().freeze();

export class CountryTopicLists {
  readonly #topics: number;
  readonly #lists: (RoaringBitmap32 | undefined)[];

  /** Groups the positions by pair in one counting pass over the columns (positions stay ascending). */
  constructor(store: Pick<Store, 'columns' | 'meta' | 'size'>) {
    const { country, topic } = store.columns;
    this.#topics = store.meta.topics.length;
    const pairs = store.meta.countries.length * this.#topics;
    const starts = new Uint32Array(pairs + 1);
    for (let p = 0; p < store.size; p++) {
      const c = country[p]!;
      if (c !== NONE_U16) starts[c * this.#topics + topic[p]! + 1]!++;
    }
    for (let key = 0; key < pairs; key++) starts[key + 1]! += starts[key]!;
    const positions = new Uint32Array(starts[pairs]!);
    const next = starts.slice(0, pairs);
    for (let p = 0; p < store.size; p++) {
      const c = country[p]!;
      if (c !== NONE_U16) positions[next[c * this.#topics + topic[p]!]!++] = p;
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
