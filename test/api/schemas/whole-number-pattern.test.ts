/**
 * wholeNumberPattern (src/api/schemas/rules.ts): the pattern a schema declares for a whole number
 * written as text admits exactly 1 to its maximum, without leading zeros.
 */
import { describe, expect, it } from 'vitest';
import { ID_MAX, wholeNumberPattern } from '../../../src/api/schemas/rules.js';

describe('wholeNumberPattern', () => {
  it('admits exactly 1 to max for maxima of every shape', () => {
    for (const max of [1, 9, 10, 19, 99, 100, 305, 1000, 2099]) {
      const pattern = new RegExp(wholeNumberPattern(max));
      for (let n = 0; n <= max + 120; n++)
        expect(pattern.test(String(n)), `${n} of 1..${max}`).toBe(n >= 1 && n <= max);
    }
  });

  it('admits the ids, 1 to 2^31-1, and nothing else', () => {
    const pattern = new RegExp(wholeNumberPattern(ID_MAX));
    for (let digits = 1; digits <= 10; digits++) {
      for (const n of [10 ** (digits - 1), 10 ** digits - 1, 3 * 10 ** (digits - 1) + 7]) {
        expect(pattern.test(String(n)), String(n)).toBe(n <= ID_MAX);
      }
    }
    for (let n = ID_MAX - 1000; n <= ID_MAX + 1000; n++) expect(pattern.test(String(n))).toBe(n <= ID_MAX);
    for (const text of ['0', '007', '-1', '1.0', '1e3', ' 1', '', '21474836470'])
      expect(pattern.test(text), text).toBe(false);
  });
});
