import { describe, expect, it } from 'vitest';
import { sortByInstant } from '../../src/store/deadline-table.js';

/** A plain stable sort of the rows by instant, for comparison. */
const plain = (rows: number[], at: Float64Array) => [...rows].sort((a, b) => at[a]! - at[b]!);

describe('rows sorted by instant, ties in row order', () => {
  it('as packed numbers when instants and rows fit in 53 bits', () => {
    const at = Float64Array.from({ length: 2000 }, (_, row) => 1.8e9 + ((row * 7919) % 500) * 3600);
    const rows = Array.from({ length: 1000 }, (_, index) => index * 2);
    expect(Array.from(sortByInstant(Uint32Array.from(rows), at))).toEqual(plain(rows, at));
  });

  it('with a comparator when they do not', () => {
    const at = Float64Array.from([1e16, 0, 5, 1e16, 5, -3]);
    const rows = [0, 1, 2, 3, 4, 5];
    expect(Array.from(sortByInstant(Uint32Array.from(rows), at))).toEqual([5, 1, 2, 4, 0, 3]);
  });

  it('of no rows', () => {
    expect(sortByInstant(new Uint32Array(0), new Float64Array(0))).toHaveLength(0);
  });
});
