/**
 * The values the item writer keeps by day (src/search/day-texts.ts): what a day was given is what
 * it gives back, for the days the blocks cover, their edges, and days before 1970 or past them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DayTexts } from '../../src/search/day-texts.js';

/** The days the blocks hold end before this one (196 blocks of 512 days). */
const FIRST_DAY_PAST_BLOCKS = 196 * 512;

describe('the values kept by day', () => {
  it('give back what each day was given, as a map would, inside and outside the blocks', () => {
    const day = fc.oneof(
      fc.integer({ min: 0, max: FIRST_DAY_PAST_BLOCKS - 1 }),
      fc.constantFrom(-1, 0, 511, 512, FIRST_DAY_PAST_BLOCKS - 1, FIRST_DAY_PAST_BLOCKS, 2 ** 31, -(2 ** 31)),
      fc.integer({ min: -1_000_000, max: 1_000_000 }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(day, fc.string()), { maxLength: 200 }),
        fc.array(day, { maxLength: 50 }),
        (sets, asked) => {
          const texts = new DayTexts<string>();
          const reference = new Map<number, string>();
          for (const [at, value] of sets) {
            texts.set(at, value);
            reference.set(at, value);
          }
          for (const at of [...reference.keys(), ...asked]) expect(texts.get(at), `day ${at}`).toBe(reference.get(at));
        },
      ),
      { numRuns: 300 },
    );
  });
});
