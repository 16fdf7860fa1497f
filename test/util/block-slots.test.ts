/**
 * Values kept by index in blocks (src/util/block-slots.ts): what an index was given is what it
 * gives back, as a map would, across the blocks' edges; an index outside the length keeps nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BlockSlots } from '../../src/util/block-slots.js';

describe('values kept by index in blocks', () => {
  it('give back what each index inside the length was given, as a map would', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 1, max: 10 }),
        fc.array(fc.tuple(fc.nat(6000), fc.string()), { maxLength: 200 }),
        fc.array(fc.integer({ min: -10, max: 6000 }), { maxLength: 50 }),
        (length, blockBits, sets, asked) => {
          const slots = new BlockSlots<string>(length, blockBits);
          const reference = new Map<number, string>();
          for (const [at, value] of sets) {
            expect(slots.set(at, value)).toBe(value);
            if (at < length) reference.set(at, value);
          }
          for (const at of [...reference.keys(), ...asked, 0, length - 1, length, (1 << blockBits) - 1, 1 << blockBits])
            expect(slots.get(at), `index ${at} of ${length}`).toBe(reference.get(at));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keep nothing for an index that is negative, fractional or past the length', () => {
    const slots = new BlockSlots<string>(2048);
    for (const at of [-1, 0.5, 2048, 2 ** 32, Number.NaN]) {
      slots.set(at, 'x');
      expect(slots.get(at)).toBeUndefined();
      expect(slots.holds(at)).toBe(false);
    }
    expect(slots.set(2047, 'last')).toBe('last');
    expect(slots.get(2047)).toBe('last');
    expect(slots.get(1023)).toBeUndefined();
  });
});
