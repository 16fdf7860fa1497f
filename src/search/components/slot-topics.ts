/**
 * The events of each city slot and topic, built when a snapshot loads: every event with a city,
 * ordered by (slot, topic, position), with where each (slot, topic) run starts; an event with
 * several topics is in the run of each. `near` with a
 * `topic` reads the runs of the slots within the radius instead of intersecting the union of their
 * lists with the topic's list (the intersection of a small set with a large one, materialized, is
 * what a near search with a topic would otherwise spend most of its time on). About 5 bytes per
 * event. The runs of BIG_RUN events or more are kept as frozen bitmaps too: building a bitmap from
 * positions costs about 15 ns an event, so the large runs of big cities are built once, at load.
 */
import { NONE_U32 } from '../../store/layout.js';
import { forEachValue } from '../../store/topic-lists.js';
import type { Store } from '../../store/store.js';
import { lowerBound } from '../../util/binary-search.js';
import { type BitmapTable, type DiskBitmapTable, frozenBitmapOf, RoaringBitmap32 } from '../../util/roaring.js';
import { runWhole, type Steps } from '../../util/sliced.js';
import type { SlotTopicIndex } from '../index-view.js';

/** Runs of this many events or more are kept as bitmaps too (see above). */
export const BIG_RUN = 64;

/** Positions or (slot, topic) keys gone through, or bitmaps built, between two pauses (about a millisecond). */
const PER_STEP = 1 << 16;
const BITMAPS_PER_STEP = 64;

export function buildSlotTopicIndex(store: Pick<Store, 'geo' | 'columns' | 'meta' | 'topicLists'>): SlotTopicIndex {
  return runWhole(slotTopicSteps(store));
}

/** buildSlotTopicIndex in steps (util/sliced.ts): each pass a run of positions or keys at a time. */
export function* slotTopicSteps(store: Pick<Store, 'geo' | 'columns' | 'meta' | 'topicLists'>): Steps<SlotTopicIndex> {
  const { citySlot } = store.geo;
  const { topic } = store.columns;
  const more = store.topicLists.topics;
  const topics = store.meta.topics.length;
  const start = new Uint32Array(store.geo.latitude.length * topics + 1);
  for (let position = 0; position < citySlot.length; position++) {
    const slot = citySlot[position]!;
    if (slot !== NONE_U32) forEachValue(topic, more, position, (t) => start[slot * topics + t + 1]!++);
    if (position % PER_STEP === PER_STEP - 1) yield;
  }
  for (let key = 1; key < start.length; key++) start[key]! += start[key - 1]!;
  const positions = new Uint32Array(start[start.length - 1]!);
  const next = start.slice(0, -1);
  yield;
  for (let position = 0; position < citySlot.length; position++) {
    const slot = citySlot[position]!;
    if (slot !== NONE_U32)
      forEachValue(topic, more, position, (t) => (positions[next[slot * topics + t]!++] = position));
    if (position % PER_STEP === PER_STEP - 1) yield;
  }
  const lists = new Map<number, RoaringBitmap32>();
  for (let key = 0; key + 1 < start.length; key++) {
    if (start[key + 1]! - start[key]! >= BIG_RUN) {
      lists.set(key, frozenBitmapOf(positions.subarray(start[key]!, start[key + 1]!)));
      if (lists.size % BITMAPS_PER_STEP === 0) yield;
    }
    if (key % PER_STEP === PER_STEP - 1) yield;
  }
  return { positions, start, topics, lists };
}

/** The long runs' bitmaps of a stored (city slot, topic) index, by key, each made on its first read. */
export class StoredRuns {
  private readonly made: (RoaringBitmap32 | undefined)[];

  constructor(
    /** The keys of the long runs, ascending: bitmap i of the table is the run of keys[i]. */
    private readonly keys: Uint32Array,
    private readonly table: BitmapTable | DiskBitmapTable,
  ) {
    this.made = new Array<RoaringBitmap32 | undefined>(keys.length);
  }

  get(key: number): RoaringBitmap32 | undefined {
    const at = lowerBound(this.keys, key);
    return this.keys[at] === key ? this.#list(at) : undefined;
  }

  get size(): number {
    return this.keys.length;
  }

  *entries(): IterableIterator<[number, RoaringBitmap32]> {
    for (const [at, key] of this.keys.entries()) yield [key, this.#list(at)];
  }

  #list(at: number): RoaringBitmap32 {
    this.made[at] ??= this.table.view(at);
    return this.made[at];
  }
}

/** The events of a topic in any of the slots. */
export function slotsTopicSet(index: SlotTopicIndex, slots: readonly number[], topic: number): RoaringBitmap32 {
  const big: RoaringBitmap32[] = [];
  let small: RoaringBitmap32 | undefined;
  for (const slot of slots) {
    const key = slot * index.topics + topic;
    const list = index.lists.get(key);
    if (list) big.push(list);
    else if (index.start[key + 1]! > index.start[key]!) {
      small ??= new RoaringBitmap32();
      small.addMany(index.positions.subarray(index.start[key]!, index.start[key + 1]!));
    }
  }
  if (small) big.push(small);
  if (big.length === 0) return new RoaringBitmap32();
  return big.length === 1 ? big[0]! : RoaringBitmap32.orMany(big);
}
