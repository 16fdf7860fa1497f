/**
 * How SnapshotHolder runs reloads: beside the serving store and after the asking tick, one at a
 * time with the ones asked for meanwhile merged, and none after close().
 */
import { describe, expect, it } from 'vitest';
import type { SwapResult } from '../../src/ops/snapshot-holder.js';
import { openSnapshot } from '../../src/search/index.js';
import { holderHarness } from './snapshot-holder-harness.js';

const harness = holderHarness();

describe('SnapshotHolder', () => {
  it('loads beside the serving store and yields to the asking tick first', async () => {
    let loading = false;
    const h = await harness.open({
      load: (file) => {
        loading = true;
        return openSnapshot(file);
      },
    });
    loading = false;
    const pending = h.reload('test');
    expect(loading).toBe(false); // not loaded synchronously in the caller's tick
    expect(h.status().reloading).toBe(true);
    await pending;
    expect(loading).toBe(true);
    expect(h.status().reloading).toBe(false);
  });

  it('runs one reload at a time and merges the ones asked for meanwhile into one', async () => {
    let running = 0;
    let most = 0;
    let loads = 0;
    const h = await harness.open({
      load: (file) => {
        running++;
        loads++;
        most = Math.max(most, running);
        try {
          return openSnapshot(file);
        } finally {
          running--;
        }
      },
    });
    loads = 0;
    harness.files.replace(harness.files.build(30, '2026-11-26T00:00:00Z'));
    const first = h.reload('a');
    const second = h.reload('b');
    const third = h.reload('c');
    const fourth = h.reload('b');
    expect(second).toBe(third);
    expect(third).toBe(fourth);
    const [r1, r2] = await Promise.all([first, second]);
    expect(r1).toMatchObject({ outcome: 'swapped', reason: 'a', events: 30 });
    expect(r2).toMatchObject({ outcome: 'unchanged', reason: 'b, c' });
    expect(loads).toBe(2);
    expect(most).toBe(1);
    expect(h.status().reloading).toBe(false);
  });

  it('runs a reload asked for during a load once after it, with the file as it is then', async () => {
    const later = harness.files.build(31, '2026-11-27T00:00:00Z');
    let during: Promise<SwapResult> | undefined;
    let calls = 0;
    const h = await harness.open({
      load: (file) => {
        calls++;
        const store = openSnapshot(file);
        if (calls === 2) {
          // A new file arrives and a reload is asked for while this one is loading.
          harness.files.replace(later);
          during = h.reload('during');
        }
        return store;
      },
    });
    harness.files.replace(harness.files.build(30, '2026-11-26T00:00:00Z'));
    const first = await h.reload('first');
    expect(first).toMatchObject({ outcome: 'swapped', events: 30 });
    expect(h.current().size).toBe(30);
    expect(during).toBeDefined();
    expect(await during).toMatchObject({ outcome: 'swapped', reason: 'during', events: 31 });
    expect(calls).toBe(3);
    expect(h.current().size).toBe(31);
  });

  it('stops its timers and watch on close(); later reloads are skipped', async () => {
    const h = await harness.open();
    h.watch({ debounceMs: 20, pollMs: 20 });
    h.close();
    const swaps: SwapResult[] = [];
    h.on('swap', (result) => swaps.push(result));
    harness.files.replace(harness.files.build(33, '2026-11-28T00:00:00Z'));
    await new Promise((done) => setTimeout(done, 300));
    expect(swaps).toEqual([]);
    expect(h.current().size).toBe(20);
    const result = await h.reload('late');
    expect(result.outcome).toBe('skipped');
    expect(h.current().size).toBe(20);
  });
});
