/**
 * Checks over a whole column, run in steps (util/sliced.ts): the loader's checks walk a few million
 * values at 1M events, a few tens of milliseconds at once when run from the interpreter (they run
 * once per load, so V8 rarely optimizes them), longer than a step may hold a serving thread.
 */
import type { Steps } from './sliced.js';

/** Values checked between two pauses (well under a millisecond of plain comparisons). */
const VALUES_PER_STEP = 1 << 16;

type Column = Uint8Array | Uint16Array | Uint32Array;

/** Whether every value of `column` is below `size` (or is `none`). */
export function* allBelow(column: Column, size: number, none = -1): Steps<boolean> {
  for (let from = 0; from < column.length; from += VALUES_PER_STEP) {
    const to = Math.min(column.length, from + VALUES_PER_STEP);
    for (let at = from; at < to; at++) {
      const value = column[at]!;
      if (value >= size && value !== none) return false;
    }
    yield;
  }
  return true;
}

/** Whether `column` never decreases. */
export function* ascending(column: Uint32Array): Steps<boolean> {
  for (let from = 1; from < column.length; from += VALUES_PER_STEP) {
    const to = Math.min(column.length, from + VALUES_PER_STEP);
    for (let at = from; at < to; at++) if (column[at]! < column[at - 1]!) return false;
    yield;
  }
  return true;
}
