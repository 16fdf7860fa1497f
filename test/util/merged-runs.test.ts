import { describe, expect, it } from 'vitest';
import { MergedRuns } from '../../src/util/merged-runs.js';

/** A run that waits until released, recording the reasons it was given. */
function controlledRuns() {
  const reasons: string[] = [];
  const releases: (() => void)[] = [];
  let concurrent = 0;
  let most = 0;
  const runs = new MergedRuns(async (reason) => {
    reasons.push(reason);
    most = Math.max(most, ++concurrent);
    await new Promise<void>((done) => releases.push(done));
    concurrent--;
    return `done: ${reason}`;
  });
  const releaseNext = async (): Promise<void> => {
    while (releases.length === 0) await new Promise((done) => setImmediate(done));
    releases.shift()!();
  };
  return { runs, reasons, releaseNext, most: () => most };
}

describe('MergedRuns', () => {
  it('runs at once when idle and says when it is running', async () => {
    const { runs, reasons, releaseNext } = controlledRuns();
    expect(runs.running).toBe(false);
    const result = runs.request('first');
    expect(runs.running).toBe(true);
    await releaseNext();
    expect(await result).toBe('done: first');
    expect(runs.running).toBe(false);
    expect(reasons).toEqual(['first']);
  });

  it('merges requests made during a run into one follow-up run with every reason once', async () => {
    const { runs, reasons, releaseNext, most } = controlledRuns();
    const first = runs.request('a');
    const second = runs.request('b');
    const third = runs.request('c');
    const fourth = runs.request('b');
    expect(third).toBe(second);
    expect(fourth).toBe(second);
    await releaseNext();
    await releaseNext();
    expect(await first).toBe('done: a');
    expect(await second).toBe('done: b, c');
    expect(reasons).toEqual(['a', 'b, c']);
    expect(most()).toBe(1);
  });

  it('starts a new run for a request made after the follow-up began', async () => {
    const { runs, reasons, releaseNext } = controlledRuns();
    void runs.request('a');
    const followUp = runs.request('b');
    await releaseNext();
    await new Promise((done) => setImmediate(done));
    const later = runs.request('c');
    expect(later).not.toBe(followUp);
    await releaseNext();
    await releaseNext();
    expect(await later).toBe('done: c');
    expect(reasons).toEqual(['a', 'b', 'c']);
  });

  it('runs the follow-up after a failed run, and passes the failure to its own callers', async () => {
    let calls = 0;
    const runs = new MergedRuns(async (reason) => {
      await new Promise((done) => setImmediate(done));
      if (++calls === 1) throw new Error(`failed: ${reason}`);
      return reason;
    });
    const first = runs.request('a');
    const second = runs.request('b');
    await expect(first).rejects.toThrow('failed: a');
    expect(await second).toBe('b');
  });
});
