/**
 * SnapshotHolder serving a snapshot and swapping in a new one (on reload() and on an atomic
 * rename), and the version string it reports.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SnapshotHolder, snapshotVersion, type SwapResult } from '../../src/ops/snapshot-holder.js';
import { readSnapshotHeader } from '../../src/snapshot/reader.js';
import { openSnapshot, type SnapshotIndex } from '../../src/search/index.js';
import { WARM_BUILDS } from '../../src/search/snapshot-index.js';
import { holderHarness, nextEvent } from './snapshot-holder-harness.js';

const harness = holderHarness();

describe('snapshotVersion', () => {
  it('is the build time to the second and the body CRC-32 in hex', () => {
    const store = openSnapshot(harness.files.target);
    const crc = store.header.bodyCrc32.toString(16).padStart(8, '0');
    expect(snapshotVersion(store)).toBe(`2026-11-21T06:01:01Z-${crc}`);
    expect(snapshotVersion(store)).toMatch(/^[0-9A-Za-z:.+-]+$/);
  });

  it('differs between builds of different data or at different times', () => {
    const a = openSnapshot(harness.files.build(20, '2026-11-21T06:01:01Z'));
    const b = openSnapshot(harness.files.build(21, '2026-11-21T06:01:01Z'));
    const c = openSnapshot(harness.files.build(20, '2026-11-22T06:01:01Z'));
    expect(new Set([snapshotVersion(a), snapshotVersion(b), snapshotVersion(c)]).size).toBe(3);
  });
});

describe('SnapshotHolder', () => {
  it('serves the initial store and reports its status', async () => {
    const h = await harness.open({ now: () => new Date('2026-11-21T07:00:00Z') });
    expect(h.current().size).toBe(20);
    expect(h.status()).toEqual({
      file: harness.files.target,
      version: h.version(),
      builtAt: '2026-11-21T06:01:01.000Z',
      builderVersion: h.current().header.builderVersion,
      events: 20,
      loadedAt: '2026-11-21T07:00:00.000Z',
      swaps: { succeeded: 0, failed: 0, unchanged: 0 },
      reloading: false,
    });
  });

  it('swaps in a new snapshot on reload() and counts it', async () => {
    const h = await harness.open();
    const before = h.version();
    harness.files.replace(harness.files.build(30, '2026-11-22T00:00:00Z'));
    const swaps: SwapResult[] = [];
    h.on('swap', (result) => swaps.push(result));
    const result = await h.reload('SIGHUP');
    expect(result).toMatchObject({ outcome: 'swapped', reason: 'SIGHUP', previousVersion: before, events: 30 });
    expect(result.version).toBe(h.version());
    expect(h.version()).not.toBe(before);
    expect(h.current().size).toBe(30);
    expect(h.status().swaps).toEqual({ succeeded: 1, failed: 0, unchanged: 0 });
    expect(swaps).toEqual([result]);
  });

  it('holds snapshots whose warm builds are all done before they serve, at open and before a swap', async () => {
    const h = await harness.open();
    const builtOnce = (index: SnapshotIndex) => Object.values(index.builds()).map((build) => build.count);
    expect(builtOnce(h.current())).toEqual(WARM_BUILDS.map(() => 1));
    harness.files.replace(harness.files.build(30, '2026-11-22T00:00:00Z'));
    let atSwap: number[] = [];
    h.on('swap', () => (atSwap = builtOnce(h.current())));
    const result = await h.reload('SIGHUP');
    expect(result.outcome).toBe('swapped');
    // Built while loading: before the switch, and within the load's measured time.
    expect(atSwap).toEqual(WARM_BUILDS.map(() => 1));
    const builds = Object.values(h.current().builds());
    expect(result.durationMs).toBeGreaterThanOrEqual(builds.reduce((sum, build) => sum + build.ms, 0));
  });

  it('reports an unchanged snapshot without swapping', async () => {
    const h = await harness.open();
    const store = h.current();
    const result = await h.reload('SIGHUP');
    expect(result.outcome).toBe('unchanged');
    expect(h.current()).toBe(store);
    expect(h.status().swaps).toEqual({ succeeded: 0, failed: 0, unchanged: 1 });
  });

  it('swaps when the file is replaced by an atomic rename (watcher)', async () => {
    const h = await harness.open();
    h.watch({ debounceMs: 50 });
    const swapped = nextEvent(h, 'swap');
    harness.files.replace(harness.files.build(40, '2026-11-23T00:00:00Z'));
    const result = await Promise.race([
      swapped,
      new Promise<never>((_, fail) => setTimeout(() => fail(new Error('no swap within 5 s')), 5000)),
    ]);
    expect(result).toMatchObject({ outcome: 'swapped', reason: 'file changed', events: 40 });
    expect(h.current().size).toBe(40);
  });

  it('holds whatever its loader makes of the file', async () => {
    let loads = 0;
    const loadHeader = (file: string) => ({ header: readSnapshotHeader(file), size: 7, load: ++loads });
    const h = await SnapshotHolder.open(harness.files.target, { load: loadHeader });
    expect(h.current()).toMatchObject({ size: 7, load: 1 });
    expect(h.version()).toBe(snapshotVersion(openSnapshot(harness.files.target)));
    expect(h.status()).toMatchObject({ events: 7, builtAt: '2026-11-21T06:01:01.000Z' });
    harness.files.replace(harness.files.build(30, '2026-11-30T00:00:00Z'));
    expect(await h.reload('test')).toMatchObject({ outcome: 'swapped', events: 7 });
    expect(h.current().load).toBe(2);
    h.close();
  });

  it('lets go of the previous store after a swap', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const h = await harness.open();
    let old: WeakRef<SnapshotIndex> | undefined = new WeakRef(h.current());
    harness.files.replace(harness.files.build(30, '2026-11-29T00:00:00Z'));
    expect((await h.reload('test')).outcome).toBe('swapped');
    await new Promise((done) => setTimeout(done, 10));
    gc();
    await new Promise((done) => setTimeout(done, 10));
    gc();
    expect(old.deref()).toBeUndefined();
    old = undefined;
  });
});
