/** The next moment at which the sets that depend on the time change (docs/design.md, "The next moment, built ahead"). */
import { describe, expect, it } from 'vitest';
import { nextMoment } from '../../../src/search/components/next-moment.js';

const DAY = 86_400;
const D = 20_000 * DAY; // a midnight
const store = (...at: number[]) => ({
  submissions: { at: Float64Array.from(at), position: new Uint32Array(at.length) },
});
const estimates = (...at: number[]) => ({ at: Float64Array.from(at), position: new Uint32Array(at.length) });

describe('the next moment', () => {
  it('is the next submission deadline, inside it halfway to the one after', () => {
    expect(nextMoment(store(D + 100, D + 200), estimates(), D + 50)).toEqual({ at: D + 100, inside: D + 150 });
  });

  it('counts deadlines at the same instant as one moment', () => {
    expect(nextMoment(store(D + 100, D + 100, D + 300), estimates(), D)).toEqual({ at: D + 100, inside: D + 200 });
  });

  it('is an estimated deadline when one comes first, and either kind ends the moment', () => {
    expect(nextMoment(store(D + 300), estimates(D + 100), D)).toEqual({ at: D + 100, inside: D + 200 });
    expect(nextMoment(store(D + 100), estimates(D + 300), D)).toEqual({ at: D + 100, inside: D + 200 });
  });

  it('begins after a deadline at the very instant asked (it has not passed yet)', () => {
    expect(nextMoment(store(D + 100, D + 200), estimates(), D + 100).at).toBe(D + 100);
    expect(nextMoment(store(D + 100, D + 200), estimates(), D + 100.5).at).toBe(D + 200);
  });

  it('is the next UTC midnight when no deadline comes before it, and a midnight ends a moment', () => {
    expect(nextMoment(store(), estimates(), D + 10)).toEqual({ at: D + DAY, inside: D + DAY + DAY / 2 });
    expect(nextMoment(store(D + 2 * DAY - 100), estimates(), D + DAY - 1)).toEqual({
      at: D + DAY,
      inside: D + DAY + (DAY - 100) / 2,
    });
    expect(nextMoment(store(D + DAY - 100), estimates(), D + 10)).toEqual({ at: D + DAY - 100, inside: D + DAY - 50 });
  });
});
