import { describe, expect, it } from 'vitest';
import { Random, WeightedPicker } from '../../src/demo/random.js';

describe('Random', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = new Random(42);
    const b = new Random(42);
    const c = new Random(43);
    const seqA = Array.from({ length: 20 }, () => a.uint32());
    expect(Array.from({ length: 20 }, () => b.uint32())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.uint32())).not.toEqual(seqA);
  });

  it('keeps numbers in their ranges', () => {
    const r = new Random(1);
    for (let i = 0; i < 10_000; i++) {
      const f = r.next();
      expect(f >= 0 && f < 1).toBe(true);
      const n = r.between(-3, 3);
      expect(Number.isInteger(n) && n >= -3 && n <= 3).toBe(true);
    }
  });

  it('picks weighted items in proportion', () => {
    const r = new Random(5);
    const picker = new WeightedPicker([
      ['a', 3],
      ['b', 1],
    ] as const);
    let a = 0;
    for (let i = 0; i < 10_000; i++) if (picker.pick(r) === 'a') a++;
    expect(a / 10_000).toBeGreaterThan(0.72);
    expect(a / 10_000).toBeLessThan(0.78);
  });
});
