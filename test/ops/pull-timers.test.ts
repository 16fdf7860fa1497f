/** The puller's clock: the poll interval's ±20% jitter, the backoff after failures, one check at a time. */
import { describe, expect, it } from 'vitest';
import { jittered, nextDelay, PullTimers } from '../../src/ops/pull/timers.js';

describe("the puller's timers", () => {
  it('jitter the delay by ±20%', () => {
    expect(jittered(30_000, () => 0)).toBe(24_000);
    expect(jittered(30_000, () => 0.5)).toBe(30_000);
    expect(jittered(30_000, () => 0.999_999)).toBe(36_000);
  });

  it('wait a poll interval after a success, and after failures 1 s doubling up to four intervals', () => {
    expect(nextDelay(0, 30_000, 1000)).toBe(30_000);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => nextDelay(n, 30_000, 1000))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 32_000, 64_000, 120_000,
    ]);
    expect(nextDelay(1000, 30_000, 1000)).toBe(120_000);
  });

  it('run one check at a time, and a check asked for meanwhile right after it', async () => {
    let running = 0;
    let most = 0;
    let checks = 0;
    let release: () => void = () => {};
    const timers = new PullTimers({
      pollMs: 60_000,
      retryMs: 60_000,
      random: () => 0.5,
      check: async () => {
        checks++;
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => (release = resolve));
        running--;
        return true;
      },
    });
    timers.start();
    timers.now();
    timers.now();
    expect(checks).toBe(1);
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(checks).toBe(2);
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(checks).toBe(2);
    expect(most).toBe(1);
    timers.close();
  });
});
