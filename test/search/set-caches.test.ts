/**
 * The shared set caches (docs/design.md, "Set caches"): the unions and the date sets hold far more
 * than 256 small sets, so a client's loop over a few hundred filters keeps them, and they are
 * bounded by bytes, so large sets are let go past 32 MiB.
 */
import { describe, expect, it } from 'vitest';
import { RoaringBitmap32 } from '../../src/util/roaring.js';
import { useDemoIndex } from '../fixtures/demo-snapshot.js';

const demo = useDemoIndex(500);

describe('the shared set caches', () => {
  it('keep a loop of 600 small sets whole, where an LRU of 256 would keep none of them', () => {
    for (const cache of [demo.index.caches.unions, demo.index.caches.dateSets]) {
      cache.clear();
      for (let i = 0; i < 600; i++) cache.set(`small:${i}`, RoaringBitmap32.fromRange(i, i + 10).freeze());
      for (let i = 0; i < 600; i++) expect(cache.has(`small:${i}`), `small:${i}`).toBe(true);
      cache.clear();
    }
  });

  it('let the oldest large sets go once they hold more than 32 MiB', () => {
    const cache = demo.index.caches.unions;
    cache.clear();
    // Every other position below 2^21: 32 bitset containers of 8 KiB, 256 KiB each.
    const even = new RoaringBitmap32(Uint32Array.from({ length: 1 << 20 }, (_, i) => 2 * i));
    const large = () => even.clone().freeze();
    const bytes = large().getSerializationSizeInBytes('portable');
    expect(bytes).toBeGreaterThan(100_000);
    const count = Math.ceil((48 * 1024 * 1024) / bytes);
    for (let i = 0; i < count; i++) cache.set(`large:${i}`, large());
    expect(cache.calculatedSize).toBeLessThanOrEqual(32 * 1024 * 1024);
    expect(cache.has('large:0')).toBe(false);
    expect(cache.has(`large:${count - 1}`)).toBe(true);
    cache.clear();
  });
});
