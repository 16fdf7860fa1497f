import { describe, expect, it } from 'vitest';
import {
  orderInSteps,
  runInSlices,
  runWhole,
  sortInSteps,
  sortStringsInSteps,
  type Steps,
} from '../../src/util/sliced.js';

/** Counts to `n`, pausing after each number, busy for `busyMs` per step. */
function* counting(n: number, busyMs: number): Steps<number> {
  let total = 0;
  for (let i = 1; i <= n; i++) {
    const until = performance.now() + busyMs;
    while (performance.now() < until) {
      // busy
    }
    total += i;
    yield;
  }
  return total;
}

describe('steps', () => {
  it('give the same result run whole or in slices', async () => {
    expect(runWhole(counting(50, 0))).toBe(1275);
    expect(await runInSlices(counting(50, 0))).toBe(1275);
  });

  it('let the event loop turn between slices', async () => {
    let turns = 0;
    const ticker = setInterval(() => turns++, 0);
    try {
      // 40 steps of 1 ms in slices of 5 ms: the timer runs between slices, about 8 times.
      await runInSlices(counting(40, 1), 5);
    } finally {
      clearInterval(ticker);
    }
    expect(turns).toBeGreaterThanOrEqual(2);
  });

  it('run many short steps in one slice, not a turn of the loop each', async () => {
    let turns = 0;
    let ticker = setImmediate(function tick() {
      turns++;
      ticker = setImmediate(tick);
    });
    const counted = await runInSlices(counting(2000, 0), 50);
    clearImmediate(ticker);
    expect(counted).toBe(2001000);
    expect(turns).toBeLessThan(20);
  });

  it('pass on an error thrown by a step', async () => {
    function* failing(): Steps<number> {
      yield;
      throw new Error('bad step');
    }
    expect(() => runWhole(failing())).toThrow('bad step');
    await expect(runInSlices(failing())).rejects.toThrow('bad step');
  });
});

describe('sortInSteps', () => {
  it.each([0, 1, 5, 32_767, 32_768, 32_769, 3 * 32_768 + 5, 200_000])(
    'sorts %i doubles as the native sort does, duplicates included',
    (n) => {
      let seed = n + 1;
      const random = () => {
        seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
        return seed;
      };
      const values = Float64Array.from({ length: n }, () => (random() % 1000) * 2 ** 21 + (random() % 50));
      const expected = values.slice().sort();
      const steps = sortInSteps(values);
      let pauses = 0;
      let step = steps.next();
      for (; !step.done; step = steps.next()) pauses++;
      expect(Buffer.from(step.value.buffer).equals(Buffer.from(expected.buffer))).toBe(true);
      // One pause per run of 32,768 sorted natively, then per merge.
      expect(pauses).toBeGreaterThanOrEqual(Math.ceil(n / 32_768));
    },
  );
});

describe('sortStringsInSteps', () => {
  it.each([0, 1, 7, 8, 9, 100])('sorts %i strings as the native sort does, in runs of 8 merged', (n) => {
    const units = ['a', 'B', 'é', '東', '😀', '\uFF01', ''];
    const values = Array.from({ length: n }, (_, i) => `${units[(i * 5) % 7]}${units[(i * 3) % 7]}${i % 4}`);
    const steps = sortStringsInSteps(values, 8);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses++;
    expect(step.value).toEqual([...values].sort());
    expect(pauses).toBeGreaterThanOrEqual(Math.ceil(n / 8));
  });
});

describe('orderInSteps', () => {
  it.each([
    [0, 8],
    [1, 8],
    [7, 8],
    [8, 8],
    [9, 8],
    [100, 8],
    [1_000, 64],
    [20_000, 8_192],
  ])('orders %i indexes by key, ties by index, with runs of %i', (n, run) => {
    let seed = n + 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed;
    };
    // Few distinct keys, so that ties are common; negative and fractional ones too.
    const keys = Float64Array.from({ length: n }, () => ((random() % 40) - 20) / 4);
    const expected = Array.from({ length: n }, (_, i) => i).sort((a, b) => keys[a]! - keys[b]! || a - b);
    const steps = orderInSteps(keys, run);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses++;
    expect(Array.from(step.value)).toEqual(expected);
    expect(pauses).toBeGreaterThanOrEqual(Math.ceil(n / run));
  });
});
