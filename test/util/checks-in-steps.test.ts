import { describe, expect, it } from 'vitest';
import { allBelow, ascending } from '../../src/util/checks-in-steps.js';
import { runWhole, type Steps } from '../../src/util/sliced.js';

/** The check's answer and how many times it paused. */
function run(steps: Steps<boolean>): { answer: boolean; pauses: number } {
  let pauses = 0;
  for (;;) {
    const step = steps.next();
    if (step.done) return { answer: step.value, pauses };
    pauses++;
  }
}

const MANY = 200_000; // a few steps' worth

describe('allBelow', () => {
  it('accepts a column whose every value is below the size, pausing between runs of values', () => {
    const column = new Uint32Array(MANY).map((_, i) => i % 1000);
    const { answer, pauses } = run(allBelow(column, 1000));
    expect(answer).toBe(true);
    expect(pauses).toBeGreaterThanOrEqual(3);
  });

  it('refuses a value at or over the size, in any step', () => {
    for (const at of [0, 65_535, 65_536, MANY - 1]) {
      const column = new Uint16Array(MANY);
      column[at] = 7;
      expect(runWhole(allBelow(column, 7))).toBe(false);
      expect(runWhole(allBelow(column, 8))).toBe(true);
    }
  });

  it('lets the value that means none through', () => {
    const column = new Uint16Array([1, 0xffff, 2]);
    expect(runWhole(allBelow(column, 3, 0xffff))).toBe(true);
    expect(runWhole(allBelow(column, 3))).toBe(false);
  });

  it('accepts an empty column', () => {
    expect(runWhole(allBelow(new Uint8Array(0), 0))).toBe(true);
  });
});

describe('ascending', () => {
  it('accepts equal neighbours and rising values', () => {
    const column = new Uint32Array(MANY).map((_, i) => Math.floor(i / 3));
    const { answer, pauses } = run(ascending(column));
    expect(answer).toBe(true);
    expect(pauses).toBeGreaterThanOrEqual(3);
  });

  it('refuses a decrease anywhere, across a step boundary too', () => {
    for (const at of [1, 65_536, 65_537, MANY - 1]) {
      const column = new Uint32Array(MANY).map((_, i) => i);
      column[at] = column[at - 1]! - 1;
      expect(runWhole(ascending(column))).toBe(false);
    }
  });

  it('accepts a column of zero or one value', () => {
    expect(runWhole(ascending(new Uint32Array(0)))).toBe(true);
    expect(runWhole(ascending(new Uint32Array([5])))).toBe(true);
  });
});
