/**
 * The intersection with each set left out in turn (components/leave-one-out.ts), against
 * intersecting the others anew, on random sets of random densities (some sparse, some dense, some
 * empty, some "every event"); its work paid from a budget; the lent bitmaps given back.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LeaveOneOut, type SetPass, WorkSpent } from '../../../src/search/components/leave-one-out.js';
import { withScratch } from '../../../src/search/components/scratch-sets.js';
import { RoaringBitmap32 } from '../../../src/util/roaring.js';
import { WorkBudget } from '../../../src/util/work-budget.js';

const SIZE = 300_000;

/** Sets of random positions among SIZE, sparse to dense and one empty, made once from a seed. */
const POOL = (() => {
  let state = 33;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % SIZE;
  };
  return [0, 10, 500, 5_000, 60_000, 200_000].flatMap((count) =>
    [1, 2, 3].map(() => new RoaringBitmap32(Array.from({ length: count }, next)).freeze()),
  );
})();

/** A set of the pool, or null for every event. */
const arbitrarySet = fc.oneof(
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 8, arbitrary: fc.constantFrom(...POOL) },
);

/** The plain intersection of every set but those at `left` (null: every event). */
function plain(sets: readonly (RoaringBitmap32 | null)[], left: readonly number[]): number {
  let result: RoaringBitmap32 | null = null;
  for (const [at, set] of sets.entries()) {
    if (left.includes(at) || set === null) continue;
    result = result === null ? set.clone() : result.andInPlace(set);
  }
  return result?.size ?? SIZE;
}

const passOf = (take: () => RoaringBitmap32, units = 1_000_000): SetPass => ({
  budget: new WorkBudget(units),
  take,
  size: SIZE,
});

describe('each set left out in turn', () => {
  it('gives the intersection of the others, written and counted, for every set', () => {
    fc.assert(
      fc.property(fc.array(arbitrarySet, { minLength: 1, maxLength: 9 }), (sets) =>
        withScratch((take) => {
          const all = new LeaveOneOut(passOf(take), sets);
          expect(all.all()?.size ?? SIZE).toBe(plain(sets, []));
          for (const at of sets.keys()) {
            expect(all.sizeWithout(at), `without ${at}`).toBe(plain(sets, [at]));
            expect(all.without(at)?.size ?? SIZE, `without ${at}`).toBe(plain(sets, [at]));
          }
          const extra = sets[0] ?? null;
          expect(all.withoutSome([0, sets.length - 1], [extra])?.size ?? SIZE).toBe(
            plain([...sets.slice(1, -1), extra], []),
          );
        }),
      ),
      { numRuns: 150, seed: 33 },
    );
  });

  it('pays each operation from the budget, and stops with WorkSpent when it runs out', () => {
    const sets = [5, 50, 500, 5_000].map((step) => RoaringBitmap32.fromRange(0, SIZE, step).freeze());
    withScratch((take) => {
      const pass = passOf(take);
      const all = new LeaveOneOut(pass, sets);
      for (const at of sets.keys()) all.sizeWithout(at);
      expect(pass.budget.spent).toBeGreaterThan(0);
      const short = passOf(take, pass.budget.spent - 1);
      expect(() => {
        const again = new LeaveOneOut(short, sets);
        for (const at of sets.keys()) again.sizeWithout(at);
      }).toThrow(WorkSpent);
      expect(short.budget.exhausted).toBe(true);
    });
  });
});

describe('the lent bitmaps', () => {
  it('come back empty when the work returns or throws, and are lent again', () => {
    const lent: RoaringBitmap32[] = [];
    withScratch((take) => {
      lent.push(take().addRange(0, 10), take().addRange(5, 20));
    });
    expect(lent.every((set) => set.isEmpty)).toBe(true);
    expect(() =>
      withScratch((take) => {
        take().add(3);
        throw new Error('stop');
      }),
    ).toThrow('stop');
    withScratch((take) => {
      const again = take();
      expect(again.isEmpty).toBe(true);
      expect(lent).toContain(again);
    });
  });
});
