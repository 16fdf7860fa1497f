/**
 * The cost of a place facet over a dense scope (src/search/components/place-facets.ts and
 * top-lists.ts): on 2,000 places of very unequal sizes, a scope with no bearing on places
 * intersects only the lists that can hold its 100 largest counts and reads none of its events; a
 * scope gathered in the small places, which would need most lists, reads its events instead.
 * Both give the 100 largest counts as counting every event does.
 */
import { describe, expect, it } from 'vitest';
import { placeCounts } from '../../../src/search/components/place-facets.js';
import { topListCounts } from '../../../src/search/components/top-lists.js';
import { NONE_U16, NONE_U32 } from '../../../src/store/layout.js';
import { RoaringBitmap32, type SizedLists } from '../../../src/util/roaring.js';
import { seededRandom } from '../../../tools/support/random-filters.js';

const EVENTS = 200_000;
const PLACES = 2_000;
const random = seededRandom(62);

// Each event's place, drawn with weight 1 / (rank + 1) (a few large cities, many small), 1 in 10 none.
const weights = Array.from({ length: PLACES }, (_, at) => 1 / (at + 1));
let summed = 0;
const cumulative = weights.map((weight) => (summed += weight));
const place = new Uint32Array(EVENTS);
for (let p = 0; p < EVENTS; p++) {
  const draw = random() * cumulative.at(-1)!;
  let low = 0;
  let high = PLACES - 1;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (cumulative[mid]! < draw) low = mid + 1;
    else high = mid;
  }
  place[p] = random() < 0.1 ? NONE_U32 : low;
}
const bitmaps = Array.from({ length: PLACES }, () => new RoaringBitmap32());
for (let p = 0; p < EVENTS; p++) if (place[p] !== NONE_U32) bitmaps[place[p]!]!.add(p);
/** The lists as a loaded store holds them: read by index, every size known. */
const lists: SizedLists = {
  length: PLACES,
  at: (at) => bitmaps[at],
  sizes: Uint32Array.from(bitmaps, (list) => list.size),
};

/** The index placeCounts reads, its city column counting the reads. */
function counted() {
  const work = { reads: 0, lists: 0, intersected: 0 };
  const citySlot = new Proxy(place, {
    get(target, key) {
      if (typeof key === 'string' && /^\d+$/.test(key)) work.reads++;
      return Reflect.get(target, key);
    },
  });
  const index = {
    store: {
      lists: { city: lists, region: { length: 0, at: () => undefined, sizes: new Uint32Array(0) } },
      geo: { citySlot, region: new Uint16Array(EVENTS).fill(NONE_U16) },
    },
  } as unknown as Parameters<typeof placeCounts>[0];
  const watched = (events: RoaringBitmap32) =>
    new Proxy(events, {
      get(target, key) {
        if (key === 'andCardinality')
          return (list: RoaringBitmap32) => {
            work.lists++;
            work.intersected += list.size;
            return target.andCardinality(list);
          };
        const value = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  return { work, count: (events: RoaringBitmap32) => placeCounts(index, 'city', undefined, () => watched(events)) };
}

/** The 100 places with the most events of `counts`, most first, the first place first among equals. */
function top100(counts: ArrayLike<number>): [number, number][] {
  return Array.from(counts, (count, at): [number, number] => [at, count])
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, 100);
}

function everyEvent(events: RoaringBitmap32): [number, number][] {
  const counts = new Uint32Array(PLACES);
  for (const p of events) if (place[p] !== NONE_U32) counts[place[p]!]!++;
  return top100(counts);
}

describe('a place facet over a dense scope', () => {
  it('intersects only the lists that can hold its 100 largest counts, reading no event', () => {
    const scope = new RoaringBitmap32();
    for (let p = 0; p < EVENTS; p++) if (random() < 0.3) scope.add(p);
    const { work, count } = counted();
    const counts = count(scope);
    expect(top100(counts)).toEqual(everyEvent(scope));
    expect(work.reads).toBe(0);
    expect(work.lists).toBeLessThan(PLACES / 4);
    expect(work.intersected).toBeLessThanOrEqual(scope.size * 4);
    // A walk past its budget of list elements gives up.
    expect(topListCounts(lists, scope, 100, 1000)).toBeUndefined();
  });

  it('reads its events when the walk would cost more, as when they gather in the small places', () => {
    const scope = new RoaringBitmap32();
    for (let p = 0; p < EVENTS; p++) if (place[p]! >= 1000 && place[p] !== NONE_U32) scope.add(p);
    expect(scope.size * 16).toBeGreaterThan(EVENTS);
    const { work, count } = counted();
    const counts = count(scope);
    expect(top100(counts)).toEqual(everyEvent(scope));
    // Never more than its budget of list elements, then each event read once.
    expect(work.intersected).toBeLessThanOrEqual(scope.size * 4);
    expect(work.reads).toBe(scope.size);
  });
});
