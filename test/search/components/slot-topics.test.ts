/**
 * The (city slot, topic) runs against a plain filter of the columns, long runs (kept as bitmaps) and
 * short ones alike, with a fifth of the events in two or three topics.
 */
import { describe, expect, it } from 'vitest';
import { buildSlotTopicIndex, slotsTopicSet } from '../../../src/search/components/slot-topics.js';
import { NONE_U32 } from '../../../src/store/layout.js';
import { seededRandom } from '../../../tools/support/random-filters.js';

describe('slotsTopicSet', () => {
  it('holds exactly the events of the slots in the topic', () => {
    const random = seededRandom(7);
    const size = 5000;
    const slots = 12;
    const topics = 4;
    // Slot 0 is large (its runs are kept as bitmaps), the others small; some events have no city.
    const citySlot = Uint32Array.from({ length: size }, () => {
      const r = random();
      return r < 0.05 ? NONE_U32 : r < 0.6 ? 0 : 1 + Math.floor(random() * (slots - 1));
    });
    const topic = Uint16Array.from({ length: size }, () => Math.floor(random() * topics));
    // The others of each event: none for most, one or two other topics for a fifth.
    const others = Array.from(topic, (first) =>
      random() < 0.8 ? [] : [1, 2, 3].map((k) => (first + k) % topics).slice(0, random() < 0.5 ? 1 : 2),
    );
    const offsets = new Uint32Array(size + 1);
    for (let p = 0; p < size; p++) offsets[p + 1] = offsets[p]! + others[p]!.length;
    const more = { offsets, values: Uint16Array.from(others.flat()) };
    const topicsOf = (p: number) => [topic[p]!, ...others[p]!];
    const index = buildSlotTopicIndex({
      geo: { citySlot, latitude: new Float64Array(slots) },
      columns: { topic },
      topicLists: { topics: more },
      meta: { topics: Array.from({ length: topics }, () => ({ name: 't', slug: 't' })) },
    } as never);
    expect(index.lists.size).toBeGreaterThan(0);
    for (const chosen of [[0], [3], [0, 5, 7], [1, 2, 3, 4], [11]]) {
      for (let t = 0; t < topics; t++) {
        const expected = [...citySlot.keys()].filter((p) => chosen.includes(citySlot[p]!) && topicsOf(p).includes(t));
        expect(Array.from(slotsTopicSet(index, chosen, t).toUint32Array()), `${chosen} ${t}`).toEqual(expected);
      }
    }
  });
});
