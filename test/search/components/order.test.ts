/**
 * Start-descending pages (sort=-date): the walk over a small set's positions gives the same pages
 * as the block walk over ranks, on random sets with many events per day and few, at every offset.
 */
import { describe, expect, it } from 'vitest';
import { pageSmallStartDescending, pageStartDescending } from '../../../src/search/components/order.js';
import { BitmapSet } from '../../../src/search/components/ranked.js';
import { RoaringBitmap32 } from '../../../src/util/roaring.js';
import { seededRandom } from '../../../tools/support/random-filters.js';

/** Positions in (start, id) order: start days ascending, `perDay` events a day on average. */
function startColumn(size: number, perDay: number, random: () => number): Int32Array {
  const start = new Int32Array(size);
  let day = 20_000;
  for (let i = 0; i < size; i++) {
    if (random() < 1 / perDay) day += 1 + Math.floor(random() * 3);
    start[i] = day;
  }
  return start;
}

/** The plain order: start descending, then position ascending. */
function plainOrder(positions: readonly number[], start: Int32Array): number[] {
  return [...positions].sort((a, b) => start[b]! - start[a]! || a - b);
}

describe('pages by start date descending', () => {
  it('are the same from the small-set walk, the block walk and a plain sort', () => {
    const random = seededRandom(7);
    for (const perDay of [1, 3, 40]) {
      const start = startColumn(20_000, perDay, random);
      for (let round = 0; round < 20; round++) {
        const set = new RoaringBitmap32();
        const size = 1 + Math.floor(random() * 3000);
        for (let i = 0; i < size; i++) set.add(Math.floor(random() * start.length));
        const plain = plainOrder(set.toArray(), start);
        for (const offset of [0, 1, 7, Math.floor(set.size / 2), set.size - 3, set.size, set.size + 4]) {
          if (offset < 0) continue;
          const limit = 1 + Math.floor(random() * 50);
          const small = pageSmallStartDescending(set.toUint32Array(), start, offset, limit);
          expect(small).toEqual(plain.slice(offset, offset + limit));
          expect(small).toEqual(pageStartDescending(new BitmapSet(set), start, offset, limit));
        }
      }
    }
  });
});
