/**
 * The next moment built ahead in a serving process (src/ops/moments-ahead.ts): a pass at the start,
 * the next after the moment's instant, one after a wake (a swap), none after stop.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../src/search/index.js';
import { keepMomentsAhead, type MomentsAhead } from '../../src/ops/moments-ahead.js';
import type { Steps } from '../../src/util/sliced.js';

/** An index whose next moment is `inMs` after each pass; it records the moments it built. */
function fakeIndex(clock: () => number, inMs: number) {
  const built: number[] = [];
  const index = {
    momentAhead(now: number) {
      const at = now + inMs / 1000;
      function* steps(): Steps<void> {
        yield;
        built.push(at);
      }
      return { at, steps: steps() };
    },
  };
  return { index: index as unknown as SnapshotIndex, built, clock };
}

const waitFor = async (ok: () => boolean, ms = 2000) => {
  const until = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

let keeper: MomentsAhead | undefined;
afterEach(() => keeper?.stop());

describe('the next moment kept built ahead', () => {
  it('is built at the start, then again once each moment has begun', async () => {
    const now = () => Date.now() / 1000;
    const { index, built } = fakeIndex(now, 30);
    keeper = keepMomentsAhead(() => index, { now });
    await keeper.settled();
    expect(built).toHaveLength(1);
    // The next pass comes after the first moment's instant, and builds the one after it.
    await waitFor(() => built.length >= 3);
    expect(built[1]! - built[0]!).toBeGreaterThanOrEqual(0.03);
  });

  it("builds the new index's next moment when woken (a swap), and nothing after stop", async () => {
    const now = () => Date.now() / 1000;
    const first = fakeIndex(now, 60_000);
    const second = fakeIndex(now, 60_000);
    let serving = first.index;
    keeper = keepMomentsAhead(() => serving, { now });
    await keeper.settled();
    serving = second.index;
    keeper.wake();
    keeper.wake(); // merged with the one queued
    await keeper.settled();
    expect([first.built.length, second.built.length]).toEqual([1, 1]);
    keeper.stop();
    keeper.wake();
    await keeper.settled();
    expect(second.built).toHaveLength(1);
  });

  it('reports a pass that fails and keeps going', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const index = {
      momentAhead: () => {
        calls++;
        throw new Error('no store');
      },
    } as unknown as SnapshotIndex;
    keeper = keepMomentsAhead(() => index, { onError: (error) => errors.push(error) });
    await keeper.settled();
    keeper.wake();
    await keeper.settled();
    expect(calls).toBe(2);
    expect(errors.map((error) => (error as Error).message)).toEqual(['no store', 'no store']);
  });
});
